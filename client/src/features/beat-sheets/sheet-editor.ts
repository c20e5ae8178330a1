import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  updateBeatSheetBody,
  type BeatSheet,
  type CreateBeatSheetBody,
  type UpdateBeatSheetBody,
} from '@three-act/contract/beat-sheets';
import { ACTS_MAX, BEATS_PER_STORY_MAX } from '@three-act/contract/limits';
import type { ApiError } from '../../lib/api-error';
import type { BeatSheetsT } from './words';

/**
 * The beat sheet editor's draft (docs/decisions/159-beat-sheet-editor.md): the sheet as the writer
 * is changing it, held on the page until Save sends it whole with PATCH. Acts and beats carry ids of
 * this page only, so a field, its error and its focus follow an item that moves.
 */
export interface DraftBeat {
  id: string;
  name: string;
  question: string;
  hint: string;
}

export interface DraftAct {
  id: string;
  name: string;
  beats: DraftBeat[];
}

export interface SheetDraft {
  name: string;
  description: string;
  acts: DraftAct[];
}

export type BeatField = 'name' | 'question' | 'hint';

let lastKey = 0;
/** An id for an act or a beat on this page (never sent). */
const newKey = () => {
  lastKey += 1;
  return `k${lastKey}`;
};

export function draftOf(sheet: Pick<BeatSheet, 'name' | 'description' | 'acts'>): SheetDraft {
  return {
    name: sheet.name,
    description: sheet.description,
    acts: sheet.acts.map((act) => ({
      id: newKey(),
      name: act.name,
      beats: act.beats.map((beat) => ({
        id: newKey(),
        name: beat.name,
        question: beat.question,
        hint: beat.hint ?? '',
      })),
    })),
  };
}

/** What Save sends: the whole sheet (`acts` replaces the structure); a blank hint is none. */
export function bodyOf(draft: SheetDraft): Required<UpdateBeatSheetBody> {
  return {
    name: draft.name,
    description: draft.description,
    acts: draft.acts.map((act) => ({
      name: act.name,
      beats: act.beats.map(({ name, question, hint }) => (hint.trim() ? { name, question, hint } : { name, question })),
    })),
  };
}

/** The sheet as the server keeps it (trimmed, blank hint none), keeping this draft's ids where it has the same shape. */
export function adoptSaved(draft: SheetDraft, sheet: BeatSheet): SheetDraft {
  const sameShape =
    draft.acts.length === sheet.acts.length &&
    draft.acts.every((act, index) => act.beats.length === sheet.acts[index]?.beats.length);
  if (!sameShape) return draftOf(sheet);
  return {
    name: sheet.name,
    description: sheet.description,
    acts: sheet.acts.map((act, a) => {
      const mine = draft.acts[a] as DraftAct;
      return {
        id: mine.id,
        name: act.name,
        beats: act.beats.map((beat, b) => ({
          id: (mine.beats[b] as DraftBeat).id,
          name: beat.name,
          question: beat.question,
          hint: beat.hint ?? '',
        })),
      };
    }),
  };
}

/** Whether two drafts would save the same sheet. */
export const sameSheet = (a: SheetDraft, b: SheetDraft) => JSON.stringify(bodyOf(a)) === JSON.stringify(bodyOf(b));

export const beatTotal = (draft: SheetDraft) => draft.acts.reduce((sum, act) => sum + act.beats.length, 0);

export const canAddAct = (draft: SheetDraft) => draft.acts.length < ACTS_MAX;
export const canAddBeat = (draft: SheetDraft) => beatTotal(draft) < BEATS_PER_STORY_MAX;

/** An act can go while another stays and some beat is left in the sheet. */
export const canRemoveAct = (draft: SheetDraft, actId: string) =>
  draft.acts.length > 1 && beatTotal(draft) > (draft.acts.find((act) => act.id === actId)?.beats.length ?? 0);

/** A beat can go while the sheet keeps one. */
export const canRemoveBeat = (draft: SheetDraft) => beatTotal(draft) > 1;

interface BeatPlace {
  act: number;
  index: number;
  /** 1-based, counted across the acts: how the page names the beat ("beat 7"). */
  number: number;
}

export function placeOfBeat(draft: SheetDraft, beatId: string): BeatPlace | null {
  let number = 0;
  for (const [act, { beats }] of draft.acts.entries()) {
    for (const [index, beat] of beats.entries()) {
      number += 1;
      if (beat.id === beatId) return { act, index, number };
    }
  }
  return null;
}

