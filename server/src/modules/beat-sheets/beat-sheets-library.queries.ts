import type { ShelfSort } from '@three-act/contract/beat-sheets';
import { sql, type SQL } from 'drizzle-orm';
import type { Param } from '../../db/prepared';
import { beatSheetLikes, beatSheets, users } from '../../db/schema';
import { prefixTsquery } from '../../db/search';
import { isId } from '../../lib/ids';
import { decodeCursor, encodeCursor, isTimeKey } from '../../lib/keyset';

/**
 * The shelf's pages (docs/decisions/156-beat-sheet-shelf.md), as the Brainstorm's (decision 135):
 * one query shape per order, each paged by a keyset that is exactly a partial index's order
 * (beat_sheets_shelf_top_idx, beat_sheets_shelf_new_idx), so a page is an index range scan however
 * many sheets are published. A search is a bitmap scan of beat_sheets_shelf_search_idx, then a sort of
 * its matches.
 */

/** Which query a page runs: each combination is one prepared statement. */
export interface ShelfShape {
  order: ShelfSort;
  /** Matched against a search. */
  search: boolean;
  /** After a cursor. */
  next: boolean;
}

export interface ShelfArgs {
  limit: Param<number>;
  viewer: Param<string>;
  /** The search box's text (with `search`). */
  query?: Param<string>;
  /** The cursor's values in the order's key order (with `next`). */
  cursor?: Param<string>[];
}

/** A row of a page, as the driver answers it. */
export interface ShelfRow {
  id: string;
  name: string;
  description: string;
  likes: number;
  adoptedFrom: { sheet: string; name: string; author: string } | null;
  /** The publication time with its microseconds (a JS Date would drop them and skip or repeat rows). */
  publishedKey: string;
  authorId: string;
  authorName: string;
  acts: number;
  beats: number;
  liked: boolean;
}

type KeyKind = 'int' | 'time' | 'id';
const KEY_VALUES: Record<KeyKind, (value: string) => boolean> = {
  int: (value) => /^\d{1,9}$/.test(value),
  time: isTimeKey,
  id: isId,
};
const KEY_CASTS: Record<KeyKind, string> = { int: 'int', time: 'timestamptz', id: 'uuid' };

/** Each order's keyset, all descending, with what each cursor value is. */
const KINDS: Record<ShelfSort, KeyKind[]> = { top: ['int', 'time', 'id'], new: ['time', 'id'] };
const KEYS: Record<ShelfSort, SQL[]> = {
  top: [sql.raw('s.likes'), sql.raw('s.published_at'), sql.raw('s.id')],
  new: [sql.raw('s.published_at'), sql.raw('s.id')],
};

/** On the shelf: literal, so the planner can prove the partial indexes' predicate. */
const VISIBLE = sql.raw('s.published_at is not null and not s.hidden');

/**
 * A page of the shelf: exported so a test can EXPLAIN exactly what the route runs. The author's name,
 * the counts of acts and beats (read from the page's own rows' structures) and the viewer's like (a
 * primary-key probe, fenced by `offset 0` so it never becomes a hashed scan of all their likes) ride
 * along: one round trip per page.
 */
export function shelfPageQuery(shape: ShelfShape, args: ShelfArgs): SQL {
  const keys = KEYS[shape.order];
  const source = shape.search
    ? // The matches come from the GIN index, fenced off (offset 0) so the planner cannot walk an
      // order's index instead and test every sheet against a rare word; they are sorted after.
      sql`(select * from ${beatSheets} s where ${VISIBLE} and s.search @@ ${prefixTsquery(args.query ?? '')} offset 0) s`
    : sql`${beatSheets} s`;
  const keyset = shape.next
    ? sql`and (${sql.join(keys, sql`, `)}) < (${sql.join(
        KINDS[shape.order].map((kind, index) => sql`${args.cursor?.[index]}::${sql.raw(KEY_CASTS[kind])}`),
        sql`, `,
      )})`
    : sql``;
  return sql`
    select s.id, s.name, s.description, s.likes, s.adopted_from as "adoptedFrom",
      to_char(s.published_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "publishedKey",
      s.user_id as "authorId", u.name as "authorName",
      jsonb_array_length(s.acts) as "acts",
      jsonb_array_length(jsonb_path_query_array(s.acts, '$[*].beats[*]')) as "beats",
      exists (
        select 1 from ${beatSheetLikes} l where l.sheet_id = s.id and l.user_id = ${args.viewer}::uuid offset 0
      ) as "liked"
    from ${source}
    join ${users} u on u.id = s.user_id
    where ${VISIBLE} ${keyset}
    order by ${sql.join(
      keys.map((key) => sql`${key} desc nulls last`),
      sql`, `,
    )}
    limit ${args.limit}`;
}

/** The cursor after a row: the order and its key values, so a page can never continue another order. */
export function cursorAfter(order: ShelfSort, row: ShelfRow): string {
  const values = order === 'top' ? [String(row.likes), row.publishedKey, row.id] : [row.publishedKey, row.id];
  return encodeCursor([order, ...values]);
}

/** The cursor's key values when it was made for this order and each is well formed, else null. */
export function cursorValues(order: ShelfSort, cursor: string): string[] | null {
  const [made, ...values] = decodeCursor(cursor);
  const kinds = KINDS[order];
  if (made !== order || values.length !== kinds.length) return null;
  return kinds.every((kind, index) => KEY_VALUES[kind](values[index] ?? '')) ? values : null;
}
