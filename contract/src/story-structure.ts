/**
 * A story's structure as rows (docs/decisions/154-story-structure-as-rows.md): acts and beats made
 * from a built-in sheet point at it by key and show its names and questions until the writer writes
 * their own.
 */
import { BUILT_IN_SHEETS, type BuiltInSheet, type SheetAct } from './built-in-sheets';

/** The key of a built-in sheet's act: `three-act/act-2`. */
export const actKey = (sheet: Pick<BuiltInSheet, 'id'>, index: number) => `${sheet.id}/act-${index + 1}`;

const actsByKey = new Map<string, SheetAct>(
  BUILT_IN_SHEETS.flatMap((sheet) => sheet.acts.map((act, index) => [actKey(sheet, index), act] as const)),
);

/** A built-in act by its key. */
export const builtInAct = (key: string): SheetAct | undefined => actsByKey.get(key);

/** The beat keys the spec's act routes answer by name (act1a01…act3a08): the others are `sheet/beat`. */
export const SPEC_BEAT_KEY = /^act[1-3]a\d\d$/;
