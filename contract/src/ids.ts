import { z } from './zod';

/** Ids are UUIDs; anything else can name no row. */
export const ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A path id that must be well formed: anything else answers 400 "Malformed {label} id". */
export const idOf = (label: string) => z.string().regex(ID_PATTERN, { error: `Malformed ${label} id` });
