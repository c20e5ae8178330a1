import { NavLink } from 'react-router-dom';

/** The codex's pages: its entries, the kinds' sheets, the ties between entries. */
export function CodexNav({ story }: { story: string }) {
  const base = `/stories/${encodeURIComponent(story)}`;
  return (
    <nav className="codex-nav" aria-label="Codex">
      <ul className="codex-nav__links">
        <li>
          <NavLink to={`${base}/codex`} end className="codex-nav__link">
            Entries
          </NavLink>
        </li>
        <li>
          <NavLink to={`${base}/codex/sheets`} className="codex-nav__link">
            Sheets
          </NavLink>
        </li>
        <li>
          <NavLink to={`${base}/relationships`} className="codex-nav__link">
            Relationships
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
