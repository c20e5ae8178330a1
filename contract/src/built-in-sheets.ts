/**
 * The built-in beat sheets (docs/decisions/154-story-structure-as-rows.md): each beat has a key
 * that stays the same in every language and release, so a story made from a sheet keeps pointing
 * at its beats' names and questions (and shows them in the writer's language) until the writer
 * writes their own. The Three Act sheet's keys are the spec's beat fields, act1a01…act3a08.
 */
import { BEAT_KEYS, type BeatKey } from './beats';
import { ACTS } from './guided-questions';
import { FREYTAG_SHEET } from './sheets/freytag';
import { HEROS_JOURNEY_SHEET } from './sheets/heros-journey';
import { KISHOTENKETSU_SHEET } from './sheets/kishotenketsu';
import { ROMANCE_SHEET } from './sheets/romance';
import { SAVE_THE_CAT_SHEET } from './sheets/save-the-cat';
import { SEVEN_POINT_SHEET } from './sheets/seven-point';
import { STORY_CIRCLE_SHEET } from './sheets/story-circle';

export interface SheetBeat {
  /** Unique across all built-in sheets: `act2a07` for Three Act, `<sheet id>/<beat slug>` for the others. */
  key: string;
  name: string;
  /** The guided question, in our own words. */
  question: string;
  hint?: string;
  /**
   * The spec's beats (act1a01…act3a08) whose answers this beat takes when a story switches to its
   * sheet, and gives back when it switches to Three Act. Across one sheet each of the 32 appears in
   * exactly one beat, so a switch loses nothing (docs/beat-sheets.md). The Three Act sheet leaves it
   * out: its mapping is the identity.
   */
  threeAct?: readonly BeatKey[];
}

export interface SheetAct {
  name: string;
  beats: readonly SheetBeat[];
}

export interface BuiltInSheet {
  /** A slug such as `save-the-cat`: built-in ids are never UUIDs, so they never meet a writer's sheet. */
  id: string;
  name: string;
  /** What the sheet is and where it suits, two or three sentences. */
  description: string;
  acts: readonly SheetAct[];
}

export const THREE_ACT_SHEET: BuiltInSheet = {
  id: 'three-act',
  name: 'Three Act',
  description:
    'The classic shape of setup, confrontation and resolution in 32 guided beats: the structure Three Act is named for. It suits almost any novel or screenplay, and it asks the most questions, so it is a good first sheet.',
  acts: ACTS.map((act) => ({
    name: act.name,
    beats: act.questions.map((question) => ({ key: question.key, name: question.beat, question: question.question })),
  })),
};

/** Every built-in sheet, Three Act first (the default for a new story); docs/beat-sheets.md describes each. */
export const BUILT_IN_SHEETS: readonly BuiltInSheet[] = [
  THREE_ACT_SHEET,
  SAVE_THE_CAT_SHEET,
  HEROS_JOURNEY_SHEET,
  STORY_CIRCLE_SHEET,
  SEVEN_POINT_SHEET,
  FREYTAG_SHEET,
  KISHOTENKETSU_SHEET,
  ROMANCE_SHEET,
];

const beatsByKey = new Map(
  BUILT_IN_SHEETS.flatMap((sheet) => sheet.acts.flatMap((act) => act.beats)).map((beat) => [beat.key, beat]),
);

export const builtInSheet = (id: string): BuiltInSheet | undefined => BUILT_IN_SHEETS.find((sheet) => sheet.id === id);

/** A built-in beat by its key (a story's beat made from a sheet points at it). */
export const builtInBeat = (key: string): SheetBeat | undefined => beatsByKey.get(key);

/** True when a story's beat keys, in order, are the spec's 32: the spec's act routes then answer its beats. */
export const isThreeActStructure = (keys: readonly (string | null)[]) =>
  keys.length === BEAT_KEYS.length && BEAT_KEYS.every((key, index) => keys[index] === key);
