import type { RequestHandler } from 'express';
import { HttpError } from '../lib/http-error';
import type { SessionCookie } from '../lib/session-cookie';
import { headerToken } from './authenticate';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A cookie rides along on cross-site requests, so state-changing requests that rely on it must
 * show they come from our own page: a custom header (which no other origin can add without a
 * CORS pre-flight we never grant) and, when the browser sends one, our own Origin.
 */
export function csrfGuard(appOrigin: string, sessionCookie: SessionCookie): RequestHandler {
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.get('origin');
    if (origin && origin !== appOrigin && origin !== `${req.protocol}://${req.get('host')}`) {
      throw HttpError.forbidden('Cross-site request refused');
    }
    const usesCookie = sessionCookie.isPresent(req);
    if (usesCookie && !headerToken(req) && !req.get('x-requested-with')) {
      throw HttpError.forbidden('Missing X-Requested-With header');
    }
    next();
  };
}
