import { useGetMeQuery } from './auth-api';

/**
 * Rendered while signed in (lazily, with the server-data layer): keeps who we are subscribed, so a
 * change that invalidates it (a role, a photo, a verified address) asks the server again.
 */
export function SessionWatch() {
  useGetMeQuery();
  return null;
}
