import { idOf } from '@three-act/contract/ids';
import {
  characterBody,
  characterDescSchema,
  characterBeatsBody,
  characterPatchBody,
  noteBody,
  notePatchBody,
  revisionsQuery,
  saveOutlineBody,
} from '@three-act/contract/outlines';
import type { Request } from 'express';
import { z } from 'zod';
import { HttpError } from '../../lib/http-error';
import { hasVisibleText, sanitizeRichText } from '../../lib/sanitize-html';

export const saveOutlineSchemas = { body: saveOutlineBody };

/** The description is sanitised here with the allow-list (docs/product.md#characters); blank HTML is no description. */
const serverDesc = characterDescSchema
  .transform(sanitizeRichText)
  .refine(hasVisibleText, { error: 'Description is required' });

export const createCharacterSchemas = { body: characterBody.extend({ desc: serverDesc }) };

export const updateCharacterSchemas = {
  params: z.object({ id: idOf('character') }),
  body: characterPatchBody.safeExtend({ desc: serverDesc.optional() }),
};

export const characterBeatsSchemas = {
  params: z.object({ id: idOf('character') }),
  body: characterBeatsBody,
};

export const addNoteSchemas = { body: noteBody };

export const updateNoteSchemas = {
  params: z.object({ characterId: idOf('character'), noteId: idOf('note') }),
  body: notePatchBody,
};

export const revisionsSchemas = { query: revisionsQuery };
export const restoreRevisionSchemas = { params: z.object({ id: idOf('revision') }) };

const IF_MATCH = /^"(\d{1,9})"$/;
const TAB_ID = /^[\w-]{1,64}$/;

/**
 * A save's conditions from its headers: `If-Match: "<version>"` (docs/decisions/126-conflict-safe-saves.md)
 * and `X-Tab-Id`, the browser tab a save comes from (revisions of one tab coalesce). Malformed → 400.
 */
export function saveConditions(req: Request): { ifMatch?: number; tab?: string } {
  const ifMatch = req.get('If-Match');
  const tab = req.get('X-Tab-Id');
  const version = ifMatch === undefined ? undefined : IF_MATCH.exec(ifMatch.trim())?.[1];
  if (ifMatch !== undefined && version === undefined) {
    throw HttpError.badRequest('If-Match must be the outline version in quotes, such as "12"');
  }
  if (tab !== undefined && !TAB_ID.test(tab)) {
    throw HttpError.badRequest('X-Tab-Id must be 1 to 64 letters, digits, dashes or underscores');
  }
  return { ifMatch: version === undefined ? undefined : Number(version), tab };
}
