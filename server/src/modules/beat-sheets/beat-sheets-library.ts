import type { LibraryPage, ShelfSort } from '@three-act/contract/beat-sheets';
import { PAGE_SIZE } from '@three-act/contract/limits';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepareSql } from '../../db/prepared';
import { searchable } from '../../db/search';
import { HttpError } from '../../lib/http-error';
import { creditOf } from './beat-sheets.presenter';
import {
  cursorAfter,
  cursorValues,
  shelfPageQuery,
  type ShelfRow,
  type ShelfShape,
} from './beat-sheets-library.queries';

export interface LibraryOptions {
  q?: string;
  sort?: ShelfSort;
  cursor?: string;
  limit?: number;
}

const toShelfJson = (row: ShelfRow) => ({
  _id: row.id,
  name: row.name,
  author: { _id: row.authorId, name: row.authorName },
  description: row.description,
  beats: row.beats,
  acts: row.acts,
  likes: row.likes,
  liked: row.liked,
  ...(row.adoptedFrom ? { adoptedFrom: creditOf(row.adoptedFrom) } : {}),
  publishedAt: new Date(row.publishedKey).toISOString(),
});

/**
 * GET /api/beat-sheets/library: each page shape is prepared once on first use (PostgreSQL plans it
 * once per connection, decision 142), as the Brainstorm's list is.
 */
export function createLibrary(db: Db) {
  const statements = new Map<string, ReturnType<typeof prepareSql<ShelfRow>>>();

  function statement(shape: ShelfShape) {
    const name = `shelf_${shape.order}${shape.search ? '_q' : ''}_${shape.next ? 'next' : 'first'}`;
    let found = statements.get(name);
    if (!found) {
      found = prepareSql<ShelfRow>(
        db,
        name,
        shelfPageQuery(shape, {
          limit: sql.placeholder('limit'),
          viewer: sql.placeholder('viewer'),
          query: sql.placeholder('query'),
          cursor: [0, 1, 2].map((index) => sql.placeholder(`c${index}`)),
        }),
      );
      statements.set(name, found);
    }
    return found;
  }

  return async function library(viewerId: string, options: LibraryOptions = {}): Promise<LibraryPage> {
    const { q = '', sort: order = 'top', cursor, limit = PAGE_SIZE } = options;
    // A search box holding only punctuation looks for nothing, and finds nothing.
    if (q && !searchable(q)) return { sheets: [] };
    const values = cursor === undefined ? null : cursorValues(order, cursor);
    if (cursor !== undefined && !values) throw HttpError.badRequest('cursor is not valid', 'cursor');
    const shape: ShelfShape = { order, search: q !== '', next: values !== null };
    const { rows } = await statement(shape).execute({
      limit: limit + 1,
      viewer: viewerId,
      query: q,
      ...Object.fromEntries((values ?? []).map((value, index) => [`c${index}`, value])),
    });
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return {
      sheets: page.map(toShelfJson),
      ...(rows.length > limit && last ? { next: cursorAfter(order, last) } : {}),
    };
  };
}
