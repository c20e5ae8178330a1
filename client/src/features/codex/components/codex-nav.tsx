import { NavLink } from 'react-router-dom';

/** The codex's pages: its entries, the kinds' sheets, the ties between entries (the app's row of pill links). */
export function CodexNav({ story }: { story: string }) {
  const base = `/stories/${encodeURIComponent(story)}`;
  return (
    <nav className="pill-nav" aria-label="Codex">
      <ul>
        <li>
          <NavLink to={`${base}/codex`} end>
            Entries
          </NavLink>
        </li>
        <li>
          <NavLink to={`${base}/codex/sheets`}>Sheets</NavLink>
        </li>
        <li>
          <NavLink to={`${base}/relationships`}>Relationships</NavLink>
        </li>
      </ul>
    </nav>
  );
}
