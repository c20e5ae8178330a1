import { SPEC_BEAT_KEY } from '@three-act/contract/story-structure';
import { sql } from 'drizzle-orm';
import { outlines, storyBeats } from '../../db/schema';

/** A story's beat as its row holds it (docs/decisions/154-story-structure-as-rows.md). */
export interface BeatRow {
  id: string;
  /** The built-in beat it was made from: `act2a07` on the Three Act structure. */
  key: string | null;
  /** Index into the story's acts. */
  act: number;
  name: string | null;
  question: string | null;
  hint: string | null;
  text: string | null;
  version: number;
}

/** A story's beats in order, as one JSON value of its row (one query reads a story whole). */
export const beatsOfStory = sql<BeatRow[]>`(
  SELECT coalesce(json_agg(json_build_object(
    'id', b.id, 'key', b.key, 'act', b.act, 'name', b.name, 'question', b.question, 'hint', b.hint,
    'text', b.text, 'version', b.version
  ) ORDER BY b.act, b.position), '[]'::json)
  FROM ${storyBeats} b WHERE b.outline_id = "outlines"."id"
)`;

/** What an outline answer is made from: the story row without its bookkeeping, and its beats. */
export const outlineColumns = {
  id: outlines.id,
  userId: outlines.userId,
  title: outlines.title,
  promptDismissed: outlines.promptDismissed,
  acts: outlines.acts,
  version: outlines.version,
  createdAt: outlines.createdAt,
  updatedAt: outlines.updatedAt,
  beats: beatsOfStory,
};

export type OutlineRow = Pick<
  typeof outlines.$inferSelect,
  'id' | 'userId' | 'title' | 'promptDismissed' | 'acts' | 'version' | 'createdAt' | 'updatedAt'
> & { beats: BeatRow[] };

/**
 * How the spec's routes name a beat: by its field (`act2a07`) while it has one, else by its id. A
 * story on the Three Act structure names all 32 by field, as before beats were rows.
 */
export const beatReference = (beat: Pick<BeatRow, 'id' | 'key'>) =>
  beat.key !== null && SPEC_BEAT_KEY.test(beat.key) ? beat.key : beat.id;

/** The same in SQL, for a `story_beats` row aliased `b`. */
export const beatReferenceSql = sql.raw(`CASE WHEN b.key ~ '${SPEC_BEAT_KEY.source}' THEN b.key ELSE b.id::text END`);

/** The beat a reference (a field such as `act2a07`, or an id) names among a story's beats. */
export const beatByReference = (beats: readonly BeatRow[], reference: string) =>
  beats.find((beat) => beat.key === reference || beat.id === reference);
