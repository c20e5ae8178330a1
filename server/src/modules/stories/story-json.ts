import { builtInBeat } from '@three-act/contract/built-in-sheets';
import { builtInAct } from '@three-act/contract/story-structure';
import type { StoryActJson, StoryBeat } from '@three-act/contract/story-acts';
import type { Story } from '@three-act/contract/story-structure';
import type { StoryAct } from '../../db/schema';
import type { BeatRow } from '../outlines/outline-row';
import type { Membership } from '@three-act/contract/members';

/**
 * A beat's words: the writer's own where written, else the built-in beat's it was made from
 * (docs/decisions/154-story-structure-as-rows.md).
 */
export function beatWords(beat: Pick<BeatRow, 'key' | 'name' | 'question' | 'hint'>) {
  const builtIn = beat.key === null ? undefined : builtInBeat(beat.key);
  return {
    name: beat.name ?? builtIn?.name ?? 'Untitled beat',
    question: beat.question ?? builtIn?.question ?? '',
    hint: beat.hint ?? builtIn?.hint,
  };
}

/** An act's name: the writer's own, else its built-in act's. */
export const actName = (act: StoryAct | undefined, index: number) =>
  act?.name ?? (act?.key === undefined ? undefined : builtInAct(act.key)?.name) ?? `Act ${index + 1}`;

function toStoryBeatJson(beat: BeatRow): StoryBeat {
  const { name, question, hint } = beatWords(beat);
  return {
    _id: beat.id,
    ...(beat.key !== null && { key: beat.key }),
    name,
    question,
    ...(hint !== undefined && { hint }),
    text: beat.text,
  };
}

export interface UnplacedRow {
  id: string;
  text: string;
  origin: { beat?: string; post?: string; comment?: string };
  createdAt: Date;
}

/** A story's acts in order, each with its beats. */
export function storyActs(story: { acts: StoryAct[]; beats: BeatRow[] }): StoryActJson[] {
  const count = Math.max(story.acts.length, ...story.beats.map((beat) => beat.act + 1));
  return Array.from({ length: count }, (_, index) => {
    const act = story.acts[index];
    return {
      ...(act?.key !== undefined && { key: act.key }),
      name: actName(act, index),
      beats: story.beats.filter((beat) => beat.act === index).map(toStoryBeatJson),
    };
  });
}

/** GET /api/stories/{id}: the story's acts in order, each with its beats, and its unplaced text. */
export function toStoryJson(
  story: {
    id: string;
    title: string | null;
    version: number;
    acts: StoryAct[];
    beats: BeatRow[];
    shared?: Membership | null;
  },
  unplaced: UnplacedRow[],
): Story {
  return {
    _id: story.id,
    title: story.title,
    version: story.version,
    acts: storyActs(story),
    unplaced: unplaced.map((row) => ({
      _id: row.id,
      text: row.text,
      origin: row.origin,
      date: row.createdAt.toISOString(),
    })),
    ...(story.shared && { shared: story.shared }),
  };
}
