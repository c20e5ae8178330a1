import { ID_PATTERN } from '@three-act/contract/ids';

/** Ids are UUIDs; anything else can name no row, so callers answer 404 without asking the database. */
export const isId = (value: unknown): value is string => typeof value === 'string' && ID_PATTERN.test(value);
