import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { moderationLog, users } from '../../db/schema';
import { writeModerationLog } from '../moderation/moderation-log';

/** The log entry of a promotion by ADMIN_EMAILS: how a later check knows it already happened. */
export const ADMIN_EMAILS_SUMMARY = 'user → admin (ADMIN_EMAILS)';

/**
 * ADMIN_EMAILS (docs/decisions/108-admin-emails.md): an address on the list becomes admin only once
 * its mailbox is proven (e-mail verification; a password reset later), never at sign-up. The
 * promotion is logged like any role change and happens once: a later demotion by another admin
 * stands. Called after verification and at login (an account verified before its address was listed).
 */
export async function promoteListedAdmin(db: Db, adminEmails: readonly string[], userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ email: users.email, role: users.role, emailVerified: users.emailVerified })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user || !user.emailVerified || user.role === 'admin' || !adminEmails.includes(user.email)) return;
    const [earlier] = await tx
      .select({ id: moderationLog.id })
      .from(moderationLog)
      .where(
        and(
          eq(moderationLog.targetId, userId),
          eq(moderationLog.action, 'set-role'),
          eq(moderationLog.summary, ADMIN_EMAILS_SUMMARY),
        ),
      )
      .limit(1);
    if (earlier) return;
    await tx.update(users).set({ role: 'admin' }).where(eq(users.id, userId));
    await writeModerationLog(tx, {
      moderatorId: null,
      action: 'set-role',
      targetType: 'user',
      targetId: userId,
      summary: ADMIN_EMAILS_SUMMARY,
    });
  });
}
