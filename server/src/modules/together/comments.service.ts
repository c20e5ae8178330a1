import { STORY_COMMENTS_MAX, type Anchor, type StoryComment, type StoryThread } from '@three-act/contract/comments';
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import type { Db, Tx } from '../../db/client';
import { characters, outlines, storyBeats, storyComments, storyMembers, storyScenes, users } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { isId } from '../../lib/ids';
import { present } from '../../lib/invariant';
import { notifyMentioned } from '../notifications/notify';
import { accessStory } from './story-access';
import { isBeatKey } from '@three-act/contract/beats';

export const COMMENT_NOT_FOUND = 'Comment not found';
export const ONLY_ITS_AUTHOR = 'Only its author can change a comment';
export const AUTHOR_OR_OWNER = "Only its author or the story's owner can delete a comment";
export const REPLY_NOT_RESOLVED = 'A thread is resolved or reopened on its first comment';
export const REPLY_TO_A_THREAD = 'A reply answers the first comment of a thread';
export const REPLY_HAS_NO_TARGET = 'A reply is on its thread: send parent and text only';
const TARGET_NOT_FOUND = { beat: 'Beat not found', scene: 'Scene not found', entry: 'Entry not found' } as const;

type TargetKind = keyof typeof TARGET_NOT_FOUND;
export interface NewComment {
  beat?: string;
  scene?: string;
  entry?: string;
  text: string;
  anchor?: Anchor;
  parent?: string;
}

const commentColumns = {
  id: storyComments.id,
  targetKind: storyComments.targetKind,
  targetId: storyComments.targetId,
  anchor: storyComments.anchor,
  parentId: storyComments.parentId,
  authorId: storyComments.authorId,
  authorName: users.name,
  text: storyComments.text,
  /** A beat's built-in field (`act2a01`), when the target is a beat that has one. */
  beatKey: sql<string | null>`(SELECT b.key FROM ${storyBeats} b
    WHERE "story_comments"."target_kind" = 'beat' AND b.id = "story_comments"."target_id")`,
  createdAt: storyComments.createdAt,
  editedAt: storyComments.editedAt,
  resolvedAt: storyComments.resolvedAt,
  resolvedBy: storyComments.resolvedBy,
};
const selectComments = (tx: Db | Tx) =>
  tx.select(commentColumns).from(storyComments).leftJoin(users, eq(users.id, storyComments.authorId));
type CommentRow = Awaited<ReturnType<typeof selectComments>>[number];

const toCommentJson = (row: CommentRow): StoryComment => ({
  _id: row.id,
  target: { kind: row.targetKind, _id: row.targetId, ...(row.beatKey && { key: row.beatKey }) },
  anchor: row.anchor ?? null,
  parent: row.parentId,
  author: row.authorName === null ? null : { _id: row.authorId, name: row.authorName },
  text: row.text,
  createdAt: row.createdAt.toISOString(),
  editedAt: row.editedAt?.toISOString() ?? null,
  resolvedAt: row.resolvedAt?.toISOString() ?? null,
  resolvedBy: row.resolvedBy,
});

/** A beat named by its id, or by its built-in field (`act2a01`) as the act pages name it: its id, or undefined. */
async function beatIdOf(tx: Db | Tx, storyId: string, beat: string): Promise<string | undefined> {
  if (isId(beat)) return beat;
  if (!isBeatKey(beat)) return undefined;
  const [row] = await tx
    .select({ id: storyBeats.id })
    .from(storyBeats)
    .where(and(eq(storyBeats.outlineId, storyId), eq(storyBeats.key, beat)));
  return row?.id;
}

/** Whether the story holds the beat, the scene (outside its trash) or the entry a new thread is on. */
function targetExists(tx: Db | Tx, storyId: string, kind: TargetKind, id: string): Promise<number> {
  if (kind === 'beat') return tx.$count(storyBeats, and(eq(storyBeats.id, id), eq(storyBeats.outlineId, storyId)));
  if (kind === 'scene') {
    return tx.$count(
      storyScenes,
      and(eq(storyScenes.id, id), eq(storyScenes.outlineId, storyId), isNull(storyScenes.deletedAt)),
    );
  }
  return tx.$count(characters, and(eq(characters.id, id), eq(characters.outlineId, storyId)));
}

const TARGET_KINDS = ['beat', 'scene', 'entry'] as const;

/** The members named "@Name" in a text (any case), the owner among them. */
async function mentioned(tx: Db | Tx, storyId: string, text: string): Promise<string[]> {
  if (!text.includes('@')) return [];
  const people = await tx
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(
      sql`${users.id} IN (SELECT ${outlines.userId} FROM ${outlines} WHERE ${outlines.id} = ${storyId}::uuid
        UNION SELECT ${storyMembers.userId} FROM ${storyMembers} WHERE ${storyMembers.outlineId} = ${storyId}::uuid)`,
    );
  const lower = text.toLowerCase();
  return people.filter((person) => lower.includes(`@${person.name.toLowerCase()}`)).map((person) => person.id);
}

/**
 * Comments on a story by its members (decision 190): on a beat, a scene or a codex entry, optionally
 * anchored to a range of its text, with one level of replies. Any member comments and resolves or
 * reopens a thread; its author edits a comment; its author or the story's owner deletes it.
 */
