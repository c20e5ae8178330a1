import { eq } from 'drizzle-orm';
import type { Role } from '@three-act/contract/roles';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { isId } from '../../lib/ids';
import { authUserColumns, type SessionService } from '../auth/session.service';
import { toUserJson } from '../users/user.presenter';
import { present } from '../../lib/invariant';
import { notifySuspension } from '../notifications/notify';
import { writeModerationLog } from './moderation-log';
import { USER_NOT_FOUND } from './admin.service';
import type { Viewer } from '../posts/posts.rules';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Who may suspend whom (decision 137): moderators suspend writers, admins also moderators, nobody an admin. */
function refusal(actor: Role, target: Role): string | null {
  if (target === 'admin') return 'An admin cannot be suspended';
  if (actor !== 'admin' && target !== 'user') return 'Moderators cannot suspend moderators or admins';
  return null;
}

export function createSuspensionService(db: Db, sessions: Pick<SessionService, 'caughtUp'>) {
  /** Changes the suspension columns under a row lock, logs it, and waits until no process caches the old user. */
  async function change(
    viewer: Viewer,
    userId: string,
    values: { suspendedAt: Date | null; suspendedUntil: Date | null; suspensionReason: string | null },
    log: { action: 'suspend' | 'lift-suspension'; summary: string },
  ) {
    if (!isId(userId)) throw HttpError.notFound(USER_NOT_FOUND);
    const user = await db.transaction(async (tx) => {
      const [row] = await tx.select(authUserColumns).from(users).where(eq(users.id, userId)).for('update');
      if (!row) throw HttpError.notFound(USER_NOT_FOUND);
      const refused = refusal(viewer.role, row.role);
      if (refused) throw HttpError.forbidden(refused);
      await tx.update(users).set(values).where(eq(users.id, row.id));
      await writeModerationLog(tx, {
        moderatorId: viewer.id,
        targetType: 'user',
        targetId: row.id,
        reason: values.suspensionReason,
        ...log,
      });
      if (values.suspendedAt) {
        await notifySuspension(tx, row.id, values.suspendedUntil, present(values.suspensionReason, 'the reason'));
      }
      return { ...row, ...values };
    });
    await sessions.caughtUp();
    return toUserJson(user);
  }

  return {
    /** Suspends for `days` days, or until lifted (null); a new suspension replaces one in force. */
    suspend(viewer: Viewer, userId: string, days: 1 | 7 | 30 | null, reason: string) {
      const now = new Date();
      return change(
        viewer,
        userId,
        {
          suspendedAt: now,
          suspendedUntil: days === null ? null : new Date(now.getTime() + days * DAY_MS),
          suspensionReason: reason,
        },
        { action: 'suspend', summary: days === null ? 'until lifted' : `${days} day${days === 1 ? '' : 's'}` },
      );
    },

    lift(viewer: Viewer, userId: string) {
      return change(
        viewer,
        userId,
        { suspendedAt: null, suspendedUntil: null, suspensionReason: null },
        { action: 'lift-suspension', summary: 'lifted' },
      );
    },
  };
}