/**
 * Where Move up / Move down takes a beat: one place within its act; from an act's first (last)
 * place to the end (start) of the act before (after) it, so a beat walks through every act, empty
 * ones included. Null at the sheet's very start (end).
 */
export function beatStep(draft: SheetDraft, beatId: string, by: -1 | 1): { act: number; index: number } | null {
  const place = placeOfBeat(draft, beatId);
  if (!place) return null;
  const inAct = (draft.acts[place.act] as DraftAct).beats.length;
  const index = place.index + by;
  if (index >= 0 && index < inAct) return { act: place.act, index };
  const act = place.act + by;
  const next = draft.acts[act];
  if (!next) return null;
  return { act, index: by < 0 ? next.beats.length : 0 };
}

export const canMoveAct = (draft: SheetDraft, actId: string, by: -1 | 1) => {
  const index = draft.acts.findIndex((act) => act.id === actId);
  return index >= 0 && index + by >= 0 && index + by < draft.acts.length;
};

function takeBeat(draft: SheetDraft, beatId: string): DraftBeat | null {
  for (const act of draft.acts) {
    const index = act.beats.findIndex((beat) => beat.id === beatId);
    if (index >= 0) return act.beats.splice(index, 1)[0] as DraftBeat;
  }
  return null;
}

const clamp = (value: number, max: number) => Math.max(0, Math.min(value, max));

const sheetEditor = createSlice({
  name: 'sheetEditor',
  initialState: { name: '', description: '', acts: [] } as SheetDraft,
  reducers: {
    replaced: (_draft, { payload }: PayloadAction<SheetDraft>) => payload,
    nameChanged: (draft, { payload }: PayloadAction<string>) => {
      draft.name = payload;
    },
    descriptionChanged: (draft, { payload }: PayloadAction<string>) => {
      draft.description = payload;
    },
    actRenamed: (draft, { payload }: PayloadAction<{ actId: string; name: string }>) => {
      const act = draft.acts.find(({ id }) => id === payload.actId);
      if (act) act.name = payload.name;
    },
    beatChanged: (draft, { payload }: PayloadAction<{ beatId: string; field: BeatField; value: string }>) => {
      const beat = draft.acts.flatMap((act) => act.beats).find(({ id }) => id === payload.beatId);
      if (beat) beat[payload.field] = payload.value;
    },
    /** A new act at the end, named for its place (in the interface's language, when given), with no beats yet. */
    actAdded: {
      reducer: (draft, { payload }: PayloadAction<{ id: string; name?: string }>) => {
        if (!canAddAct(draft)) return;
        draft.acts.push({ id: payload.id, name: payload.name ?? `Act ${draft.acts.length + 1}`, beats: [] });
      },
      prepare: (name?: string) => ({ payload: { id: newKey(), ...(name === undefined ? {} : { name }) } }),
    },
    actRemoved: (draft, { payload }: PayloadAction<string>) => {
      if (!canRemoveAct(draft, payload)) return;
      draft.acts = draft.acts.filter((act) => act.id !== payload);
    },
    actMoved: (draft, { payload }: PayloadAction<{ actId: string; to: number }>) => {
      const from = draft.acts.findIndex((act) => act.id === payload.actId);
      if (from < 0) return;
      const [act] = draft.acts.splice(from, 1);
      draft.acts.splice(clamp(payload.to, draft.acts.length), 0, act as DraftAct);
    },
    /** A new beat at the end of the act, named for its number in the sheet (or `name`, given in the interface's language). */
    beatAdded: {
      reducer: (draft, { payload }: PayloadAction<{ actId: string; id: string; name?: string }>) => {
        const act = draft.acts.find(({ id }) => id === payload.actId);
        if (!act || !canAddBeat(draft)) return;
        act.beats.push({
          id: payload.id,
          name: payload.name ?? `Beat ${beatTotal(draft) + 1}`,
          question: '',
          hint: '',
        });
      },
      prepare: (actId: string, name?: string) => ({
        payload: { actId, id: newKey(), ...(name === undefined ? {} : { name }) },
      }),
    },
    beatRemoved: (draft, { payload }: PayloadAction<string>) => {
      if (!canRemoveBeat(draft)) return;
      takeBeat(draft, payload);
    },
    /** A beat to place `index` of act `act` (its place once moved), in its own act or another. */
    beatMoved: (draft, { payload }: PayloadAction<{ beatId: string; act: number; index: number }>) => {
      const target = draft.acts[payload.act];
      if (!target) return;
      const beat = takeBeat(draft, payload.beatId);
      if (beat) target.beats.splice(clamp(payload.index, target.beats.length), 0, beat);
    },
  },
});

