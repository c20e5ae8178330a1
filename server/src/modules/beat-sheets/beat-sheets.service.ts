import type { AdoptedFrom, updateBeatSheetBody } from '@three-act/contract/beat-sheets';
import { BUILT_IN_SHEETS, builtInSheet } from '@three-act/contract/built-in-sheets';
import { ID_PATTERN } from '@three-act/contract/ids';
import { SHEET_NAME_MAX, SHEETS_PER_WRITER_MAX } from '@three-act/contract/limits';
import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { beatSheets, type StoredSheetAct } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { lockWriter } from '../outlines/current-story';
import { present } from '../../lib/invariant';
import { toBuiltInSheetJson, toOwnSheetJson, type OwnSheetRow } from './beat-sheets.presenter';
import { SHEET_NOT_FOUND, type SheetViewer } from './beat-sheets.rules';
import { createShelf } from './beat-sheets-shelf';
import { sheetColumns } from './beat-sheets.queries';

type SheetChange = z.output<typeof updateBeatSheetBody>;

/** What a new sheet is made of: a POST's parsed body, a built-in, another sheet of the writer's or a shelf sheet. */
export interface SheetContent {
  name: string;
  description: string;
  acts: readonly { name: string; beats: readonly { name: string; question: string; hint?: string | undefined }[] }[];
}

const COPY_SUFFIX = ' (copy)';

const builtInJson = BUILT_IN_SHEETS.map(toBuiltInSheetJson);

/** The structure as stored: names, questions and hints only (a built-in's keys stay with the built-in). */
const storedActs = (acts: SheetContent['acts']): StoredSheetAct[] =>
  acts.map((act) => ({
    name: act.name,
    beats: act.beats.map(({ name, question, hint }) => ({ name, question, ...(hint ? { hint } : {}) })),
  }));

/**
 * "{name} (copy)", the name cut first when the two would pass the limit (never inside a character
 * written with two UTF-16 units).
 */
function copyName(name: string): string {
  const room = SHEET_NAME_MAX - COPY_SUFFIX.length;
  let cut = name.length > room ? name.slice(0, room) : name;
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}${COPY_SUFFIX}`;
}

// Two creations at once cannot both take the last of the 200 places: the writer's lock, as stories take.

/**
 * A writer's own beat sheets beside the built-in ones (docs/decisions/155-own-beat-sheets.md), and
 * the shelf they may publish them to (docs/decisions/156-beat-sheet-shelf.md). A built-in's id is its
 * slug; an own sheet's a UUID. Another writer's sheet (unless read from the shelf), and a built-in on
 * a change, answer 404 as a missing one does.
 */
export function createBeatSheetsService({ db }: AppDeps) {
  const own = (userId: string, sheetId: string) => and(eq(beatSheets.id, sheetId), eq(beatSheets.userId, userId));

  async function ownRow(userId: string, sheetId: string): Promise<OwnSheetRow> {
    // Built-in slugs are never UUIDs; only a UUID can name a row.
    const [row] = ID_PATTERN.test(sheetId)
      ? await db.select(sheetColumns).from(beatSheets).where(own(userId, sheetId))
      : [];
    if (!row) throw HttpError.notFound(SHEET_NOT_FOUND);
    return row;
  }

  /** A new sheet of the writer's (an adopted copy with its credit), within their 200. */
  async function create(userId: string, sheet: SheetContent, adoptedFrom: AdoptedFrom | null = null) {
    return db.transaction(async (tx) => {
      await lockWriter(tx, userId);
      if ((await tx.$count(beatSheets, eq(beatSheets.userId, userId))) >= SHEETS_PER_WRITER_MAX) {
        throw HttpError.badRequest(
          `You can keep at most ${SHEETS_PER_WRITER_MAX} beat sheets: delete one to make another`,
        );
      }
      const [row] = await tx
        .insert(beatSheets)
        .values({
          userId,
          name: sheet.name,
          description: sheet.description,
          acts: storedActs(sheet.acts),
          adoptedFrom,
        })
        .returning(sheetColumns);
      return toOwnSheetJson(present(row, 'the new beat sheet'));
    });
  }

  const shelf = createShelf(db, create);

  return {
    ...shelf,

    /** The built-ins in their order, then the writer's own, newest first. */
    async list(userId: string) {
      const rows = await db
        .select(sheetColumns)
        .from(beatSheets)
        .where(eq(beatSheets.userId, userId))
        .orderBy(desc(beatSheets.createdAt), desc(beatSheets.id));
      return [...builtInJson, ...rows.map(toOwnSheetJson)];
    },

    /** A built-in, one of the writer's own, or another writer's published sheet (a preview from the shelf). */
    async get(viewer: SheetViewer, sheetId: string) {
      const builtIn = builtInSheet(sheetId);
      return builtIn ? toBuiltInSheetJson(builtIn) : shelf.preview(viewer, sheetId);
    },

    create,

    /** Changes what is given; `acts` replaces the whole structure, a blank description clears it. */
    async update(userId: string, sheetId: string, change: SheetChange) {
      if (!ID_PATTERN.test(sheetId)) throw HttpError.notFound(SHEET_NOT_FOUND);
      const [row] = await db
        .update(beatSheets)
        .set({
          ...(change.name === undefined ? {} : { name: change.name }),
          ...(change.description === undefined ? {} : { description: change.description ?? '' }),
          ...(change.acts === undefined ? {} : { acts: storedActs(change.acts) }),
          updatedAt: new Date(),
        })
        .where(own(userId, sheetId))
        .returning(sheetColumns);
      if (!row) throw HttpError.notFound(SHEET_NOT_FOUND);
      return toOwnSheetJson(row);
    },

    async remove(userId: string, sheetId: string) {
      if (!ID_PATTERN.test(sheetId)) throw HttpError.notFound(SHEET_NOT_FOUND);
      const rows = await db.delete(beatSheets).where(own(userId, sheetId)).returning({ id: beatSheets.id });
      if (rows.length === 0) throw HttpError.notFound(SHEET_NOT_FOUND);
    },

    /**
     * A new sheet of the writer's own with a built-in's or their own sheet's content, named "{name}
     * (copy)"; a copy of an adopted sheet keeps its credit.
     */
    async duplicate(userId: string, sheetId: string) {
      const source = builtInSheet(sheetId) ?? (await ownRow(userId, sheetId));
      return create(
        userId,
        { name: copyName(source.name), description: source.description, acts: source.acts },
        'adoptedFrom' in source ? source.adoptedFrom : null,
      );
    },
  };
}
