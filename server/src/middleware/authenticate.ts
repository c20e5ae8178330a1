import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { HttpError } from '../lib/http-error';
import type { Role } from '@three-act/contract/roles';
import type { AuthUser } from '../lib/auth-user';
import type { SessionCookie } from '../lib/session-cookie';

/** API clients send the token in a header; the browser app relies on the HttpOnly cookie. */
export function headerToken(req: Request): string | undefined {
  const direct = req.get('x-auth-token');
  if (direct) return direct;
  const bearer = /^Bearer\s+(\S+)$/i.exec(req.get('authorization') ?? '');
  return bearer?.[1];
}

/**
 * Loads the signed-in user (if any) once per request; a bad or revoked token just means "signed out"
 * here. A header token wins over the cookie; two session cookies are refused (SessionCookie.read).
 */
export function identify(
  findSessionUser: (token: string) => Promise<AuthUser | null>,
  sessionCookie: SessionCookie,
): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    const token = headerToken(req) ?? sessionCookie.read(req, res);
    if (token) req.user = (await findSessionUser(token)) ?? undefined;
    next();
  };
}

/** The signed-in user of a request that passed `requireAuth` (or a role check); 401 if there is none. */
export function requireUser(req: Request): AuthUser {
  if (!req.user) throw HttpError.unauthorized();
  return req.user;
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
