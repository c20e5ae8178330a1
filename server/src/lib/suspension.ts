import { suspensionEnd } from '@three-act/contract/notifications';
import type { AuthUser } from './auth-user';
import { activeSuspension } from './auth-user';
import { HttpError } from './http-error';

/** The 403 a suspended writer reads: until when, and the moderator's reason. */
function suspendedMessage(suspension: { until: Date | null; reason: string }): string {
  const until = suspension.until ? suspensionEnd(suspension.until) : 'a moderator lifts the suspension';
  return `Your account is suspended until ${until}. Reason: ${suspension.reason}`;
}

/**
 * Throws that 403 while a suspension is in force (decision 137): the route check `notSuspended`
 * and the services' checks on staff powers (decision 148) say it alike.
 */
export function refuseIfSuspended(
  user: Partial<Pick<AuthUser, 'suspendedAt' | 'suspendedUntil' | 'suspensionReason'>>,
) {
  const suspension = activeSuspension(user);
  if (suspension) throw HttpError.forbidden(suspendedMessage(suspension));
}
