import { LayoutFrame } from '../components/layout/layout-frame';
import { useSessionShell } from './shell';

const nothingToSignOut = () => undefined;

/**
 * The root route's element. Until the session shell has loaded (a visitor on the landing page),
 * the visitor's frame, with no store behind it; then the session layout.
 */
export function Layout() {
  const shell = useSessionShell();
  return shell ? (
    <shell.SessionLayout />
  ) : (
    <LayoutFrame isAuthenticated={false} user={null} onLogout={nothingToSignOut} />
  );
}
