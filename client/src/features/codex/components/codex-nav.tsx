import { NavLink } from 'react-router-dom';
import { useCodexT } from '../words';

/** The codex's pages: its entries, the kinds' sheets, the ties between entries (the app's row of pill links). */
export function CodexNav({ story }: { story: string }) {
  const { t } = useCodexT();
  const base = `/stories/${encodeURIComponent(story)}`;
  return (
    <nav className="pill-nav" aria-label={t('Codex')}>
      <ul>
        <li>
          <NavLink to={`${base}/codex`} end>
            {t('Entries')}
          </NavLink>
        </li>
        <li>
          <NavLink to={`${base}/codex/sheets`}>{t('Sheets')}</NavLink>
        </li>
        <li>
          <NavLink to={`${base}/relationships`}>{t('Relationships')}</NavLink>
        </li>
      </ul>
    </nav>
  );
}
