import { isFilled, storyProgress } from '@three-act/contract/beats';
import { TRASH_DAYS } from '@three-act/contract/limits';
import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import type { Tx } from '../../db/client';
import { beatSheets, outlines, storyBeats, storyMembers, storyScenes } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { builtInSheet, THREE_ACT_SHEET } from '@three-act/contract/built-in-sheets';
import { isId } from '../../lib/ids';
import {
  clearCurrent,
  currentStoryId,
  insertCurrentStory,
  lockWriter,
  templateOf,
  type StructureTemplate,
} from '../outlines/current-story';
import type { OutlineJson, OutlinesService } from '../outlines/outlines.service';
import type { SaveSource } from '../outlines/revisions';
import { writerQuota } from '../../lib/writer-quota';
import { importStory, readStoryFile } from './story-import';
import { tooManyStories, type Writer } from './story-quota';

import { accessStory, membershipOf, reachable, STORY_NOT_FOUND } from '../together/story-access';
const SHEET_NOT_FOUND = 'Beat sheet not found';
const DAY_MS = 24 * 60 * 60 * 1000;

/** A story's beats and how many of them hold visible text (blank answers are stored as null). */
const beatCounts = sql<{ filled: number; beats: number }>`(
  SELECT json_build_object('beats', count(*), 'filled', count(*) FILTER (WHERE b.text ~ '[^[:space:]]'))
  FROM ${storyBeats} b WHERE b.outline_id = "outlines"."id"
)`;
/** A story's scenes outside the trash. */
const sceneCount = sql<number>`(
  SELECT count(*)::int FROM ${storyScenes} s WHERE s.outline_id = "outlines"."id" AND s.deleted_at IS NULL
)`;
const summaryColumns = {
  id: outlines.id,
  title: outlines.title,
  counts: beatCounts,
  scenes: sceneCount,
  current: outlines.current,
  updatedAt: outlines.updatedAt,
  deletedAt: outlines.deletedAt,
};

const live = (userId: string) => and(eq(outlines.userId, userId), isNull(outlines.deletedAt));
const inTrash = (userId: string) =>
  and(
    eq(outlines.userId, userId),
    isNotNull(outlines.deletedAt),
    sql`${outlines.deletedAt} > now() - make_interval(days => ${TRASH_DAYS})`,
  );
const expired = sql`${outlines.deletedAt} <= now() - make_interval(days => ${TRASH_DAYS})`;

/**
 * A writer's stories (docs/decisions/124-stories.md): any number up to 100, one of them current
 * (the spec's outline routes act on it), deleted ones kept in a trash for 30 days. Every change of
 * which story is current runs under the writer's lock.
 */
