import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Footer } from '../components/layout/footer';
import { Navbar } from '../components/layout/navbar';
import { ErrorBoundary } from '../components/ui/error-boundary';
import { Spinner } from '../components/ui/spinner';
import { pageChanged } from './alerts/alert-slice';
import { AlertList } from './alerts/alert-list';
import { selectAuth } from '../features/auth/auth-slice';
import { useSignOut } from '../features/auth/use-sign-out';
import { useAppDispatch, useAppSelector } from './hooks';

const NotificationBell = lazy(() =>
  import('../features/notifications/components/notification-bell').then((m) => ({ default: m.NotificationBell })),
);
const SessionWatch = lazy(() => import('../features/auth/session-watch').then((m) => ({ default: m.SessionWatch })));

export function AppLayout() {
  const { isAuthenticated, user } = useAppSelector(selectAuth);
  const handleLogout = useSignOut();
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();

  // A new page starts at the top, as it would on a server-rendered site.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  // Alerts belong to the page they were shown on (docs/product.md#alerts).
  useEffect(() => {
    dispatch(pageChanged(pathname));
  }, [pathname, dispatch]);

  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {isAuthenticated && (
        <Suspense fallback={null}>
          <SessionWatch />
        </Suspense>
      )}
      <Navbar
        isAuthenticated={isAuthenticated}
        user={user}
        onLogout={handleLogout}
        bell={
          isAuthenticated && (
            <Suspense fallback={null}>
              <NotificationBell />
            </Suspense>
          )
        }
      />
      <AlertList pathname={pathname} />
      <main id="main" className="main container" tabIndex={-1}>
        <ErrorBoundary key={pathname}>
          <Suspense fallback={<Spinner />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <Footer isAuthenticated={isAuthenticated} onLogout={handleLogout} />
    </div>
  );
}
