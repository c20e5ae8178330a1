import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { HttpError } from '../lib/http-error';
import type { Role } from '@three-act/contract/roles';
import type { AuthUser } from '../lib/auth-user';
import { CONFLICTING_SESSIONS, type SessionCookie } from '../lib/session-cookie';

/** API clients send the token in a header; the browser app relies on the HttpOnly cookie. */
export function headerToken(req: Request): string | undefined {
  const direct = req.get('x-auth-token');
  if (direct) return direct;
  const bearer = /^Bearer\s+(\S+)$/i.exec(req.get('authorization') ?? '');
  return bearer?.[1];
}

/**
 * Loads the signed-in user (if any) once per request; a bad or revoked token just means "signed out"
 * here. A header token wins over the cookie. Two session cookies mean one was tossed in beside ours
 * (docs/decisions/109-session-cookie.md): every session they name ends, all are cleared, and the
 * request is refused, so nothing is written into whichever account the browser sent first.
 */
export function identify(
  {
    findSessionUser,
    endSession,
  }: {
    findSessionUser: (token: string) => Promise<AuthUser | null>;
    endSession: (sessionId: string) => Promise<unknown>;
  },
  sessionCookie: SessionCookie,
): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    let token = headerToken(req);
    if (!token) {
      const cookies = sessionCookie.read(req);
      if (cookies.length > 1) {
        const users = await Promise.all(cookies.map(findSessionUser));
        await Promise.all(users.map((user) => user && endSession(user.sessionId)));
        sessionCookie.clearTossed(req, res);
        throw HttpError.badRequest(CONFLICTING_SESSIONS);
      }
      token = cookies[0];
    }
    if (token) req.user = (await findSessionUser(token)) ?? undefined;
    next();
  };
}

export const requireAuth: RequestHandler = (req, _res, next) => {
  if (!req.user) throw HttpError.unauthorized();
  next();
};

export const requireRole =
  (...roles: Role[]): RequestHandler =>
  (req, _res, next) => {
    if (!req.user) throw HttpError.unauthorized();
    if (!roles.includes(req.user.role)) throw HttpError.forbidden();
    next();
  };