export const sheetEditorReducer = sheetEditor.reducer;
export const { replaced, nameChanged, descriptionChanged, actRenamed, beatChanged } = sheetEditor.actions;
export const { actAdded, actRemoved, actMoved, beatAdded, beatRemoved, beatMoved } = sheetEditor.actions;

/** What the page's fields are called in error keys and focus keys: `name`, `act:k3:name`, `beat:k7:question`. */
export const actKey = (actId: string, field?: 'name' | 'beats') => (field ? `act:${actId}:${field}` : `act:${actId}`);
export const beatKey = (beatId: string, field?: BeatField) => (field ? `beat:${beatId}:${field}` : `beat:${beatId}`);

/** Errors by the field they belong to, and those that name none (shown above the form). */
export interface PlacedErrors {
  fields: Record<string, string>;
  others: ApiError[];
}

const PATH = /^acts\[(\d+)\](?:\.(name|beats)(?:\[(\d+)\](?:\.(name|question|hint))?)?)?$/;

/**
 * Puts each error where its field is on the page. A 400 names a field by its path in the body
 * that was sent (`acts[1].beats[3].question`, docs/decisions/155-own-beat-sheets.md), so the path
 * is read against that draft: the beat it named keeps its error wherever it has moved since.
 */
export function placeErrors(errors: readonly ApiError[], sent: SheetDraft): PlacedErrors {
  const placed: PlacedErrors = { fields: {}, others: [] };
  const put = (key: string, msg: string) => {
    placed.fields[key] ??= msg;
  };
  for (const error of errors) {
    const path = error.path ?? '';
    if (path === 'name' || path === 'description' || path === 'acts') {
      put(path, error.msg);
      continue;
    }
    const match = PATH.exec(path);
    const act = match ? sent.acts[Number(match[1])] : undefined;
    if (!match || !act) {
      placed.others.push(error);
      continue;
    }
    const [, , part, beatIndex, field] = match;
    if (beatIndex === undefined) {
      put(actKey(act.id, part as 'name' | 'beats' | undefined), error.msg);
      continue;
    }
    const beat = act.beats[Number(beatIndex)];
    if (beat) put(beatKey(beat.id, field as BeatField | undefined), error.msg);
    else put(actKey(act.id, 'beats'), error.msg);
  }
  return placed;
}

/** A field's path as the server's 400 names it (server/src/middleware/validate.ts). */
const pathOf = (path: readonly PropertyKey[]) =>
  path
    .map((part, index) => (typeof part === 'number' ? `[${part}]` : `${index > 0 ? '.' : ''}${String(part)}`))
    .join('');

/** The contract's own checks before a save is sent: the same messages and paths as the server's 400. */
export function checkDraft(draft: SheetDraft): ApiError[] {
  const result = updateBeatSheetBody.safeParse(bodyOf(draft));
  if (result.success) return [];
  const seen = new Set<string>();
  const errors: ApiError[] = [];
  for (const issue of result.error.issues) {
    const path = pathOf(issue.path);
    if (seen.has(path)) continue;
    seen.add(path);
    errors.push(path ? { msg: issue.message, path } : { msg: issue.message });
  }
  return errors;
}

/**
 * "New beat sheet" starts from one act holding one beat, saved at once so the editor has a sheet to
 * PATCH; its names are the interface's words, and then the writer's.
 */
export const newSheet = (t: BeatSheetsT): CreateBeatSheetBody => ({
  name: t('New beat sheet'),
  acts: [{ name: t('Act {{number}}', { number: 1 }), beats: [{ name: t('Beat {{number}}', { number: 1 }) }] }],
});

/** How many beats come before each act: beat `b` of act `a` is beat `offsets[a] + b + 1` of the sheet. */
export function beatOffsets(acts: readonly { beats: readonly unknown[] }[]): number[] {
  let before = 0;
  return acts.map((act) => {
    const offset = before;
    before += act.beats.length;
    return offset;
  });
}
