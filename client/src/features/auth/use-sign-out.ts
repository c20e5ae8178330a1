import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';

/** Logout from the navbar, the footer or the dashboard: the session ends here even if the server call fails. */
export function useSignOut() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return async () => {
    // Loaded on demand: the landing page carries no server-data code.
    const { authApi } = await import('./auth-api');
    await dispatch(authApi.endpoints.logout.initiate())
      .unwrap()
      .catch(() => undefined);
    void navigate('/');
  };
}
