import { NavLink } from 'react-router-dom';
import { useCommonT } from '../../lib/common-words';

/**
 * The Brainstorm's two shelves, posts and beat sheets (docs/decisions/160-shelf-pages.md): links,
 * the one showing marked as the current page.
 */
export function BrainstormTabs() {
  const { t } = useCommonT();
  return (
    <nav aria-label={t('Brainstorm')} className="pill-nav brainstorm-tabs">
      <ul>
        <li>
          <NavLink to="/posts" end>
            {t('Posts')}
          </NavLink>
        </li>
        <li>
          <NavLink to="/posts/beat-sheets">{t('Beat sheets')}</NavLink>
        </li>
      </ul>
    </nav>
  );
}
