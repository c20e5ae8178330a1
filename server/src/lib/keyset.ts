import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** A timestamp as text with microseconds: a JS Date would drop them and skip or repeat rows. */
export const microseconds = (column: AnyPgColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Whether a cursor's part is a timestamp `microseconds` wrote. */
export const isTimeKey = (value: string) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/.test(value);

/** A page's cursor: its key values, opaque to clients (base64url of the values joined by `|`). */
export const encodeCursor = (values: string[]) => Buffer.from(values.join('|'), 'utf8').toString('base64url');

/** A cursor's values as `encodeCursor` joined them; each caller checks how many and what they are. */
export const decodeCursor = (cursor: string) => Buffer.from(cursor, 'base64url').toString('utf8').split('|');
