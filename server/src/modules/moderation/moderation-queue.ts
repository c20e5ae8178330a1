import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { beatSheetReports, commentReports, moderationLog, postReports, users } from '../../db/schema';
import { suspensionJson } from '../users/user.presenter';

/**
 * What a moderator needs beside a reported item (decision 137): every report with its reason,
 * details and reporter (name, account age, verified or not, whether it counted), and the author's
 * history (items removed, suspensions, a suspension in force). Two queries for a whole queue.
 */

type ReportTable = typeof postReports | typeof commentReports | typeof beatSheetReports;

async function reportsOf(db: Db, table: ReportTable, itemIds: string[]) {
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

/** A moderator's removals: posts and comments deleted, shelf sheets taken off the shelf (decision 156). */
const REMOVALS = ['delete', 'unpublish'];

/** Per author: how many of their posts, comments and shelf sheets moderators removed, how often they were suspended. */
async function historyOf(db: Db, userIds: string[]) {
  const ids = [...new Set(userIds)];
  const history = new Map<
    string,
    { removed: number; suspensions: number; suspension: ReturnType<typeof suspensionJson> }
  >();
  if (ids.length === 0) return history;
  const [actions, people] = await Promise.all([
    db
      .select({ userId: moderationLog.subjectId, action: moderationLog.action, times: count() })
      .from(moderationLog)
      .where(and(inArray(moderationLog.action, [...REMOVALS, 'suspend']), inArray(moderationLog.subjectId, ids)))
      .groupBy(moderationLog.subjectId, moderationLog.action),
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
  const times = (userId: string, ...kinds: string[]) =>
    actions
      .filter((row) => row.userId === userId && kinds.includes(row.action))
      .reduce((sum, row) => sum + row.times, 0);
  for (const person of people) {
    history.set(person.id, {
      removed: times(person.id, ...REMOVALS),
      suspensions: times(person.id, 'suspend'),
      suspension: suspensionJson(person),
    });
  }
  return history;
}

const NO_HISTORY = { removed: 0, suspensions: 0, suspension: null };

/**
 * The reports and the author's history of each item on a page of the queue (two queries for the
 * page): `moderation(row)` gives one item's `{ reports, history }`.
 */
export async function queueDetails(db: Db, table: ReportTable, rows: { id: string; userId: string }[]) {
  const [reports, history] = await Promise.all([
    reportsOf(
      db,
      table,
      rows.map((row) => row.id),
    ),
    historyOf(
      db,
      rows.map((row) => row.userId),
    ),
  ]);
  return (row: { id: string; userId: string }) => ({
    reports: reports.get(row.id) ?? [],
    history: history.get(row.userId) ?? NO_HISTORY,
  });
}
