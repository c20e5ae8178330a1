/**
 * A writer's own beat sheets beside the built-in ones (docs/decisions/155-own-beat-sheets.md).
 * A 400 names the field it refuses by its full path, such as `acts[1].beats[3].question`.
 */
import { z } from './zod';
import { builtInSheet } from './built-in-sheets';
import { ID_PATTERN } from './ids';
import {
  ACTS_MAX,
  PAGE_SIZE_MAX,
  BEAT_HINT_MAX,
  BEAT_NAME_MAX,
  BEAT_QUESTION_MAX,
  BEATS_PER_STORY_MAX,
  SHEET_DESCRIPTION_MAX,
  SHEET_NAME_MAX,
  SHEET_SEARCH_MAX,
  SHEETS_CURSOR_MAX,
} from './limits';
import { cursorParam, optionalText, queryInt, requiredText, searchParam } from './text';

/**
 * A sheet in a path: a built-in's slug (`three-act`) or a writer's sheet's UUID; anything else
 * answers 400 "Malformed beat sheet id". Built-in slugs are never UUIDs, so the two never meet.
 */
export const beatSheetId = z
  .string()
  .refine((id) => ID_PATTERN.test(id) || builtInSheet(id) !== undefined, { error: 'Malformed beat sheet id' })
  .meta({ description: "A built-in sheet's slug (such as three-act) or the UUID of one of the writer's sheets" });

const beatInput = z.object(
  {
    name: requiredText('Beat name', BEAT_NAME_MAX, { oneLine: true }),
    /** Absent, null or blank: the beat asks nothing (''). */
    question: optionalText('Question', BEAT_QUESTION_MAX).transform((question) => question ?? ''),
    /** Absent, null or blank: no hint. */
    hint: optionalText('Hint', BEAT_HINT_MAX).transform((hint) => hint ?? undefined),
  },
  { error: 'Each beat must be an object with a name' },
);

// An act's name is held to a beat name's length: both are short labels in the navigation.
const actInput = z.object(
  {
    name: requiredText('Act name', BEAT_NAME_MAX, { oneLine: true }),
    // zod checks a list's length before its items, so an over-long list is refused without reading them.
    beats: z
      .array(beatInput, { error: 'beats must be a list of beats (it may be empty)' })
      .max(BEATS_PER_STORY_MAX, { error: `A beat sheet has at most ${BEATS_PER_STORY_MAX} beats` }),
  },
  { error: 'Each act must be an object with a name and its beats' },
);

const ACTS_COUNT = `A beat sheet has 1 to ${ACTS_MAX} acts`;

/** A sheet's whole structure: 1 to 7 acts, at least one beat and at most 100 in all (an act may hold none). */
const actsInput = z
  .array(actInput, { error: `acts must be a list of 1 to ${ACTS_MAX} acts` })
  .min(1, { error: ACTS_COUNT })
  .max(ACTS_MAX, { error: ACTS_COUNT })
  .superRefine((acts, ctx) => {
    const beats = acts.reduce((sum, act) => sum + act.beats.length, 0);
    if (beats === 0) ctx.addIssue({ code: 'custom', message: 'A beat sheet needs at least one beat' });
    if (beats > BEATS_PER_STORY_MAX)
      ctx.addIssue({ code: 'custom', message: `A beat sheet has at most ${BEATS_PER_STORY_MAX} beats` });
  });

const sheetName = requiredText('Name', SHEET_NAME_MAX, { oneLine: true });
const sheetDescription = optionalText('Description', SHEET_DESCRIPTION_MAX);

/** POST /api/beat-sheets: a new sheet of the writer's own (a built-in's content to start from one). */
export const createBeatSheetBody = z.object({
  name: sheetName,
  /** Absent, null or blank: no description (''). */
  description: sheetDescription.transform((description) => description ?? ''),
  acts: actsInput,
});
export type CreateBeatSheetBody = z.input<typeof createBeatSheetBody>;

