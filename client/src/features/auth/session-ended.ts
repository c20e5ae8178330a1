import { createAction } from '@reduxjs/toolkit';

/**
 * The session is over (logout, account deletion, a 401): the writer's data leaves the store.
 * `byServer` when the server ended it (a 401: signed out elsewhere, expired), so the login page
 * can say why and that typed text is kept.
 */
export const sessionEnded = createAction('auth/sessionEnded', (byServer = false) => ({ payload: { byServer } }));
