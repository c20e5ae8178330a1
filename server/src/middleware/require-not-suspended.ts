import type { RequestHandler } from 'express';
import { suspensionEnd } from '@three-act/contract/notifications';
import { activeSuspension } from '../lib/auth-user';
import { HttpError } from '../lib/http-error';
import { requireAuth } from './authenticate';
import { requireVerified } from './require-verified';

/** The 403 a suspended writer reads: until when, and the moderator's reason. */
export function suspendedMessage(suspension: { until: Date | null; reason: string }): string {
  const until = suspension.until ? suspensionEnd(suspension.until) : 'a moderator lifts the suspension';
  return `Your account is suspended until ${until}. Reason: ${suspension.reason}`;
}

/**
 * A suspended writer reads but does not post, comment, like, vote or report (decision 137). Runs
 * after the route's sign-in or verification check.
 */
export const requireNotSuspended: RequestHandler = (req, _res, next) => {
  if (!req.user) throw HttpError.unauthorized();
  const suspension = activeSuspension(req.user);
  if (suspension) throw HttpError.forbidden(suspendedMessage(suspension));
  next();
};

/** Posting, commenting, liking, voting and editing: a verified writer who is not suspended. */
export const requireActiveWriter: RequestHandler = (req, res, next) =>
  requireVerified(req, res, () => requireNotSuspended(req, res, next));

/** Reporting: any signed-in writer who is not suspended. */
export const requireActiveReporter: RequestHandler = (req, res, next) =>
  requireAuth(req, res, () => requireNotSuspended(req, res, next));
