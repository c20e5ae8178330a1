import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { BEAT_KEYS } from '@three-act/contract/beats';
import { defaultTemplate } from '@three-act/contract/codex';
import type { Share, ShareBody, SharedEntry, SharedStory } from '@three-act/contract/stories';
import type { Db } from '../../db/client';
import { outlines, users } from '../../db/schema';
import { readCodexRows } from '../codex/codex-file';
import { HttpError } from '../../lib/http-error';
import { sanitizeRichText } from '../../lib/sanitize-html';
import type { OutlinesService } from '../outlines/outlines.service';
import { valueText } from './story-bible';

import { accessStory, STORY_NOT_FOUND } from '../together/story-access';
const PAGE_NOT_FOUND = 'Page Not Found';
/** 24 random bytes as base64url: 32 characters nobody guesses. */
const TOKEN = /^[A-Za-z0-9_-]{32}$/;

const shareOf = (row: {
  shareToken: string | null;
  shareCharacters: boolean;
  shareNotes: boolean;
  shareCodex: boolean;
}): Share | null =>
  row.shareToken
    ? {
        url: `/read/${row.shareToken}`,
        characters: row.shareCharacters,
        notes: row.shareNotes,
        codex: row.shareCodex,
      }
    : null;

/**
 * A story's codex as its shared page shows it (decision 181): the entries other than characters,
 * by name, each with its sheet's fields that hold a value; the ties whose two ends the page shows
 * (a character's only when the characters are shared). Read as the story file reads it.
 */
async function sharedCodex(
  db: Db,
  storyId: string,
  withCharacters: boolean,
): Promise<NonNullable<SharedStory['codex']>> {
  const {
    kinds,
    entries: rows,
    relationships: ties,
  } = await readCodexRows(db, storyId, { byName: true, notesAndArcs: false });
  const sheets = new Map(kinds.map((kind) => [kind.name.toLowerCase(), kind.fields]));
  const shown = new Map(
    rows.filter((row) => withCharacters || row.kind !== 'character').map((row) => [row.id, row.name]),
  );
  const entries: SharedEntry[] = rows
    .filter((row) => row.kind !== 'character')
    .map((row) => ({
      kind: row.kind,
      name: row.name,
      aliases: row.aliases,
      matchCase: row.matchCase,
      summary: row.summary,
      // Sanitised on save; again here, as anything a stranger's browser is handed (defence in depth).
      description: sanitizeRichText(row.description),
      tags: row.tags,
      fields: (sheets.get(row.kind.toLowerCase()) ?? defaultTemplate(row.kind)).flatMap((field) => {
        const value = valueText(row.fields[field.id]);
        return value === null ? [] : [{ name: field.name, value }];
      }),
    }));
  const relationships = ties.flatMap(({ fromId, toId, label, directed, note }) => {
    const from = shown.get(fromId);
    const to = shown.get(toId);
    return from === undefined || to === undefined ? [] : [{ from, to, label, directed, note }];
  });
  return { entries, relationships };
}

/**
 * Feedback links (decision 138): one unlisted read-only link per story, made, changed and revoked
 * by its writer; a trashed story's link answers like a revoked one.
 */
export function createStoryShares(db: Db, outlinesService: Pick<OutlinesService, 'findStory'>) {
  const own = (userId: string, storyId: string) =>
    and(eq(outlines.id, storyId), eq(outlines.userId, userId), isNull(outlines.deletedAt));
  /** A story the request found no row of: a member is told only the owner may (403), anyone else 404. */
  const notOwn = async (userId: string, storyId: string) => {
    await accessStory(db, userId, storyId, 'own');
    return HttpError.notFound(STORY_NOT_FOUND);
  };
  const columns = {
    shareToken: outlines.shareToken,
    shareCharacters: outlines.shareCharacters,
    shareNotes: outlines.shareNotes,
    shareCodex: outlines.shareCodex,
  };

  return {
    async get(userId: string, storyId: string): Promise<Share | null> {
      const [row] = await db.select(columns).from(outlines).where(own(userId, storyId));
      if (!row) throw await notOwn(userId, storyId);
      return shareOf(row);
    },

    /**
     * Shares the story (keeping an existing link) with or without its characters, and with their
     * notes only when asked (the contract refuses notes without characters; the row's check too),
     * and with the codex only when asked (decision 181).
     */
    async share(
      userId: string,
      storyId: string,
      { characters: withCharacters, notes = false, codex = false }: ShareBody,
    ): Promise<Share> {
      const [row] = await db
        .update(outlines)
        .set({
          // An existing link stays the same link; only what it shows changes.
          shareToken: sql`coalesce(${outlines.shareToken}, ${randomBytes(24).toString('base64url')})`,
          shareCharacters: withCharacters,
          shareNotes: notes,
          shareCodex: codex,
        })
        .where(own(userId, storyId))
        .returning(columns);
      const share = row && shareOf(row);
      if (!share) throw await notOwn(userId, storyId);
      return share;
    },

    async revoke(userId: string, storyId: string): Promise<void> {
      const rows = await db
        .update(outlines)
        .set({ shareToken: null, shareCharacters: false, shareNotes: false, shareCodex: false })
        .where(own(userId, storyId))
        .returning({ id: outlines.id });
      if (rows.length === 0) throw await notOwn(userId, storyId);
    },

    /**
     * The page a link opens, for anyone holding it: the outline, the characters if chosen, and
     * their notes (title and text, in the writer's order) only if those were chosen too; the codex
     * only if chosen (decision 181).
     */
    async read(token: string): Promise<SharedStory> {
      if (!TOKEN.test(token)) throw HttpError.notFound(PAGE_NOT_FOUND);
      const [row] = await db
        .select({
          id: outlines.id,
          userId: outlines.userId,
          characters: outlines.shareCharacters,
          notes: outlines.shareNotes,
          codex: outlines.shareCodex,
          author: users.name,
        })
        .from(outlines)
        .innerJoin(users, eq(users.id, outlines.userId))
        .where(and(eq(outlines.shareToken, token), isNull(outlines.deletedAt)));
      const story = row && (await outlinesService.findStory(row.userId, row.id));
      if (!row || !story) throw HttpError.notFound(PAGE_NOT_FOUND);
      return {
        title: story.title ?? 'Untitled story',
        author: row.author,
        beats: Object.fromEntries(BEAT_KEYS.map((key) => [key, story[key]])),
        characters: row.characters
          ? story.characters.map(({ name, desc, protag, beats, notes }) => ({
              name,
              desc,
              protag,
              beats,
              ...(row.notes && { notes: notes.map(({ noteTitle, noteText }) => ({ noteTitle, noteText })) }),
            }))
          : null,
        ...(row.codex && { codex: await sharedCodex(db, row.id, row.characters) }),
      };
    },
  };
}
