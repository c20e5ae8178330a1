import { characterBody, characterDescSchema, noteBody, saveOutlineBody } from '@three-act/contract/outlines';
import { hasVisibleText, sanitizeRichText } from '../../lib/sanitize-html';

export const saveOutlineSchemas = { body: saveOutlineBody };

/** The description is sanitised here with the allow-list (docs/product.md#characters); blank HTML is no description. */
export const createCharacterSchemas = {
  body: characterBody.extend({
    desc: characterDescSchema.transform(sanitizeRichText).refine(hasVisibleText, { error: 'Description is required' }),
  }),
};

export const addNoteSchemas = { body: noteBody };
