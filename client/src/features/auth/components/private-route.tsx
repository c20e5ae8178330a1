import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { Spinner } from '../../../components/ui/spinner';
import { PageTitle } from '../../../components/layout/page-title';
import type { Role } from '@three-act/contract/roles';
import { installOfflineApp } from '../../../lib/offline-app';
import { selectAuth } from '../auth-slice';
import { useAuthT } from '../words';

interface PrivateRouteProps {
  /** Limit the routes to these roles (e.g. the moderation queue). */
  roles?: readonly Role[];
}

export function PrivateRoute({ roles }: PrivateRouteProps) {
  const { t } = useAuthT();
  const { isAuthenticated, loading, user } = useAppSelector(selectAuth);
  const location = useLocation();
  useEffect(() => {
    if (isAuthenticated) installOfflineApp();
  }, [isAuthenticated]);

  if (loading) return <Spinner />;
  if (!isAuthenticated) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  if (roles && (!user || !roles.includes(user.role))) {
    return (
      <section className="page page--narrow">
        <PageTitle title={t('Not allowed')} />
        <h1>{t('Not allowed')}</h1>
        <p>{t('Your account does not have access to this page.')}</p>
      </section>
    );
  }
  return <Outlet />;
}
