import type { Request, Response } from 'express';
import { SESSION_TTL_SECONDS } from './jwt';

export const SESSION_COOKIE = 'token';
/**
 * A readable companion of the HttpOnly session cookie that holds no secret, only "1": it tells the
 * browser app whether asking `GET /api/auth` is worth it, so a signed-out visit makes no request
 * that answers 401 (and logs an error in the console).
 */
export const SIGNED_IN_COOKIE = 'signed_in';

const cookieOptions = (req: Request) => ({
  httpOnly: true,
  sameSite: 'lax' as const,
  path: '/',
  secure: req.secure,
});

/** Answers `{ token }` for API clients and sets the same token as the browser app's HttpOnly cookie. */
export function sendSession(req: Request, res: Response, token: string) {
  const maxAge = SESSION_TTL_SECONDS * 1000;
  res.cookie(SESSION_COOKIE, token, { ...cookieOptions(req), maxAge });
  res.cookie(SIGNED_IN_COOKIE, '1', { ...cookieOptions(req), httpOnly: false, maxAge });
  res.json({ token });
}

export function clearSession(req: Request, res: Response) {
  res.clearCookie(SESSION_COOKIE, cookieOptions(req));
  res.clearCookie(SIGNED_IN_COOKIE, { ...cookieOptions(req), httpOnly: false });
}
