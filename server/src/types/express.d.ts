import type { AuthUser } from '../lib/auth-user';

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
