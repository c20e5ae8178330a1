import type { AuthUser } from '../modules/auth/session.service';

declare global {
  namespace Express {
    interface Request {
      /** Set by `identify` when the request carries a valid session token. */
      user?: AuthUser;
    }
  }
}

export {};
