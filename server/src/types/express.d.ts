import type { AuthUser } from '../modules/auth/session.service';

declare global {
  namespace Express {
    interface Request {
      /** Set by `identify` when the request carries a valid session token. */
      user?: AuthUser;
      /** Set by `validate`: the parsed body, query and path parameters. */
      valid?: Record<string, unknown>;
    }
  }
}

export {};
