import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { LayoutFrame } from '../components/layout/layout-frame';
import { pageChanged } from './alerts/alert-slice';
import { AlertList } from './alerts/alert-list';
import { useSetLanguageMutation } from '../features/auth/account-api';
import { selectAuth } from '../features/auth/auth-slice';
import { SessionWatch } from '../features/auth/session-watch';
import { useSignOut } from '../features/auth/use-sign-out';
import { useAppDispatch, useAppSelector } from './hooks';

const NotificationBell = lazy(() =>
  import('../features/notifications/components/notification-bell').then((m) => ({ default: m.NotificationBell })),
);

/** The layout once the store is here (app/session-shell.tsx): the session's navbar, the alerts. */
export function AppLayout() {
  const { isAuthenticated, user } = useAppSelector(selectAuth);
  const handleLogout = useSignOut();
  const [setLanguage] = useSetLanguageMutation();
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();

  // Alerts belong to the page they were shown on (docs/product.md#alerts).
  useEffect(() => {
    dispatch(pageChanged(pathname));
  }, [pathname, dispatch]);

  return (
    <LayoutFrame
      isAuthenticated={isAuthenticated}
      user={user}
      onLogout={handleLogout}
      // The interface has switched either way; a failed save leaves the account as it was.
      onLanguageChosen={isAuthenticated ? (language) => void setLanguage({ language }) : undefined}
      alerts={<AlertList pathname={pathname} />}
      bell={
        isAuthenticated && (
          <Suspense fallback={null}>
            <NotificationBell />
          </Suspense>
        )
      }
    >
      {isAuthenticated && <SessionWatch />}
    </LayoutFrame>
  );
}
