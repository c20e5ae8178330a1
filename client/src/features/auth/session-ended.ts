import { createAction } from '@reduxjs/toolkit';

/** The session is over (logout, account deletion, a 401): the writer's data leaves the store. */
export const sessionEnded = createAction('auth/sessionEnded');
