import { useGetMeQuery } from './auth-api';

/**
 * Rendered while signed in (by app/app-layout.tsx): keeps who we are subscribed, so a
 * change that invalidates it (a role, a photo, a verified address) asks the server again.
 */
export function SessionWatch() {
  useGetMeQuery();
  return null;
}
