import { BEAT_KEYS, type BeatKey } from '@three-act/contract/beats';
import { outlines } from '../../db/schema';

/** The 32 beat columns of a story, by beat key. */
export const beatColumns = Object.fromEntries(BEAT_KEYS.map((key) => [key, outlines[key]])) as {
  [K in BeatKey]: (typeof outlines)[K];
};

/** What an outline answer is made from: the story row without its bookkeeping (current, field versions). */
export const outlineColumns = {
  id: outlines.id,
  userId: outlines.userId,
  title: outlines.title,
  promptDismissed: outlines.promptDismissed,
  ...beatColumns,
  version: outlines.version,
  createdAt: outlines.createdAt,
  updatedAt: outlines.updatedAt,
};

export type OutlineRow = Pick<
  typeof outlines.$inferSelect,
  'id' | 'userId' | 'title' | 'promptDismissed' | 'version' | 'createdAt' | 'updatedAt' | BeatKey
>;