export function createCommentsService({ db }: AppDeps) {
  async function commentOf(tx: Db | Tx, storyId: string, commentId: string) {
    if (!isId(commentId)) throw HttpError.notFound(COMMENT_NOT_FOUND);
    const [row] = await selectComments(tx).where(
      and(eq(storyComments.id, commentId), eq(storyComments.outlineId, storyId)),
    );
    if (!row) throw HttpError.notFound(COMMENT_NOT_FOUND);
    return row;
  }

  return {
    /** The story's threads (of one beat, scene or entry if asked; open or resolved if asked), oldest first. */
    async threads(
      userId: string,
      storyId: string,
      filter: { beat?: string; scene?: string; entry?: string; resolved?: 'true' | 'false' },
    ): Promise<StoryThread[]> {
      await accessStory(db, userId, storyId, 'read');
      const target = TARGET_KINDS.find((kind) => filter[kind] !== undefined);
      const asked = target === undefined ? undefined : filter[target];
      const targetId =
        target === 'beat' && asked !== undefined ? ((await beatIdOf(db, storyId, asked)) ?? asked) : asked;
      if (targetId !== undefined && !isId(targetId)) return [];
      const firsts = await selectComments(db)
        .where(
          and(
            eq(storyComments.outlineId, storyId),
            isNull(storyComments.parentId),
            target && targetId
              ? and(eq(storyComments.targetKind, target), eq(storyComments.targetId, targetId))
              : undefined,
            filter.resolved === 'true' ? isNotNull(storyComments.resolvedAt) : undefined,
            filter.resolved === 'false' ? isNull(storyComments.resolvedAt) : undefined,
          ),
        )
        .orderBy(asc(storyComments.createdAt), asc(storyComments.id));
      if (firsts.length === 0) return [];
      const replies = await selectComments(db)
        .where(
          and(
            eq(storyComments.outlineId, storyId),
            inArray(
              storyComments.parentId,
              firsts.map((first) => first.id),
            ),
          ),
        )
        .orderBy(asc(storyComments.createdAt), asc(storyComments.id));
      return firsts.map((first) => ({
        ...toCommentJson(first),
        replies: replies.filter((reply) => reply.parentId === first.id).map(toCommentJson),
      }));
    },

    /** A new thread on a beat, scene or entry of the story, or a reply to a thread; "@Name" notifies that member. */
    async create(userId: string, storyId: string, body: NewComment): Promise<StoryComment> {
      return db.transaction(async (tx) => {
        await accessStory(tx, userId, storyId, 'read', { lock: true });
        let target: { kind: TargetKind; id: string };
        if (body.parent !== undefined) {
          if (body.beat ?? body.scene ?? body.entry ?? body.anchor) throw HttpError.badRequest(REPLY_HAS_NO_TARGET);
          const parent = await commentOf(tx, storyId, body.parent);
          if (parent.parentId !== null) throw HttpError.badRequest(REPLY_TO_A_THREAD, 'parent');
          target = { kind: parent.targetKind, id: parent.targetId };
        } else {
          const kind = present(
            TARGET_KINDS.find((one) => body[one] !== undefined),
            'the target (the contract asks for one)',
          );
          const named = present(body[kind], 'the target');
          const id = kind === 'beat' ? ((await beatIdOf(tx, storyId, named)) ?? named) : named;
          if (!isId(id) || (await targetExists(tx, storyId, kind, id)) === 0) {
            throw HttpError.notFound(TARGET_NOT_FOUND[kind]);
          }
          target = { kind, id };
        }
        if ((await tx.$count(storyComments, eq(storyComments.outlineId, storyId))) >= STORY_COMMENTS_MAX) {
          throw HttpError.badRequest(`A story holds at most ${STORY_COMMENTS_MAX} comments`);
        }
        const [made] = await tx
          .insert(storyComments)
          .values({
            outlineId: storyId,
            targetKind: target.kind,
            targetId: target.id,
            anchor: body.parent === undefined ? (body.anchor ?? null) : null,
            parentId: body.parent ?? null,
            authorId: userId,
            text: body.text,
          })
          .returning({ id: storyComments.id });
        const { id } = present(made, 'the new comment');
        await notifyMentioned(tx, { id, authorId: userId }, await mentioned(tx, storyId, body.text));
        return toCommentJson(await commentOf(tx, storyId, id));
      });
    },

    /** Its author's new text (marked edited), or any member resolving or reopening a thread. */
    async change(
      userId: string,
      storyId: string,
      commentId: string,
      { text, resolved }: { text?: string; resolved?: boolean },
    ): Promise<StoryComment> {
      await accessStory(db, userId, storyId, 'read');
      const comment = await commentOf(db, storyId, commentId);
      if (text !== undefined && comment.authorId !== userId) throw HttpError.forbidden(ONLY_ITS_AUTHOR);
      if (resolved !== undefined && comment.parentId !== null) throw HttpError.badRequest(REPLY_NOT_RESOLVED);
      const set = {
        ...(text !== undefined && text !== comment.text && { text, editedAt: sql`now()` }),
        ...(resolved === true && comment.resolvedAt === null && { resolvedAt: sql`now()`, resolvedBy: userId }),
        ...(resolved === false && { resolvedAt: null, resolvedBy: null }),
      };
      // The same text again, or resolving a resolved thread, changes nothing.
      if (Object.keys(set).length > 0) await db.update(storyComments).set(set).where(eq(storyComments.id, comment.id));
      return toCommentJson(await commentOf(db, storyId, comment.id));
    },

    /** Its author or the story's owner deletes a comment; a thread's first comment takes its replies with it. */
    async remove(userId: string, storyId: string, commentId: string) {
      const { role } = await accessStory(db, userId, storyId, 'read');
      const comment = await commentOf(db, storyId, commentId);
      if (comment.authorId !== userId && role !== 'owner') throw HttpError.forbidden(AUTHOR_OR_OWNER);
      await db.delete(storyComments).where(eq(storyComments.id, comment.id));
    },
  };
}
