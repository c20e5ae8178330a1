import { BUILT_IN_SHEETS, builtInBeat } from '@three-act/contract/built-in-sheets';
import type { BeatQuestion } from '@three-act/contract/guided-questions';
import type { StoryActJson } from '@three-act/contract/story-acts';
import { useMemo } from 'react';
import english from '../locales/en/sheets.json';
import { namespace } from './i18n';

/**
 * The built-in texts of the beat sheets and frameworks (`contract/src/guided-questions.ts`,
 * `built-in-sheets.ts`, `frameworks.ts`, `sheets/*.ts`), translated where they are shown with their
 * English as the key; the contract stays English. Never for a writer's own text.
 */
export const useSheetsT = namespace('sheets', english);

/** Translates one built-in text (a `t` of `useSheetsT`, or the English text itself). */
export type SheetText = (english: string) => string;

/** A built-in beat's question as the interface's language shows it: its name, question and hint. */
export function shownQuestion<Q extends BeatQuestion>(text: SheetText, question: Q): Q {
  return {
    ...question,
    beat: text(question.beat),
    question: text(question.question),
    ...(question.hint ? { hint: text(question.hint) } : {}),
  };
}

/**
 * A story's words that are still its built-in sheet's are shown in the interface's language, the
 * writer's own as written (docs/decisions/188-built-in-words-in-a-story.md). A story keeps the key of
 * the built-in beat or act it was made from and stores null for words the writer has not changed;
 * the answers fill those in with the sheet's English. So words equal to their key's English are the
 * sheet's: the server stores a writer's words only where they differ from it.
 */
const builtIn = (text: SheetText, words: string, english: string | undefined) =>
  words === english ? text(words) : words;

/** A story's beat as shown: its name, question and hint translated where they are its built-in beat's. */
export function shownStoryBeat<B extends { key?: string; name: string; question?: string; hint?: string }>(
  text: SheetText,
  beat: B,
): B {
  const sheetBeat = beat.key === undefined ? undefined : builtInBeat(beat.key);
  if (!sheetBeat) return beat;
  return {
    ...beat,
    name: builtIn(text, beat.name, sheetBeat.name),
    ...(beat.question !== undefined && { question: builtIn(text, beat.question, sheetBeat.question) }),
    ...(beat.hint !== undefined && { hint: builtIn(text, beat.hint, sheetBeat.hint) }),
  };
}

// A built-in act's key is `<sheet>/act-<n>` (contract/src/story-structure.ts's `actKey`), read here
// from the sheets alone so that the pages showing stories need no schemas for it.
const actsByKey = new Map<string, { name: string }>(
  BUILT_IN_SHEETS.flatMap((sheet) => sheet.acts.map((act, index) => [`${sheet.id}/act-${index + 1}`, act] as const)),
);

/** A story's act name as shown: translated while it is its built-in act's (`key`). */
export const shownStoryActName = (text: SheetText, act: { key?: string; name: string }) =>
  act.key === undefined ? act.name : builtIn(text, act.name, actsByKey.get(act.key)?.name);

/** A story's acts and beats (the story's and the outline's answers) as shown. */
export const shownStoryActs = (text: SheetText, acts: readonly StoryActJson[]): StoryActJson[] =>
  acts.map((act) => ({
    ...act,
    name: shownStoryActName(text, act),
    beats: act.beats.map((beat) => shownStoryBeat(text, beat)),
  }));

const sheetOfBeat = new Map(
  BUILT_IN_SHEETS.flatMap((sheet) => sheet.acts.flatMap((act) => act.beats.map((beat) => [beat.key, sheet] as const))),
);

/**
 * A board's acts and beats as shown. The board names its acts without their keys: an act's name is
 * the built-in's when it is the English name of that act of the sheet its beats come from.
 */
export function shownBoardWords<
  B extends { acts: readonly string[]; beats: readonly { key?: string; name: string; act: number }[] },
>(text: SheetText, board: B): B {
  const acts = board.acts.map((name, index) => {
    const sheet = board.beats
      .filter((beat) => beat.act === index && beat.key !== undefined)
      .map((beat) => sheetOfBeat.get(beat.key ?? ''))
      .find((found) => found !== undefined);
    return sheet ? shownStoryActName(text, { key: `${sheet.id}/act-${index + 1}`, name }) : name;
  });
  return { ...board, acts, beats: board.beats.map((beat) => shownStoryBeat(text, beat)) };
}

/** `shownBoardWords` in the interface's language, the same object while neither changes. */
export function useShownBoard<B extends Parameters<typeof shownBoardWords>[1] | undefined>(board: B): B {
  const { t } = useSheetsT();
  return useMemo(() => (board ? shownBoardWords(t, board) : board), [board, t]);
}

/** A story or outline answer (or null, or undefined) with its acts as shown (`acts`: a structure other than Three Act). */
export function useShownStory<S extends { acts?: StoryActJson[] } | null | undefined>(story: S): S {
  const { t } = useSheetsT();
  return useMemo(() => (story?.acts ? { ...story, acts: shownStoryActs(t, story.acts) } : story), [story, t]);
}
