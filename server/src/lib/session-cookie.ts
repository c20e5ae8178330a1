import type { Request, Response } from 'express';
import { SESSION_TTL_SECONDS } from './jwt';

export const SESSION_COOKIE = 'token';

const cookieOptions = (req: Request) => ({
  httpOnly: true,
  sameSite: 'lax' as const,
  path: '/',
  secure: req.secure,
});

/** Answers `{ token }` for API clients and sets the same token as the browser app's HttpOnly cookie. */
export function sendSession(req: Request, res: Response, token: string) {
  res.cookie(SESSION_COOKIE, token, { ...cookieOptions(req), maxAge: SESSION_TTL_SECONDS * 1000 });
  res.json({ token });
}

export function clearSession(req: Request, res: Response) {
  res.clearCookie(SESSION_COOKIE, cookieOptions(req));
}
