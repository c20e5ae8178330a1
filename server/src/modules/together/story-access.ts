import type { Membership, StoryRole } from '@three-act/contract/members';
import { and, eq, isNull, not, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { characters, outlines, storyMembers, users } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { isId } from '../../lib/ids';

/** What a request does to a story: read it (any member), change it (owner, co-authors), or manage it (owner). */
export type Need = 'read' | 'write' | 'own';

export const STORY_NOT_FOUND = 'Story not found';
export const CRITIC_READS_ONLY = 'As a critic on this story you can read it, not change it';
export const ONLY_THE_OWNER = "Only the story's owner can do this";

/** The story row a condition reads: `outlines` itself, or an alias in raw SQL (`o`). */
interface StoryRow {
  id: SQLWrapper;
  userId: SQLWrapper;
}
// Spelled out with the table: drizzle writes a one-table query's columns bare, and inside the
// subqueries below a bare "user_id" would be the member's.
const OUTLINES_ROW: StoryRow = { id: sql.raw('"outlines"."id"'), userId: sql.raw('"outlines"."user_id"') };
/** An `outlines` row aliased `o` in a raw statement. */
export const ALIASED_O: StoryRow = { id: sql.raw('o.id'), userId: sql.raw('o.user_id') };

/**
 * Whether the story row is `userId`'s or shared with them with a role that allows `need` (decision
 * 189): for reads, and fast paths whose miss falls back to `accessStory`, where a story one cannot
 * reach is simply not there. Beside `id = …` the planner probes the member's primary key once.
 */
export function reachable(userId: string | SQLWrapper, need: Exclude<Need, 'own'> = 'read', row = OUTLINES_ROW): SQL {
  const user = sql`${userId}::uuid`;
  const coauthor = need === 'write' ? sql` AND m.role = 'coauthor'` : sql``;
  return sql`(${row.userId} = ${user} OR EXISTS (SELECT 1 FROM ${storyMembers} m
    WHERE m.outline_id = ${row.id} AND m.user_id = ${user}${coauthor}))`;
}

export interface StoryAccess {
  id: string;
  ownerId: string;
  role: StoryRole;
  version: number;
}

/** Whether `role` may do what `need` asks. */
const allows = (role: StoryRole, need: Need) =>
  need === 'read' || role === 'owner' || (need === 'write' && role === 'coauthor');

/**
 * The one question every story route asks (decision 189): what `userId` is to the story outside the
 * trash. Unknown, trashed or not theirs: 404, so a non-member cannot tell a story exists. A member
 * without the right: 403 saying why. With `lock`, the story row is held until the transaction ends.
 */
export async function accessStory(
  tx: Db | Tx,
  userId: string,
  storyId: string,
  need: Need,
  { lock = false }: { lock?: boolean } = {},
): Promise<StoryAccess> {
  if (!isId(storyId)) throw HttpError.notFound(STORY_NOT_FOUND);
  const query = tx
    .select({ id: outlines.id, ownerId: outlines.userId, version: outlines.version, member: storyMembers.role })
    .from(outlines)
    .leftJoin(storyMembers, and(eq(storyMembers.outlineId, outlines.id), eq(storyMembers.userId, userId)))
    .where(and(eq(outlines.id, storyId), isNull(outlines.deletedAt)));
  const [row] = lock ? await query.for('update', { of: outlines }) : await query;
  const role: StoryRole | null = !row ? null : row.ownerId === userId ? 'owner' : row.member;
  if (!row || !role) throw HttpError.notFound(STORY_NOT_FOUND);
  if (!allows(role, need)) throw HttpError.forbidden(role === 'critic' ? CRITIC_READS_ONLY : ONLY_THE_OWNER);
  return { id: row.id, ownerId: row.ownerId, role, version: row.version };
}

/**
 * What the story is to `userId` when it is shared with them: their role and the owner's name, as
 * JSON; null on their own story (a column beside the story row read by id).
 */
export const membershipOf = (userId: SQLWrapper) =>
  sql<Membership | null>`(SELECT json_build_object('role', m.role, 'owner', u.name)
    FROM ${storyMembers} m JOIN ${users} u ON u.id = ${OUTLINES_ROW.userId}
    WHERE m.outline_id = ${OUTLINES_ROW.id} AND m.user_id = ${userId}::uuid AND ${OUTLINES_ROW.userId} <> ${userId}::uuid)`;

/** Whether the story has members, so its text is edited live (decision 192): a column beside the story row. */
export const hasMembers = sql<boolean>`EXISTS (SELECT 1 FROM ${storyMembers} m WHERE m.outline_id = ${OUTLINES_ROW.id})`;

/**
 * Whether a codex entry (a row of `characters`) is `userId`'s, or of a story shared with them
 * outside the trash with a role that allows `need`: the spec's character routes find a character
 * by its id alone.
 */
export function entryReachable(userId: string, need: Exclude<Need, 'own'>): SQL {
  const coauthor = need === 'write' ? sql` AND m.role = 'coauthor'` : sql``;
  return sql`("characters"."user_id" = ${userId}::uuid OR EXISTS (SELECT 1 FROM ${storyMembers} m
    JOIN ${outlines} o ON o.id = m.outline_id
    WHERE m.outline_id = "characters"."outline_id" AND m.user_id = ${userId}::uuid AND o.deleted_at IS NULL${coauthor}))`;
}

/**
 * After a change of an entry (or its note) found nothing: a critic of its story is told why (403);
 * anyone else gets the caller's 404.
 */
export async function refuseCritic(db: Db | Tx, userId: string, entryId: string) {
  if (!isId(entryId)) return;
  const [critic] = await db
    .select({ id: characters.id })
    .from(characters)
    .where(and(eq(characters.id, entryId), entryReachable(userId, 'read'), not(entryReachable(userId, 'write'))));
  if (critic) throw HttpError.forbidden(CRITIC_READS_ONLY);
}
