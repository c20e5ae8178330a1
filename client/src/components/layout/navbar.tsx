import { isModerator, type Role } from '@three-act/contract/roles';
import { useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useCommonT } from '../../lib/common-words';

/** The product's name, the same in every language. */
const THREE_ACT = 'Three Act';

export interface NavUser {
  name: string;
  role: Role;
}

interface NavbarProps {
  isAuthenticated: boolean;
  user: NavUser | null;
  onLogout: () => void;
  /** The notifications bell, beside the menu button so a phone shows it without opening the menu. */
  bell?: ReactNode;
}

export function Navbar({ isAuthenticated, user, onLogout, bell }: NavbarProps) {
  const { t } = useCommonT();
  const { pathname } = useLocation();
  // The phone menu belongs to the page it was opened on, so it closes on navigation.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;

  const showModeration = isModerator(user);
  const isAdmin = user?.role === 'admin';

  return (
    <header className="navbar">
      <nav className="navbar__inner container" aria-label={t('Main')}>
        <Link to="/" className="navbar__brand">
          <span className="navbar__mark" aria-hidden="true">
            III
          </span>
          {THREE_ACT}
        </Link>
        {/* Signed-out links fit on a phone; the longer signed-in set folds into a menu. */}
        {isAuthenticated && (
          <div className="navbar__tools">
            {bell}
            <button
              type="button"
              className="navbar__toggle"
              aria-expanded={menuOpen}
              aria-controls="main-menu"
              onClick={() => setOpenOn(menuOpen ? null : pathname)}
            >
              {t('Menu')}
            </button>
          </div>
        )}
        <ul
          id="main-menu"
          className={`navbar__links${!isAuthenticated ? ' navbar__links--inline' : menuOpen ? ' navbar__links--open' : ''}`}
        >
          {isAuthenticated ? (
            <>
              <li>
                <NavLink to="/posts" className="navbar__link">
                  {t('Brainstorm')}
                </NavLink>
              </li>
              <li>
                <NavLink to="/profiles" className="navbar__link">
                  {t('Writers')}
                </NavLink>
              </li>
              <li>
                <NavLink to="/dashboard" className="navbar__link">
                  {t('Dashboard')}
                </NavLink>
              </li>
              {/* The story tools' own menu (the side navigation) has it on wider screens; a phone has this menu. */}
              <li className="navbar__item--phone">
                <NavLink to="/beat-sheets" className="navbar__link">
                  {t('Beat sheets')}
                </NavLink>
              </li>
              {showModeration && (
                <li>
                  <NavLink to="/moderation" className="navbar__link">
                    {t('Moderation')}
                  </NavLink>
                </li>
              )}
              {isAdmin && (
                <li>
                  <NavLink to="/admin" className="navbar__link">
                    {t('Admin')}
                  </NavLink>
                </li>
              )}
              <li>
                <NavLink to="/settings" className="navbar__link">
                  {t('Settings')}
                </NavLink>
              </li>
              <li>
                <button type="button" className="navbar__link navbar__button" onClick={onLogout}>
                  {t('Logout')}
                </button>
              </li>
            </>
          ) : (
            <>
              <li>
                <NavLink to="/register" className="navbar__link">
                  {t('Sign Up')}
                </NavLink>
              </li>
              <li>
                <NavLink to="/login" className="navbar__link">
                  {t('Login')}
                </NavLink>
              </li>
            </>
          )}
        </ul>
      </nav>
    </header>
  );
}
