import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { BEAT_KEYS } from '@three-act/contract/beats';
import type { Share, ShareBody, SharedStory } from '@three-act/contract/stories';
import type { Db } from '../../db/client';
import { outlines, users } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import type { OutlinesService } from '../outlines/outlines.service';

const STORY_NOT_FOUND = 'Story not found';
const PAGE_NOT_FOUND = 'Page Not Found';
/** 24 random bytes as base64url: 32 characters nobody guesses. */
const TOKEN = /^[A-Za-z0-9_-]{32}$/;

const shareOf = (row: { shareToken: string | null; shareCharacters: boolean; shareNotes: boolean }): Share | null =>
  row.shareToken ? { url: `/read/${row.shareToken}`, characters: row.shareCharacters, notes: row.shareNotes } : null;

/**
 * Feedback links (decision 138): one unlisted read-only link per story, made, changed and revoked
 * by its writer; a trashed story's link answers like a revoked one.
 */
export function createStoryShares(db: Db, outlinesService: Pick<OutlinesService, 'findStory'>) {
  const own = (userId: string, storyId: string) =>
    and(eq(outlines.id, storyId), eq(outlines.userId, userId), isNull(outlines.deletedAt));
  const columns = {
    shareToken: outlines.shareToken,
    shareCharacters: outlines.shareCharacters,
    shareNotes: outlines.shareNotes,
  };

  return {
    async get(userId: string, storyId: string): Promise<Share | null> {
      const [row] = await db.select(columns).from(outlines).where(own(userId, storyId));
      if (!row) throw HttpError.notFound(STORY_NOT_FOUND);
      return shareOf(row);
    },

    /**
     * Shares the story (keeping an existing link) with or without its characters, and with their
     * notes only when asked (the contract refuses notes without characters; the row's check too).
     */
    async share(userId: string, storyId: string, { characters, notes = false }: ShareBody): Promise<Share> {
      const [row] = await db
        .update(outlines)
        .set({
          // An existing link stays the same link; only what it shows changes.
          shareToken: sql`coalesce(${outlines.shareToken}, ${randomBytes(24).toString('base64url')})`,
          shareCharacters: characters,
          shareNotes: notes,
        })
        .where(own(userId, storyId))
        .returning(columns);
      const share = row && shareOf(row);
      if (!share) throw HttpError.notFound(STORY_NOT_FOUND);
      return share;
    },

    async revoke(userId: string, storyId: string): Promise<void> {
      const rows = await db
        .update(outlines)
        .set({ shareToken: null, shareCharacters: false, shareNotes: false })
        .where(own(userId, storyId))
        .returning({ id: outlines.id });
      if (rows.length === 0) throw HttpError.notFound(STORY_NOT_FOUND);
    },

    /**
     * The page a link opens, for anyone holding it: the outline, the characters if chosen, and
     * their notes (title and text, in the writer's order) only if those were chosen too.
     */
    async read(token: string): Promise<SharedStory> {
      if (!TOKEN.test(token)) throw HttpError.notFound(PAGE_NOT_FOUND);
      const [row] = await db
        .select({
          id: outlines.id,
          userId: outlines.userId,
          characters: outlines.shareCharacters,
          notes: outlines.shareNotes,
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
      };
    },
  };
}
