import type { RequestHandler } from 'express';
import { suspensionEnd } from '@three-act/contract/notifications';
import { activeSuspension } from '../lib/auth-user';
import { HttpError } from '../lib/http-error';

/** The 403 a suspended writer reads: until when, and the moderator's reason. */
function suspendedMessage(suspension: { until: Date | null; reason: string }): string {
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
