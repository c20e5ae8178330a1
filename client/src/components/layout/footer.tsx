import { Link } from 'react-router-dom';
import { useCommonT } from '../../lib/common-words';
import type { Language } from '../../lib/i18n';
import { LanguageSwitcher } from './language-switcher';

interface FooterProps {
  isAuthenticated: boolean;
  onLogout: () => void;
  /** A signed-in writer's language choice, saved to the account (decision 187). */
  onLanguageChosen?: (language: Language) => void;
}

export function Footer({ isAuthenticated, onLogout, onLanguageChosen }: FooterProps) {
  const { t } = useCommonT();
  return (
    <footer className="footer">
      <div className="container footer__inner">
        <nav aria-label={t('Footer')}>
          <ul className="footer__links">
            <li>
              <Link to="/privacy">{t('Privacy')}</Link>
            </li>
            <li>
              <Link to="/tos">{t('Terms')}</Link>
            </li>
            <li>
              <Link to="/guidelines">{t('Guidelines')}</Link>
            </li>
            <li>
              <Link to="/about">{t('About')}</Link>
            </li>
            <li>
              <Link to="/profiles">{t('Writers')}</Link>
            </li>
            {isAuthenticated ? (
              <>
                <li>
                  <Link to="/dashboard">{t('Dashboard')}</Link>
                </li>
                <li>
                  <button type="button" className="footer__button" onClick={onLogout}>
                    {t('Logout')}
                  </button>
                </li>
              </>
            ) : (
              <>
                <li>
                  <Link to="/register">{t('Sign Up')}</Link>
                </li>
                <li>
                  <Link to="/login">{t('Log In')}</Link>
                </li>
              </>
            )}
          </ul>
        </nav>
        <p className="footer__note">{t('Three Act is free and open source. Write on.')}</p>
        <LanguageSwitcher onChosen={onLanguageChosen} />
      </div>
    </footer>
  );
}
