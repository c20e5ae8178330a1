import type { Request, Response } from 'express';
import { HttpError } from './http-error';
import { SESSION_TTL_SECONDS } from './jwt';

/**
 * A readable companion of the HttpOnly session cookie that holds no secret, only "1": it tells the
 * browser app whether asking `GET /api/auth` is worth it, so a signed-out visit makes no request
 * that answers 401 (and logs an error in the console). It is set and cleared with the session.
 */
export const SIGNED_IN_COOKIE = 'signed_in';

export const CONFLICTING_SESSIONS = 'Several session cookies were sent; please sign in again';

/**
 * The browser's session cookie (docs/decisions/109-session-cookie.md). Over https (an https
 * `APP_URL`) it is `__Host-token`: Secure, `Path=/`, no Domain, so a page on another port or a
 * sibling host cannot set one the browser would send to us. Plain-http development keeps `token`.
 * A request that carries the name twice (one was tossed in beside ours) is refused.
 */
export function createSessionCookie(appUrl: string) {
  const secure = appUrl.startsWith('https://');
  const name = secure ? '__Host-token' : 'token';
  const options = { httpOnly: true, sameSite: 'lax' as const, path: '/', secure };

  /** Every value the raw Cookie header carries under our name (cookie-parser keeps only the first). */
  const valuesIn = (req: Request) =>
    (req.headers.cookie ?? '')
      .split(';')
      .map((part) => part.trim())
      .filter((part) => part.startsWith(`${name}=`))
      .map((part) => part.slice(name.length + 1));

  const cookie = {
    name,
    /** Answers `{ token }` for API clients and sets the same token as the browser app's session cookie. */
    send(res: Response, token: string) {
      const maxAge = SESSION_TTL_SECONDS * 1000;
      res.cookie(name, token, { ...options, maxAge });
      res.cookie(SIGNED_IN_COOKIE, '1', { ...options, httpOnly: false, maxAge });
      res.json({ token });
    },
    clear(res: Response) {
      res.clearCookie(name, options);
      res.clearCookie(SIGNED_IN_COOKIE, { ...options, httpOnly: false });
    },
    /** Whether the request carries a session cookie at all (the CSRF guard's question). */
    isPresent: (req: Request) => valuesIn(req).some(Boolean),
    /**
     * The request's session token from its cookie. Two or more: 400, and ours is cleared, so the
     * writer signs in again rather than writing into whichever session the browser sent first.
     */
    read(req: Request, res: Response): string | undefined {
      const values = valuesIn(req).filter(Boolean);
      if (values.length > 1) {
        cookie.clear(res);
        throw HttpError.badRequest(CONFLICTING_SESSIONS);
      }
      // A JWT is URL-safe as it is: the value is used as sent (no decoding that could throw).
      return values[0];
    },
  };
  return cookie;
}

export type SessionCookie = ReturnType<typeof createSessionCookie>;
