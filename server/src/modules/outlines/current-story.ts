import { THREE_ACT_SHEET, type BuiltInSheet } from '@three-act/contract/built-in-sheets';
import { actKey } from '@three-act/contract/story-structure';
import { and, eq, sql, type SQLWrapper } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { outlines, storyBeats, storyMembers, users } from '../../db/schema';
import { accessStory } from '../together/story-access';
import { present } from '../../lib/invariant';
import { beatsOfStory } from './outline-row';

/**
 * What a save compares against: the stored title and beats, and the version each last changed at
 * (the beats are read with the locked row, so they cannot change before the save ends).
 */
const storyColumns = {
  id: outlines.id,
  ownerId: outlines.userId,
  title: outlines.title,
  promptDismissed: outlines.promptDismissed,
  version: outlines.version,
  titleVersion: outlines.titleVersion,
  structureVersion: outlines.structureVersion,
  acts: outlines.acts,
  beats: beatsOfStory,
};
export type LockedStory = Awaited<ReturnType<typeof selectCurrent>>[number];

/**
 * A story outside the trash the writer may change (theirs, or one they co-author), current or not,
 * locked until the transaction ends; 404 or 403 as `accessStory` answers (decision 189).
 */
export async function lockStory(tx: Tx, userId: string, storyId: string): Promise<LockedStory> {
  await accessStory(tx, userId, storyId, 'write', { lock: true });
  const [story] = await tx.select(storyColumns).from(outlines).where(eq(outlines.id, storyId));
  return present(story, 'the story locked');
}

/** The writer's current story: their own, or the shared one they opened last (decision 189). */
export const currentStoryId = (userId: string | SQLWrapper) => sql`coalesce(
  (SELECT o.id FROM ${outlines} o WHERE o.user_id = ${userId}::uuid AND o.current),
  (SELECT m.outline_id FROM ${storyMembers} m JOIN ${outlines} s ON s.id = m.outline_id
    WHERE m.user_id = ${userId}::uuid AND m.current AND s.deleted_at IS NULL))`;

const selectCurrent = (tx: Tx, userId: string) =>
  tx
    .select(storyColumns)
    .from(outlines)
    .where(eq(outlines.id, currentStoryId(userId)))
    .for('update');

/** No story is the writer's current one any more, theirs or shared (the caller makes another current). */
export async function clearCurrent(tx: Tx, userId: string) {
  await tx
    .update(outlines)
    .set({ current: false })
    .where(and(eq(outlines.userId, userId), eq(outlines.current, true)));
  await tx
    .update(storyMembers)
    .set({ current: false })
    .where(and(eq(storyMembers.userId, userId), eq(storyMembers.current, true)));
}

/**
 * Serialises, per writer, everything that changes which story is current or how many there are
 * (docs/decisions/124-stories.md). FOR NO KEY UPDATE, so rows that merely name the writer (posts,
 * sessions) are not held up.
 */
export async function lockWriter(tx: Tx, userId: string) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

/**
 * A structure a new story copies: a built-in sheet's, pointing at it by key (its words follow the
 * sheet), or a writer's own sheet's, by its words.
 */
export interface StructureTemplate {
  acts: readonly {
    key?: string;
    name?: string;
    /** `text`: the writer's, as an import brings it. */
    beats: readonly { key?: string; name?: string; question?: string; hint?: string; text?: string | null }[];
  }[];
}

/** A built-in sheet as a template: every act and beat by key. */
export const templateOf = (sheet: BuiltInSheet): StructureTemplate => ({
  acts: sheet.acts.map((act, index) => ({ key: actKey(sheet, index), beats: act.beats.map(({ key }) => ({ key })) })),
});

/** A template's acts as a story holds them. */
export const actsOf = (template: StructureTemplate) => template.acts.map(({ key, name }) => ({ key, name }));

/**
 * A story's own copy of a template's beats, with the texts given (by built-in key, or on the
 * template's beats) written at `version`.
 */
export async function insertStoryBeats(
  tx: Tx,
  outlineId: string,
  template: StructureTemplate,
  { texts = {}, version = 0 }: { texts?: Record<string, string | null | undefined>; version?: number } = {},
) {
  return tx
    .insert(storyBeats)
    .values(
      template.acts.flatMap((act, actIndex) =>
        act.beats.map(({ key = null, name = null, question = null, hint = null, text: given }, position) => {
          const text = given || (key !== null && texts[key]) || null;
          return {
            outlineId,
            act: actIndex,
            position,
            key,
            name,
            question,
            hint,
            text,
            version: text === null ? 0 : version,
          };
        }),
      ),
    )
    .returning({ id: storyBeats.id, key: storyBeats.key, text: storyBeats.text });
}

/**
 * Makes a new story the writer's current one (the caller holds the writer's lock), with its own
 * copy of a structure (the built-in Three Act unless another is given), and the title and the
 * template's beat texts, if any, as its version 0 (an import's).
 */
export async function insertCurrentStory(
  tx: Tx,
  userId: string,
  {
    template = templateOf(THREE_ACT_SHEET),
    title = null,
  }: { template?: StructureTemplate; title?: string | null } = {},
): Promise<LockedStory> {
  await clearCurrent(tx, userId);
  const [row] = await tx
    .insert(outlines)
    .values({ userId, current: true, title, acts: actsOf(template) })
    .returning({ id: outlines.id });
  const { id } = present(row, 'the new story');
  await insertStoryBeats(tx, id, template);
  const [story] = await tx.select(storyColumns).from(outlines).where(eq(outlines.id, id));
  return present(story, 'the new story');
}

/**
 * The writer's current story, locked until the transaction ends. With `create`, a writer without one
 * gets a new, empty one; two requests doing so at once make one story, since the second waits for
 * the writer's lock and then finds the first one's.
 */
export async function lockCurrentStory(tx: Tx, userId: string): Promise<LockedStory | undefined>;
export async function lockCurrentStory(
  tx: Tx,
  userId: string,
  create: 'create',
): Promise<{ story: LockedStory; created: boolean }>;
export async function lockCurrentStory(tx: Tx, userId: string, create?: 'create') {
  const [story] = await selectCurrent(tx, userId);
  // A shared current story: a critic's save is refused here, whatever it changes.
  if (story && story.ownerId !== userId) await accessStory(tx, userId, story.id, 'write');
  if (!create) return story;
  if (story) return { story, created: false };
  await lockWriter(tx, userId);
  const [raced] = await selectCurrent(tx, userId);
  if (raced) return { story: raced, created: false };
  return { story: await insertCurrentStory(tx, userId), created: true };
}
