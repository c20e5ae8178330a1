import type { AdoptedFrom, BeatSheet } from '@three-act/contract/beat-sheets';
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
  publishedAt: Date | null;
  likes: number;
  adoptedFrom: AdoptedFrom | null;
}

/**
 * One of the writer's own sheets: the stored structure, field by field (nothing else stored in the
 * JSON goes out), whether it is on the shelf with its likes, and an adopted copy's credit.
 */
export const toOwnSheetJson = (row: OwnSheetRow): BeatSheet => ({
  _id: row.id,
  name: row.name,
  description: row.description,
  builtIn: false,
  acts: row.acts.map((act) => ({
    name: act.name,
    beats: act.beats.map(({ name, question, hint }) => ({ name, question, ...(hint ? { hint } : {}) })),
  })),
  published: row.publishedAt !== null,
  likes: row.likes,
  ...(row.adoptedFrom ? { adoptedFrom: creditOf(row.adoptedFrom) } : {}),
});

/** Another writer's published sheet as its preview from the shelf shows it: with its author and the viewer's like and report. */
export const toShelfSheetJson = (
  row: OwnSheetRow,
  author: { id: string; name: string },
  { liked, reportedByMe }: { liked: boolean; reportedByMe: boolean },
): BeatSheet => ({
  ...toOwnSheetJson(row),
  author: { _id: author.id, name: author.name },
  liked,
  reportedByMe,
});

/** An adopted copy's credit, field by field. */
export const creditOf = ({ sheet, name, author }: AdoptedFrom): AdoptedFrom => ({ sheet, name, author });