export function createStoriesService({ db }: AppDeps, outlineService: OutlinesService) {
  /** The writer's stories and those shared with them (decision 189), most recently changed first. */
  async function list(userId: string) {
    const user = sql`${userId}`;
    const rows = await db
      .select({
        ...summaryColumns,
        current: sql<boolean>`CASE WHEN "outlines"."user_id" = ${user}::uuid THEN "outlines"."current"
          ELSE coalesce((SELECT m.current FROM ${storyMembers} m
            WHERE m.outline_id = "outlines"."id" AND m.user_id = ${user}::uuid), false) END`,
        shared: membershipOf(user),
      })
      .from(outlines)
      .where(and(reachable(userId), isNull(outlines.deletedAt)))
      .orderBy(desc(outlines.updatedAt), desc(outlines.id));
    return rows.map((row) => ({
      _id: row.id,
      title: row.title,
      progress: storyProgress({ titled: isFilled(row.title), ...row.counts }),
      updatedAt: row.updatedAt.toISOString(),
      current: row.current,
      scenes: row.scenes,
      ...(row.shared && { shared: row.shared }),
    }));
  }

  /** Runs `change` under the writer's lock with the story if it is theirs and matches `where`. */
  async function withStory<T>(
    userId: string,
    storyId: string,
    where: 'live' | 'trash',
    change: (tx: Tx, story: { id: string; current: boolean }) => Promise<T>,
  ): Promise<T> {
    return db.transaction(async (tx) => {
      await lockWriter(tx, userId);
      const [story] = await tx
        .select({ id: outlines.id, current: outlines.current })
        .from(outlines)
        .where(and(eq(outlines.id, storyId), where === 'live' ? live(userId) : inTrash(userId)));
      if (!story) throw HttpError.notFound(STORY_NOT_FOUND);
      return change(tx, story);
    });
  }

  const liveCount = (tx: Tx, userId: string) => tx.$count(outlines, live(userId));

  /** Makes `storyId`, theirs or shared with them, the writer's current story (the caller holds the writer's lock). */
  async function makeCurrent(tx: Tx, userId: string, storyId: string) {
    await clearCurrent(tx, userId);
    await tx
      .update(outlines)
      .set({ current: true })
      .where(and(eq(outlines.id, storyId), eq(outlines.userId, userId)));
    await tx
      .update(storyMembers)
      .set({ current: true })
      .where(and(eq(storyMembers.outlineId, storyId), eq(storyMembers.userId, userId)));
  }

  const requireStory = async (userId: string) => outlineService.getOutline(userId);

  /**
   * The structure a new story copies: a built-in sheet by key, or one of the writer's own sheets by
   * its words (docs/decisions/154-story-structure-as-rows.md).
   */
  async function templateNamed(tx: Tx, userId: string, sheetId: string): Promise<StructureTemplate> {
    const builtIn = builtInSheet(sheetId);
    if (builtIn) return templateOf(builtIn);
    const [own] = isId(sheetId)
      ? await tx
          .select({ acts: beatSheets.acts })
          .from(beatSheets)
          .where(and(eq(beatSheets.id, sheetId), eq(beatSheets.userId, userId)))
      : [];
    if (!own) throw HttpError.notFound(SHEET_NOT_FOUND);
    return {
      acts: own.acts.map((act) => ({
        name: act.name,
        beats: act.beats.map(({ name, question, hint }) => ({ name, question: question || undefined, hint })),
      })),
    };
  }

  return {
    list,

    /** A new story with its title; it becomes the current one. */
    async create(
      writer: Writer,
      { title, beatSheet = THREE_ACT_SHEET.id }: { title: string; beatSheet?: string },
      source: SaveSource,
    ): Promise<OutlineJson> {
      const userId = writer.id;
      await db.transaction(async (tx) => {
        await lockWriter(tx, userId);
        if ((await liveCount(tx, userId)) >= writerQuota(writer).stories) throw tooManyStories(writer, 'start');
        await insertCurrentStory(tx, userId, { template: await templateNamed(tx, userId, beatSheet) });
      });
      // The title is a save like any other, so it has its revision.
      const saved = await outlineService.saveOutline(userId, { title }, { source });
      return saved.outline;
    },

    /** A story file (JSON or Markdown) as a new current story; the file is checked whole first. */
    async importFile(writer: Writer, body: unknown): Promise<OutlineJson> {
      await importStory(db, writer, readStoryFile(body));
      return requireStory(writer.id);
    },

    /** Opens one of the writer's stories, or one shared with them, as the current one. */
    async setCurrent(userId: string, storyId: string): Promise<OutlineJson> {
      await db.transaction(async (tx) => {
        await lockWriter(tx, userId);
        await accessStory(tx, userId, storyId, 'read');
        await makeCurrent(tx, userId, storyId);
      });
      return requireStory(userId);
    },

    /**
     * Moves the story to the trash (which keeps as many of the most recently deleted as the writer
     * may keep stories: 100, or 5 unverified). If it was the current one, the most recently changed
     * other story becomes current; with none left, the writer has no current story (GET
     * /api/outlines/me answers 404).
     */
    async remove(writer: Writer, storyId: string) {
      const userId = writer.id;
      // A member is told that only the owner may (403), before the owner's own checks.
      await accessStory(db, userId, storyId, 'own');
      await withStory(userId, storyId, 'live', async (tx, story) => {
        await tx
          .update(outlines)
          .set({ current: false, deletedAt: sql`now()` })
          .where(eq(outlines.id, story.id));
        // The trash keeps as many stories as a writer may have; the oldest deleted goes for good first.
        const overflow = tx
          .select({ id: outlines.id })
          .from(outlines)
          .where(and(eq(outlines.userId, userId), isNotNull(outlines.deletedAt)))
          .orderBy(desc(outlines.deletedAt), desc(outlines.id))
          .offset(writerQuota(writer).stories);
        await tx.delete(outlines).where(inArray(outlines.id, overflow));
        if (!story.current) return;
        const [next] = await tx
          .select({ id: outlines.id })
          .from(outlines)
          .where(live(userId))
          .orderBy(desc(outlines.updatedAt), desc(outlines.id))
          .limit(1);
        if (next) await makeCurrent(tx, userId, next.id);
      });
      return list(userId);
    },

    /** The writer's trash, most recently deleted first; stories past their 30 days are removed for good first. */
    async trash(userId: string) {
      await db.delete(outlines).where(and(eq(outlines.userId, userId), isNotNull(outlines.deletedAt), expired));
      const rows = await db
        .select(summaryColumns)
        .from(outlines)
        .where(inTrash(userId))
        .orderBy(desc(outlines.deletedAt), desc(outlines.id));
      return rows.map((row) => {
        const deletedAt = row.deletedAt ?? row.updatedAt;
        return {
          _id: row.id,
          title: row.title,
          progress: storyProgress({ titled: isFilled(row.title), ...row.counts }),
          deletedAt: deletedAt.toISOString(),
          purgeAt: new Date(deletedAt.getTime() + TRASH_DAYS * DAY_MS).toISOString(),
        };
      });
    },

    /** Back from the trash; it becomes current only if the writer has no current story. */
    async restore(writer: Writer, storyId: string) {
      const userId = writer.id;
      await withStory(userId, storyId, 'trash', async (tx) => {
        if ((await liveCount(tx, userId)) >= writerQuota(writer).stories) throw tooManyStories(writer, 'restore');
        const [current] = await tx
          .select({ id: outlines.id })
          .from(outlines)
          .where(eq(outlines.id, currentStoryId(userId)));
        const hasCurrent = current !== undefined;
        // It comes back unshared: the link that was out before the trash stays dead (decision 148).
        await tx
          .update(outlines)
          .set({
            deletedAt: null,
            current: !hasCurrent,
            shareToken: null,
            shareCharacters: false,
            shareNotes: false,
            shareCodex: false,
          })
          .where(eq(outlines.id, storyId));
      });
      return list(userId);
    },
  };
}

/** Removes every story whose 30 days in the trash are over (hourly, and at start). */
export async function purgeExpiredStories(db: AppDeps['db']): Promise<number> {
  const purged = await db
    .delete(outlines)
    .where(and(isNotNull(outlines.deletedAt), expired))
    .returning({ id: outlines.id });
  return purged.length;
}
