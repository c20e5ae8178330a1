import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { outlines, users } from '../../db/schema';
import { present } from '../../lib/invariant';
import { beatColumns } from './outline-row';

/** What a save compares against: the stored text of every field and the version each last changed at. */
const storyColumns = {
  id: outlines.id,
  title: outlines.title,
  promptDismissed: outlines.promptDismissed,
  ...beatColumns,
  version: outlines.version,
  fieldVersions: outlines.fieldVersions,
};
export type LockedStory = Awaited<ReturnType<typeof selectCurrent>>[number];

const selectCurrent = (tx: Tx, userId: string) =>
  tx
    .select(storyColumns)
    .from(outlines)
    .where(and(eq(outlines.userId, userId), eq(outlines.current, true)))
    .for('update');

/**
 * Serialises, per writer, everything that changes which story is current or how many there are
 * (docs/decisions/124-stories.md). FOR NO KEY UPDATE, so rows that merely name the writer (posts,
 * sessions) are not held up.
 */
export async function lockWriter(tx: Tx, userId: string) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

/** Makes a new story the writer's current one (the caller holds the writer's lock). */
export async function insertCurrentStory(tx: Tx, userId: string): Promise<LockedStory> {
  await tx
    .update(outlines)
    .set({ current: false })
    .where(and(eq(outlines.userId, userId), eq(outlines.current, true)));
  const [row] = await tx.insert(outlines).values({ userId, current: true }).returning(storyColumns);
  return present(row, 'the new story');
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
  if (!create) return story;
  if (story) return { story, created: false };
  await lockWriter(tx, userId);
  const [raced] = await selectCurrent(tx, userId);
  if (raced) return { story: raced, created: false };
  return { story: await insertCurrentStory(tx, userId), created: true };
}