/** PATCH /api/beat-sheets/{id}: any of the three; `acts` replaces the whole structure, a blank description clears it. */
export const updateBeatSheetBody = z.object({
  name: sheetName.optional(),
  description: sheetDescription,
  acts: actsInput.optional(),
});
export type UpdateBeatSheetBody = z.input<typeof updateBeatSheetBody>;

export const sheetBeatSchema = z.object({
  /** Built-in beats only: the beat's key, the same in every language and release. */
  key: z.string().optional(),
  name: z.string(),
  /** '' when the beat asks nothing. */
  question: z.string(),
  hint: z.string().optional(),
});

/** Where an adopted copy came from, kept with it: the sheet's id, its name and its author's name when adopted. */
export const adoptedFromSchema = z.object({ sheet: z.string(), name: z.string(), author: z.string() });
export type AdoptedFrom = z.infer<typeof adoptedFromSchema>;

const authorSchema = z.object({ _id: z.string(), name: z.string() });

/** One sheet as GET /api/beat-sheets lists it; a built-in's `_id` is its slug. */
export const beatSheetSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** '' when the writer gave none. */
  description: z.string(),
  builtIn: z.boolean(),
  acts: z.array(z.object({ name: z.string(), beats: z.array(sheetBeatSchema) })),
  /** A writer's sheet (never a built-in): whether it is on the shelf, and its likes there. */
  published: z.boolean().optional(),
  likes: z.number().int().optional(),
  /** A copy adopted from the shelf: the credit it keeps. */
  adoptedFrom: adoptedFromSchema.optional(),
  /** Another writer's published sheet, previewed from the shelf: its author, and whether the viewer likes and reported it. */
  author: authorSchema.optional(),
  liked: z.boolean().optional(),
  reportedByMe: z.boolean().optional(),
});
export type BeatSheet = z.infer<typeof beatSheetSchema>;

/** The built-ins first, then the writer's own, newest first. */
export const beatSheetsSchema = z.array(beatSheetSchema);

/**
 * The shelf's orders (docs/decisions/156-beat-sheet-shelf.md): `top` by likes, then newest
 * published; `new` newest published first. A search (`q`) keeps the order and matches names and
 * descriptions.
 */
export const SHELF_SORTS = ['top', 'new'] as const;
export type ShelfSort = (typeof SHELF_SORTS)[number];

/** GET /api/beat-sheets/library */
export const libraryQuery = z.object({
  q: searchParam('Search', SHEET_SEARCH_MAX),
  sort: z.enum(SHELF_SORTS, { error: 'sort must be top or new' }).optional(),
  cursor: cursorParam(SHEETS_CURSOR_MAX),
  limit: queryInt('limit', 1, PAGE_SIZE_MAX),
});
export type LibraryQuery = z.input<typeof libraryQuery>;

/** A sheet on the shelf: what the list shows of it (its structure is read with GET /api/beat-sheets/{id}). */
export const shelfSheetSchema = z.object({
  _id: z.string(),
  name: z.string(),
  author: authorSchema,
  description: z.string(),
  /** How many beats and acts it has. */
  beats: z.number().int(),
  acts: z.number().int(),
  likes: z.number().int(),
  /** Whether the viewer likes it. */
  liked: z.boolean(),
  /** A sheet its author adopted from another: the credit it keeps. */
  adoptedFrom: adoptedFromSchema.optional(),
  publishedAt: z.string(),
});
export type ShelfSheet = z.infer<typeof shelfSheetSchema>;

/** A page of the shelf; `next` is the cursor of the page after it, absent on the last. */
export const libraryPageSchema = z.object({
  sheets: z.array(shelfSheetSchema),
  next: z.string().optional(),
});
export type LibraryPage = z.infer<typeof libraryPageSchema>;

/** PUT and DELETE /api/beat-sheets/{id}/like: the sheet's likes and whether the viewer is among them. */
export const sheetLikeSchema = z.object({ likes: z.number().int(), liked: z.boolean() });
export type SheetLike = z.infer<typeof sheetLikeSchema>;

/** POST and DELETE /api/beat-sheets/{id}/report: whether the viewer's report stands. */
export const sheetReportSchema = z.object({ reported: z.boolean() });
export type SheetReport = z.infer<typeof sheetReportSchema>;
