import { sql, type Placeholder } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { as, buildBeatSheet, buildUser, buildUsers } from '../../../test/builders';
import type { TestUser } from '../../../test/factories';
import { shelfPageQuery, type ShelfShape } from './beat-sheets-library.queries';

let ctx: TestContext;
let reader: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  reader = await buildUser(ctx, { verified: true });
});
afterAll(() => ctx.close());

interface Listed {
  _id: string;
  name: string;
  likes: number;
  liked: boolean;
  publishedAt: string;
}
interface Page {
  sheets: Listed[];
  next?: string;
}

const page = async (query: string, who: TestUser = reader) =>
  (await as(ctx, who).get(`/api/beat-sheets/library${query}`).expect(200)).body as Page;

/** Every page of a listing, following `next`. */
async function all(query: string) {
  const seen: Listed[] = [];
  let next: string | undefined;
  do {
    const cursor: string = next ? `${query ? '&' : '?'}cursor=${encodeURIComponent(next)}` : '';
    const one = await page(`${query}${cursor}`);
    seen.push(...one.sheets);
    next = one.next;
  } while (next);
  return seen;
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe('GET /api/beat-sheets/library', () => {
  it('lists published sheets that are not hidden, with their author, counts and the viewer’s like', async () => {
    const author = await buildUser(ctx, { verified: true, name: 'Shelf Author' });
    const acts = [
      {
        name: 'One',
        beats: [
          { name: 'A', question: '' },
          { name: 'B', question: '' },
        ],
      },
      { name: 'Two', beats: [] },
      { name: 'Three', beats: [{ name: 'C', question: 'Why?', hint: 'Because' }] },
    ];
    const shown = await buildBeatSheet(ctx, {
      user: author,
      name: 'Three of Three',
      description: 'Short and sweet',
      acts,
      publishedAt: minutesAgo(1),
    });
    await buildBeatSheet(ctx, { user: author, name: 'A draft' });
    await buildBeatSheet(ctx, { user: author, name: 'Hidden', publishedAt: minutesAgo(2), hidden: true });
    await as(ctx, reader).put(`/api/beat-sheets/${shown._id}/like`).expect(200);

    const { sheets, next } = await page('');
    expect(next).toBeUndefined();
    expect(sheets).toEqual([
      {
        _id: shown._id,
        name: 'Three of Three',
        author: { _id: author.id, name: 'Shelf Author' },
        description: 'Short and sweet',
        beats: 3,
        acts: 3,
        likes: 1,
        liked: true,
        publishedAt: shown.publishedAt!.toISOString(),
      },
    ]);
    expect((await page('', author)).sheets[0]).toMatchObject({ _id: shown._id, liked: false });
    await as(ctx, reader).delete(`/api/beat-sheets/${shown._id}/publish`).expect(404);
    await as(ctx, author).delete(`/api/beat-sheets/${shown._id}/publish`).expect(200);
    expect((await page('')).sheets).toEqual([]);
  });

  it('pages by 20 (or limit) in both orders, without skipping or repeating a sheet, ties and all', async () => {
    const writers = await buildUsers(ctx, 3, { verified: true });
    const published = minutesAgo(30);
    const made: { id: string; likes: number; at: number }[] = [];
    for (let i = 0; i < 45; i += 1) {
      // Many share a like count and some a publication time: the id breaks the ties.
      const at = new Date(published.getTime() + (i % 15) * 1000);
      const sheet = await buildBeatSheet(ctx, {
        user: writers[i % 3]!,
        name: `Paged ${i}`,
        likes: i % 4,
        publishedAt: at,
      });
      made.push({ id: sheet._id, likes: i % 4, at: at.getTime() });
    }
    const first = await page('');
    expect(first.sheets).toHaveLength(20);
    expect(first.next).toEqual(expect.any(String));

    const top = await all('');
    expect(top.map((sheet) => sheet._id)).toEqual(
      [...made].sort((a, b) => b.likes - a.likes || b.at - a.at || (b.id > a.id ? 1 : -1)).map((sheet) => sheet.id),
    );
    const newest = await all('?sort=new');
    expect(newest.map((sheet) => sheet._id)).toEqual(
      [...made].sort((a, b) => b.at - a.at || (b.id > a.id ? 1 : -1)).map((sheet) => sheet.id),
    );
    const small = await page('?sort=new&limit=7');
    expect(small.sheets).toHaveLength(7);
    expect(small.sheets.map((sheet) => sheet._id)).toEqual(newest.slice(0, 7).map((sheet) => sheet._id));
    // A like moves a sheet up the top order.
    const last = top.at(-1)!;
    for (const liker of await buildUsers(ctx, 4, { verified: true })) {
      await as(ctx, liker).put(`/api/beat-sheets/${last._id}/like`).expect(200);
    }
    expect((await page('')).sheets[0]!._id).toBe(last._id);
  });

  it('searches names and descriptions, any case, by the words’ beginnings, in either order', async () => {
    const author = await buildUser(ctx, { verified: true });
    const lantern = await buildBeatSheet(ctx, { user: author, name: 'The Lantern Arc', publishedAt: minutesAgo(3) });
    const described = await buildBeatSheet(ctx, {
      user: author,
      name: 'Quiet one',
      description: 'For stories lit by LANTERNS and candles',
      publishedAt: minutesAgo(2),
    });
    await buildBeatSheet(ctx, { user: author, name: 'Lantern draft' });
    await buildBeatSheet(ctx, { user: author, name: 'Lantern hidden', publishedAt: minutesAgo(1), hidden: true });

    expect((await page('?q=lantern&sort=new')).sheets.map((sheet) => sheet._id)).toEqual([described._id, lantern._id]);
    expect((await page('?q=LANT')).sheets.map((sheet) => sheet._id).sort()).toEqual(
      [described._id, lantern._id].sort(),
    );
    expect((await page('?q=candles%20lantern')).sheets.map((sheet) => sheet._id)).toEqual([described._id]);
    expect((await page('?q=zeppelin')).sheets).toEqual([]);
    // Punctuation, quotes and operators look for nothing and never break the query.
    for (const q of ['!!!', "'", '&|:*', '<->', '"lantern']) {
      expect((await as(ctx, reader).get(`/api/beat-sheets/library?q=${encodeURIComponent(q)}`)).status).toBe(200);
    }
    expect((await page('?q=%22lantern')).sheets).toHaveLength(2);
  });

  it('refuses a bad sort, limit, cursor, or a cursor of the other order, with a 400 naming it', async () => {
    const first = await page('?limit=1');
    expect(first.next).toEqual(expect.any(String));
    const cases: [string, { msg: string; path: string }][] = [
      ['?sort=hot', { msg: 'sort must be top or new', path: 'sort' }],
      ['?limit=0', { msg: 'limit must be a whole number from 1 to 50', path: 'limit' }],
      ['?limit=51', { msg: 'limit must be a whole number from 1 to 50', path: 'limit' }],
      ['?cursor=nonsense', { msg: 'cursor is not valid', path: 'cursor' }],
      [`?sort=new&cursor=${encodeURIComponent(first.next!)}`, { msg: 'cursor is not valid', path: 'cursor' }],
      [`?cursor=${'x'.repeat(201)}`, { msg: 'cursor is not valid', path: 'cursor' }],
      [`?q=${'x'.repeat(201)}`, { msg: 'Search must be at most 200 characters', path: 'q' }],
    ];
    for (const [query, error] of cases) {
      const res = await as(ctx, reader).get(`/api/beat-sheets/library${query}`);
      expect({ query, status: res.status, body: res.body }).toEqual({ query, status: 400, body: { errors: [error] } });
    }
  });
});

describe('the shelf uses its indexes at any size', () => {
  const dialect = new PgDialect();
  const lines = (result: { rows: unknown[] }) =>
    (result.rows as { 'QUERY PLAN': string }[]).map((row) => row['QUERY PLAN']).join('\n');
  // Halfway through the bulk sheets' dates below, so a later page has rows to walk.
  const MIDDLE = new Date(Date.now() - 2_000_000).toISOString().replace('Z', '000Z');
  const CURSORS: Record<ShelfShape['order'], string[]> = {
    top: ['14', MIDDLE, '0b7a3c1e-5f7d-4a8e-9c2b-1d3e5f7a9b0c'],
    new: [MIDDLE, '0b7a3c1e-5f7d-4a8e-9c2b-1d3e5f7a9b0c'],
  };
  const INDEX = {
    top: /beat_sheets_shelf_top_idx/,
    new: /beat_sheets_shelf_new_idx/,
    search: /beat_sheets_shelf_search_idx/,
  };

  /** The plan PostgreSQL uses for the prepared statement once it goes generic (parameters unknown). */
  const genericPlan = (shape: ShelfShape, viewer: string) =>
    ctx.db.transaction(async (tx) => {
      const { sql: text, params } = dialect.sqlToQuery(
        shelfPageQuery(shape, {
          limit: sql.placeholder('limit'),
          viewer: sql.placeholder('viewer'),
          query: sql.placeholder('query'),
          cursor: [0, 1, 2].map((index) => sql.placeholder(`c${index}`)),
        }),
      );
      const values: Record<string, string> = {
        limit: '21',
        viewer,
        query: 'lantern',
        ...Object.fromEntries(CURSORS[shape.order].map((value, index) => [`c${index}`, value])),
      };
      const args = params.map((param) => `'${values[(param as Placeholder).name]}'`).join(', ');
      await tx.execute(sql`SET LOCAL plan_cache_mode = force_generic_plan`);
      await tx.execute(sql.raw(`PREPARE generic_shelf AS ${text}`));
      const result = await tx.execute(sql.raw(`EXPLAIN EXECUTE generic_shelf(${args})`));
      await tx.execute(sql`DEALLOCATE generic_shelf`);
      return lines(result);
    });

  it('plans an index scan with no sort for each order, and the search index for a search, first and later pages', async () => {
    const writers = await buildUsers(ctx, 20, { verified: true });
    const authors = sql.raw(`array['${writers.map((user) => user.id).join("','")}']::uuid[]`);
    // 4 000 sheets, three in four published, one in fifty hidden, one in a thousand naming a lantern.
    await ctx.db.execute(sql`
      INSERT INTO beat_sheets (user_id, name, description, acts, likes, published_at, hidden)
      SELECT (${authors})[g % 20 + 1], 'Bulk sheet ' || g || CASE WHEN g % 1000 = 0 THEN ' lantern' ELSE '' END,
        'A structure for story number ' || g, '[{"name":"One","beats":[{"name":"A","question":""}]}]'::jsonb,
        g % 29, CASE WHEN g % 4 = 0 THEN NULL ELSE now() - (g || ' seconds')::interval END, g % 50 = 0
      FROM generate_series(1, 4000) AS g`);
    await ctx.db.execute(sql`
      INSERT INTO beat_sheet_likes (sheet_id, user_id)
      SELECT id, ${reader.id}::uuid FROM beat_sheets WHERE likes % 3 = 0 ON CONFLICT DO NOTHING`);
    for (const table of ['beat_sheets', 'beat_sheet_likes', 'users']) await ctx.db.execute(sql.raw(`ANALYZE ${table}`));

    for (const order of ['top', 'new'] as const) {
      for (const search of [false, true]) {
        for (const next of [false, true]) {
          const shape: ShelfShape = { order, search, next };
          const custom = lines(
            await ctx.db.execute(
              sql`EXPLAIN ${shelfPageQuery(shape, {
                limit: 21,
                viewer: reader.id,
                query: 'lantern',
                cursor: next ? CURSORS[order] : undefined,
              })}`,
            ),
          );
          for (const plan of [custom, await genericPlan(shape, reader.id)]) {
            const where = `${order}${search ? ' search' : ''}, ${next ? 'later' : 'first'} page:\n${plan}`;
            expect({ where, ok: (search ? INDEX.search : INDEX[order]).test(plan) }).toEqual({ where, ok: true });
            expect({ where, seq: /Seq Scan on (beat_sheets|beat_sheet_likes)/.test(plan) }).toEqual({
              where,
              seq: false,
            });
            // The viewer's like: a primary-key probe per sheet on the page, never all of their likes.
            expect({ where, hashed: /hashed SubPlan/.test(plan) }).toEqual({ where, hashed: false });
            // A plain list walks its index in order; a search sorts its matches only.
            if (!search) expect({ where, sort: /Sort/.test(plan) }).toEqual({ where, sort: false });
          }
        }
      }
    }

    // and the route still answers bounded, ordered pages
    const top = await page('?limit=50');
    expect(top.sheets).toHaveLength(50);
    expect(top.sheets[0]!.likes).toBeGreaterThanOrEqual(top.sheets[49]!.likes);
    expect((await page('?q=lantern')).sheets.length).toBeGreaterThanOrEqual(2);
  });
});
