import { and, asc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import { notifications, users } from '../../db/schema';
import { digestMail } from '../../lib/mails';
import { notificationColumns, toNotificationJson, unreadOf } from './notifications.service';
import { unsubscribeToken } from './unsubscribe-token';

/** The PostgreSQL advisory lock one digest run holds, so any number of processes send once. */
const DIGEST_LOCK = 31_415_926;
/** The most notifications one digest lists; the mail links to the rest. */
const DIGEST_ITEMS_MAX = 20;

const startOfUtcDay = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

export type DigestRun = { sent: number; skipped: false } | { sent: 0; skipped: true };

/**
 * The daily e-mail digest (decision 139). One run, in one transaction holding an advisory lock (a
 * second process's run finds it taken and skips): every writer with the digest on, a verified
 * address, and no digest yet today (UTC) gets one mail listing their unread notifications that came
 * since their last digest; nothing when there are none. A mail that fails to send is tried again by
 * the next run; a crash mid-run rolls back, so its writers get that day's digest from the next run.
 */
export function createDigest({ db, mailer, config, logger }: Pick<AppDeps, 'db' | 'mailer' | 'config' | 'logger'>) {
  return {
    async run(now = new Date()): Promise<DigestRun> {
      return db.transaction(async (tx) => {
        const lock = await tx.execute<{ locked: boolean }>(
          sql`SELECT pg_try_advisory_xact_lock(${DIGEST_LOCK}) AS locked`,
        );
        if (!lock.rows[0]?.locked) return { sent: 0, skipped: true };
        const due = await tx
          .select({
            id: users.id,
            name: users.name,
            email: users.email,
            since: users.digestSentAt,
            language: users.language,
          })
          .from(users)
          .where(
            and(
              eq(users.emailDigest, 'daily'),
              eq(users.emailVerified, true),
              or(isNull(users.digestSentAt), lt(users.digestSentAt, startOfUtcDay(now))),
            ),
          )
          .orderBy(asc(users.id));
        let sent = 0;
        for (const user of due) {
          const rows = await tx
            .select(notificationColumns)
            .from(notifications)
            .leftJoin(users, eq(users.id, notifications.actorId))
            .where(and(unreadOf(user.id), user.since ? gt(notifications.createdAt, user.since) : undefined))
            .orderBy(asc(notifications.createdAt), asc(notifications.id))
            .limit(DIGEST_ITEMS_MAX + 1);
          if (rows.length === 0) continue;
          const items = rows.slice(0, DIGEST_ITEMS_MAX).map(toNotificationJson);
          const token = unsubscribeToken(config.jwtSecret, user.id);
          try {
            await mailer.send(
              digestMail(user.email, {
                items,
                more: rows.length > DIGEST_ITEMS_MAX,
                appUrl: config.appUrl,
                unsubscribePage: `${config.appUrl}/unsubscribe/${token}`,
                oneClick: `${config.appUrl}/api/unsubscribe/${token}`,
                // The writer's language (decision 187); English when they chose none.
                language: user.language ?? 'en',
              }),
            );
          } catch (error) {
            logger.warn({ err: error, userId: user.id }, 'a digest could not be sent; the next run tries again');
            continue;
          }
          await tx.update(users).set({ digestSentAt: now }).where(eq(users.id, user.id));
          sent += 1;
        }
        return { sent, skipped: false };
      });
    },
  };
}
