import type { Request, Response } from 'express';
import { SESSION_TTL_SECONDS } from './jwt';

/**
 * A readable companion of the HttpOnly session cookie that holds no secret, only "1": it tells the
 * browser app whether asking `GET /api/auth` is worth it, so a signed-out visit makes no request
 * that answers 401 (and logs an error in the console). It is set and cleared with the session.
 */
const SIGNED_IN_COOKIE = 'signed_in';

/** A path segment a Set-Cookie Path may carry as it is (printable ASCII without ';'). */
const COOKIE_PATH_SEGMENT = /^[\x21-\x3a\x3c-\x7e]+$/;

export const CONFLICTING_SESSIONS = 'Several session cookies were sent; please sign in again';

/**
 * The browser's session cookie (docs/decisions/109-session-cookie.md). Over https (an https
 * `APP_URL`) it is `__Host-token`: Secure, `Path=/`, no Domain, so a page on another port or a
 * sibling host cannot set one the browser would send to us. Plain-http development keeps `token`.
 * A request that carries the name twice (one was tossed in beside ours) is refused by `identify`.
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
    isPresent: (req: Request) => cookie.read(req).length > 0,
    /**
     * Every session token the request's cookies carry. More than one means one was tossed in
     * beside ours (`identify` then ends them all and calls `clearTossed`).
     */
    read: (req: Request) => valuesIn(req).filter(Boolean),
    /**
     * Clears ours and the tossed ones. A tossed cookie may have any path above the request's
     * (`path=/api` was the attack), and the browser deletes a cookie only at its own path, so the
     * name is cleared at every prefix of this request's path; the marker goes too.
     */
    clearTossed(req: Request, res: Response) {
      cookie.clear(res);
      let path = '';
      for (const segment of (req.originalUrl.split('?')[0] ?? '').split('/').filter(Boolean)) {
        if (!COOKIE_PATH_SEGMENT.test(segment)) break;
        path += `/${segment}`;
        res.clearCookie(name, { ...options, path });
        res.clearCookie(name, { ...options, path: `${path}/` });
      }
    },
  };
  return cookie;
}

export type SessionCookie = ReturnType<typeof createSessionCookie>;
