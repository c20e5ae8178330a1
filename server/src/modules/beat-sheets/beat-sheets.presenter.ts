import type { BeatSheet } from '@three-act/contract/beat-sheets';
import type { BuiltInSheet } from '@three-act/contract/built-in-sheets';
import type { StoredSheetAct } from '../../db/schema';

/** A built-in sheet as clients see it: its slug as `_id`, and each beat's key (a story made from it points there). */
export const toBuiltInSheetJson = (sheet: BuiltInSheet): BeatSheet => ({
  _id: sheet.id,
  name: sheet.name,
  description: sheet.description,
  builtIn: true,
  acts: sheet.acts.map((act) => ({
    name: act.name,
    beats: act.beats.map(({ key, name, question, hint }) => ({ key, name, question, ...(hint ? { hint } : {}) })),
  })),
});

export interface OwnSheetRow {
  id: string;
  name: string;
  description: string;
  acts: StoredSheetAct[];
}

/** One of the writer's own sheets: the stored structure, field by field (nothing else stored in the JSON goes out). */
export const toOwnSheetJson = (row: OwnSheetRow): BeatSheet => ({
  _id: row.id,
  name: row.name,
  description: row.description,
  builtIn: false,
  acts: row.acts.map((act) => ({
    name: act.name,
    beats: act.beats.map(({ name, question, hint }) => ({ name, question, ...(hint ? { hint } : {}) })),
  })),
});
