import { NavLink } from 'react-router-dom';

/**
 * The Brainstorm's two shelves, posts and beat sheets (docs/decisions/160-shelf-pages.md): links,
 * the one showing marked as the current page.
 */
export function BrainstormTabs() {
  return (
    <nav aria-label="Brainstorm" className="pill-nav brainstorm-tabs">
      <ul>
        <li>
          <NavLink to="/posts" end>
            Posts
          </NavLink>
        </li>
        <li>
          <NavLink to="/posts/beat-sheets">Beat sheets</NavLink>
        </li>
      </ul>
    </nav>
  );
}
