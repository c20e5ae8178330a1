import { Suspense, type ReactNode } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { useCommonT } from '../../lib/common-words';
import type { Language } from '../../lib/i18n';
import { ErrorBoundary } from '../ui/error-boundary';
import { Spinner } from '../ui/spinner';
import { Footer } from './footer';
import { Navbar, type NavUser } from './navbar';

interface LayoutFrameProps {
  isAuthenticated: boolean;
  user: NavUser | null;
  onLogout: () => void;
  /** The footer's language choice of a signed-in writer, saved to the account (decision 187). */
  onLanguageChosen?: (language: Language) => void;
  /** The notifications bell (signed in). */
  bell?: ReactNode;
  /** Above the page: the alerts (signed in, or once the visitor has left the landing page). */
  alerts?: ReactNode;
  /** Rendered first and invisible: the session watch (signed in). */
  children?: ReactNode;
}

/** Every page's frame: skip link, navbar, the page (an error boundary per page), footer. */
export function LayoutFrame({
  isAuthenticated,
  user,
  onLogout,
  onLanguageChosen,
  bell,
  alerts,
  children,
}: LayoutFrameProps) {
  const { t } = useCommonT();
  const { pathname } = useLocation();

  return (
    <div className="app">
      {/* A new page starts at the top; Back and Forward return to where the reader was, as a
          browser does (docs/decisions/167-brainstorm-scroll-and-search-count.md). A list's own
          filters keep the place (`preventScrollReset`). */}
      <ScrollRestoration />
      <a className="skip-link" href="#main">
        {t('Skip to content')}
      </a>
      {children}
      <Navbar isAuthenticated={isAuthenticated} user={user} onLogout={onLogout} bell={bell} />
      {alerts}
      <main id="main" className="main container" tabIndex={-1}>
        <ErrorBoundary key={pathname}>
          <Suspense fallback={<Spinner />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <Footer isAuthenticated={isAuthenticated} onLogout={onLogout} onLanguageChosen={onLanguageChosen} />
    </div>
  );
}
