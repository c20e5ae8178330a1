import { and, asc, count, eq, inArray, like, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { commentReports, moderationLog, postReports, users } from '../../db/schema';
import { suspensionJson } from '../users/user.presenter';

/**
 * What a moderator needs beside a reported item (decision 137): every report with its reason,
 * details and reporter (name, account age, verified or not, whether it counted), and the author's
 * history (items removed, suspensions, a suspension in force). Two queries for a whole queue.
 */

type ReportTable = typeof postReports | typeof commentReports;

export async function reportsOf(db: Db, table: ReportTable, itemIds: string[]) {
  if (itemIds.length === 0) return new Map<string, ReturnType<typeof toReport>[]>();
  const rows = await db
    .select({
      itemId: table.itemId,
      reason: table.reason,
      details: table.details,
      weight: table.weight,
      createdAt: table.createdAt,
      userId: users.id,
      name: users.name,
      emailVerified: users.emailVerified,
      role: users.role,
      joined: users.createdAt,
    })
    .from(table)
    .innerJoin(users, eq(users.id, table.userId))
    .where(inArray(table.itemId, itemIds))
    .orderBy(asc(table.createdAt), asc(table.userId));
  const byItem = new Map<string, ReturnType<typeof toReport>[]>();
  for (const row of rows) byItem.set(row.itemId, [...(byItem.get(row.itemId) ?? []), toReport(row)]);
  return byItem;
}

function toReport(row: {
  reason: string;
  details: string | null;
  weight: number;
  createdAt: Date;
  userId: string;
  name: string;
  emailVerified: boolean;
  role: string;
  joined: Date;
}) {
  return {
    reason: row.reason,
    details: row.details,
    counted: row.weight > 0,
    date: row.createdAt.toISOString(),
    reporter: {
      _id: row.userId,
      name: row.name,
      verified: row.emailVerified,
      role: row.role,
      joined: row.joined.toISOString(),
    },
  };
}

/** Per author: how many of their posts and comments moderators removed, how often they were suspended. */
export async function historyOf(db: Db, userIds: string[]) {
  const ids = [...new Set(userIds)];
  const history = new Map<
    string,
    { removed: number; suspensions: number; suspension: ReturnType<typeof suspensionJson> }
  >();
  if (ids.length === 0) return history;
  // The log names a removed item's author in its summary ("post by <id>, …"): ids, never words.
  const removedOf = (id: string) =>
    or(like(moderationLog.summary, `post by ${id}%`), like(moderationLog.summary, `comment by ${id}%`));
  const [removals, suspensions, people] = await Promise.all([
    db
      .select({ summary: moderationLog.summary })
      .from(moderationLog)
      .where(and(eq(moderationLog.action, 'delete'), or(...ids.map(removedOf)))),
    db
      .select({ userId: moderationLog.targetId, times: count() })
      .from(moderationLog)
      .where(and(eq(moderationLog.action, 'suspend'), inArray(moderationLog.targetId, ids)))
      .groupBy(moderationLog.targetId),
    db
      .select({
        id: users.id,
        suspendedAt: users.suspendedAt,
        suspendedUntil: users.suspendedUntil,
        suspensionReason: users.suspensionReason,
      })
      .from(users)
      .where(inArray(users.id, ids)),
  ]);
  for (const person of people) {
    history.set(person.id, {
      removed: removals.filter((row) => row.summary?.includes(` by ${person.id}`)).length,
      suspensions: suspensions.find((row) => row.userId === person.id)?.times ?? 0,
      suspension: suspensionJson(person),
    });
  }
  return history;
}
