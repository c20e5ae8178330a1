import type { RequestHandler } from 'express';
import { HttpError } from '../lib/http-error';
import { refuseIfSuspended } from '../lib/suspension';

/**
 * A suspended writer reads but does not post, comment, like, vote or report (decision 137); a
 * suspended moderator or admin uses no moderation or admin route (decision 148). Runs after the
 * route's access check.
 */
export const requireNotSuspended: RequestHandler = (req, _res, next) => {
  if (!req.user) throw HttpError.unauthorized();
  refuseIfSuspended(req.user);
  next();
};
