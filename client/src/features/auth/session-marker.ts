/**
 * The session cookie is HttpOnly, so the app cannot see it. The server sets a readable companion,
 * `signed_in=1` (no secret in it), beside it and clears both on logout: without it the app knows
 * there is no session and skips `GET /api/auth`, whose 401 would be logged as a console error on
 * every signed-out visit.
 */
const MARKER = 'signed_in';

export function hasSessionMarker(): boolean {
  return document.cookie.split(';').some((part) => part.trim() === `${MARKER}=1`);
}

/** After a 401 the session is gone (revoked, expired): stop asking on every page load. */
export function clearSessionMarker(): void {
  document.cookie = `${MARKER}=; Max-Age=0; Path=/; SameSite=Lax`;
}
