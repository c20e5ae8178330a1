import { sql, type Placeholder } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { as, buildComment, buildPost, buildReports, buildUser, buildUsers } from '../../../test/builders';
import type { TestUser } from '../../../test/factories';
import { postsPageQuery, type PageShape, type PostOrder } from './posts-list.queries';

let ctx: TestContext;
let reader: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  reader = await buildUser(ctx, { verified: true });
});
afterAll(() => ctx.close());

const MISSING_ID = '0b7a3c1e-5f7d-4a8e-9c2b-1d3e5f7a9b0c';
type Listed = {
  _id: string;
  user: string;
  text: string;
  likeCount: number;
  commentCount: number;
  date: string;
  flagged: boolean;
};

const get = (url: string, user: TestUser = reader) => as(ctx, user).get(url);

/** Every page of a list, following the Link header. */
async function allPages(first: string, user: TestUser = reader) {
  const pages: Listed[][] = [];
  let url: string | null = first;
  while (url) {
    const res: { body: Listed[]; headers: Record<string, string> } = await get(url, user).expect(200);
    pages.push(res.body);
    url = /<([^>]+)>; rel="next"/.exec(res.headers.link ?? '')?.[1] ?? null;
  }
  return pages;
}
const ids = (pages: Listed[][]) => pages.flat().map((post) => post._id);

describe('GET /api/posts?sort=', () => {
  it('new: newest first, paged through a Link that keeps the sort, so a new post is first after a reload', async () => {
    const writers = await buildUsers(ctx, 2, { verified: true });
    const made = [];
    for (let i = 0; i < 5; i += 1) made.push(await buildPost(ctx, { user: writers[i % 2]!, text: `Fresh idea ${i}` }));
    // A starred old post does not outrank a new one here.
    await as(ctx, reader).put(`/api/posts/like/${made[0]!._id}`).expect(200);

    const first = await get('/api/posts?sort=new&limit=2').expect(200);
    expect(first.headers.link).toMatch(/^<\/api\/posts\?sort=new&cursor=[\w-]+&limit=2>; rel="next"$/);
    const pages = await allPages('/api/posts?sort=new&limit=2');
    const listed = ids(pages);
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed.slice(0, 5)).toEqual(made.map((post) => post._id).reverse());
    const dates = pages.flat().map((post) => post.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('active: a comment brings a post to the top, and deleting it puts the post back', async () => {
    const [author, commenter] = await buildUsers(ctx, 2, { verified: true });
    const older = await buildPost(ctx, { user: author!, text: 'An older idea' });
    const newer = await buildPost(ctx, { user: author!, text: 'A newer idea' });
    let top = (await get('/api/posts?sort=active&limit=2').expect(200)).body as Listed[];
    expect(top.map((post) => post._id)).toEqual([newer._id, older._id]);

    const comment = await buildComment(ctx, { post: older, user: commenter!, text: 'Try a twist' });
    top = (await get('/api/posts?sort=active&limit=2').expect(200)).body as Listed[];
    expect(top.map((post) => post._id)).toEqual([older._id, newer._id]);
    expect(top[0]).toMatchObject({ commentCount: 1 });

    await as(ctx, commenter!).delete(`/api/posts/comment/${older._id}/${comment._id}`).expect(200);
    top = (await get('/api/posts?sort=active&limit=2').expect(200)).body as Listed[];
    expect(top.map((post) => post._id)).toEqual([newer._id, older._id]);
  });

  it('answers 400 for an unknown sort, a malformed author and a cursor made for another order', async () => {
    expect((await get('/api/posts?sort=hot').expect(400)).body).toEqual({
      errors: [{ msg: 'sort must be top, new or active', path: 'sort' }],
    });
    expect((await get('/api/posts?author=abc').expect(400)).body).toEqual({
      errors: [{ msg: 'author must be me or a writer id', path: 'author' }],
    });
    const writer = await buildUser(ctx, { verified: true });
    for (let i = 0; i < 3; i += 1) await buildPost(ctx, { user: writer });
    const link = (await get('/api/posts?sort=new&limit=1').expect(200)).headers.link as string;
    const cursor = /cursor=([\w-]+)/.exec(link)?.[1];
    expect((await get(`/api/posts?sort=active&cursor=${cursor}`).expect(400)).body).toEqual({
      errors: [{ msg: 'cursor is not valid', path: 'cursor' }],
    });
  });
});

describe('GET /api/posts?author=', () => {
  it("lists one writer's posts; the writer's own list keeps their hidden post, flagged", async () => {
    const [writer, other] = await buildUsers(ctx, 2, { verified: true });
    const kept = await buildPost(ctx, { user: writer!, text: 'My first idea' });
    const hidden = await buildPost(ctx, { user: writer!, text: 'My reported idea' });
    await buildPost(ctx, { user: other!, text: 'Not mine' });
    await buildReports(ctx, { post: hidden }, 5);

    const mine = (await get('/api/posts?author=me&sort=new', writer).expect(200)).body as Listed[];
    expect(mine.map((post) => post._id)).toEqual([hidden._id, kept._id]);
    expect(mine[0]).toMatchObject({ flagged: true });

    const theirs = (await get(`/api/posts?author=${writer!.id}`, other).expect(200)).body as Listed[];
    expect(theirs.map((post) => post._id)).toEqual([kept._id]);
    expect((await get(`/api/posts?author=${MISSING_ID}`).expect(200)).body).toEqual([]);
  });
});

describe('GET /api/posts?q=', () => {
  it('finds words and their beginnings in posts and in comments, the post itself ranking first', async () => {
    const [writer, commenter] = await buildUsers(ctx, 2, { verified: true });
    const inText = await buildPost(ctx, { user: writer!, text: 'My heroine keeps a lighthouse on a stormy island' });
    const inComment = await buildPost(ctx, { user: writer!, text: 'Where should act two end?' });
    await buildComment(ctx, {
      post: inComment,
      user: commenter!,
      text: 'Maybe at the lighthouse, when the storm breaks',
    });
    await buildPost(ctx, { user: writer!, text: 'Nothing to see here' });

    const found = (await get('/api/posts?q=lighthou').expect(200)).body as Listed[];
    expect(found.map((post) => post._id)).toEqual([inText._id, inComment._id]);
    // several words must all be there; stems match (stormy / storm)
    expect(((await get('/api/posts?q=storm%20island').expect(200)).body as Listed[]).map((p) => p._id)).toEqual([
      inText._id,
    ]);
    // under New the matches keep the newest-first order
    const newest = (await get('/api/posts?q=lighthouse&sort=new').expect(200)).body as Listed[];
    expect(newest.map((post) => post._id)).toEqual([inComment._id, inText._id]);
    // paged one by one through the Link, which keeps the search
    const pages = await allPages('/api/posts?q=lighthouse&limit=1');
    expect(ids(pages)).toEqual([inText._id, inComment._id]);
  });

  it('does not find hidden posts or through hidden comments, and searches one writer with author', async () => {
    const [writer, commenter] = await buildUsers(ctx, 2, { verified: true });
    const hidden = await buildPost(ctx, { user: writer!, text: 'A zeppelin heist gone wrong' });
    await buildReports(ctx, { post: hidden }, 5);
    const viaComment = await buildPost(ctx, { user: writer!, text: 'Help with my second act' });
    const rude = await buildComment(ctx, { post: viaComment, user: commenter!, text: 'zeppelin nonsense' });
    await buildReports(ctx, { comment: rude }, 5);
    expect((await get('/api/posts?q=zeppelin').expect(200)).body).toEqual([]);

    const other = await buildPost(ctx, { user: commenter!, text: 'Quokka detectives' });
    const mine = await buildPost(ctx, { user: writer!, text: 'Quokka pirates' });
    const found = (await get('/api/posts?q=quokka&author=me', writer).expect(200)).body as Listed[];
    expect(found.map((post) => post._id)).toEqual([mine._id]);
    expect(found.map((post) => post._id)).not.toContain(other._id);
  });

  it('ranks a one-word search over every word it begins, page after page, as ranking every match would', async () => {
    const [writer, commenter, ...others] = await buildUsers(ctx, 4, { verified: true });
    // Words beginning "vorpal" in posts (weight A) and comments (weight D), one to three times, so a
    // post's best word is sometimes not the one that lists it first and the pages must skip it.
    const made: string[] = [];
    const texts = ['vorpal', 'vorpalblade', 'vorpalsword', 'vorpal vorpal', 'vorpalblade vorpalsword vorpalsword'];
    for (let i = 0; i < 12; i += 1) {
      const post = await buildPost(ctx, {
        user: others[i % others.length]!,
        text: `Idea ${i}: ${texts[i % texts.length]!}`,
      });
      if (i % 3 === 0)
        await buildComment(ctx, { post, user: commenter!, text: `${texts[(i + 2) % texts.length]!} again` });
      made.push(post._id);
    }
    const onlyComment = await buildPost(ctx, { user: writer!, text: 'A blade with a name' });
    await buildComment(ctx, { post: onlyComment, user: commenter!, text: 'vorpalsword vorpalsword vorpalsword' });
    const hidden = await buildPost(ctx, { user: writer!, text: 'vorpal vorpal vorpal' });
    await buildReports(ctx, { post: hidden }, 5);
    const edited = await buildPost(ctx, { user: writer!, text: 'vorpalish first draft' });
    await as(ctx, writer!).put(`/api/posts/${edited._id}`).send({ text: 'Rewritten' });

    // Every visible match ranked by its best word, as a query over all of them would (no index walk).
    const expected = (
      await ctx.db.execute(sql`
        SELECT p.id FROM posts p, unnest(p.search) w
        WHERE starts_with(w.lexeme, 'vorpal') AND p.report_count < 5
        GROUP BY p.id, p.created_at
        ORDER BY max(term_rank(p.search, w.lexeme)) DESC, p.created_at DESC, p.id DESC`)
    ).rows.map((row) => (row as { id: string }).id);
    expect(expected).toHaveLength(13);
    expect(expected).toContain(onlyComment._id);
    expect(expected).not.toContain(hidden._id);
    expect(expected).not.toContain(edited._id);

    for (const limit of [1, 2, 5, 20]) {
      expect(ids(await allPages(`/api/posts?q=vorpal&limit=${limit}`))).toEqual(expected);
    }
    // A word the post no longer has after its edit finds nothing; its new word does.
    expect((await get('/api/posts?q=vorpalish').expect(200)).body).toEqual([]);
    expect(((await get('/api/posts?q=rewritten').expect(200)).body as Listed[]).map((p) => p._id)).toEqual([
      edited._id,
    ]);
    // A moderator who clears its reports shows the post again, and the search finds it again, first.
    const mod = await buildUser(ctx, { verified: true, role: 'mod' });
    await as(ctx, mod).put(`/api/moderation/posts/${hidden._id}/clear-reports`).expect(200);
    expect(((await get('/api/posts?q=vorpal&limit=1').expect(200)).body as Listed[])[0]?._id).toBe(hidden._id);
    // post_terms holds exactly the words of every vector, each with its rank for that word alone.
    const drift = await ctx.db.execute(sql`
      SELECT count(*)::int AS n FROM (
        (SELECT p.id, w.lexeme, term_rank(p.search, w.lexeme), p.report_count < 5 FROM posts p, unnest(p.search) w
         EXCEPT SELECT post_id, lexeme, rank, visible FROM post_terms)
        UNION ALL
        (SELECT post_id, lexeme, rank, visible FROM post_terms
         EXCEPT SELECT p.id, w.lexeme, term_rank(p.search, w.lexeme), p.report_count < 5 FROM posts p, unnest(p.search) w)
      ) d`);
    expect(drift.rows).toEqual([{ n: 0 }]);
  });

  it('never errors on any text, and refuses more than 200 characters', async () => {
    const writer = await buildUser(ctx, { verified: true });
    await buildPost(ctx, { user: writer, text: "Don't split the party (or do)" });
    for (const q of [
      '"',
      "'",
      '!',
      '&|!():*<->',
      "don't",
      'a & b | !c',
      '\u0000party',
      'party\u0000',
      '\\',
      '%_',
      '🙂',
      'the',
    ]) {
      const res = await get(`/api/posts?q=${encodeURIComponent(q)}`).expect(200);
      expect(Array.isArray(res.body)).toBe(true);
    }
    expect(
      ((await get(`/api/posts?q=${encodeURIComponent("party's")}`).expect(200)).body as Listed[])[0],
    ).toMatchObject({
      text: "Don't split the party (or do)",
    });
    expect((await get(`/api/posts?q=${'a'.repeat(201)}`).expect(400)).body).toEqual({
      errors: [{ msg: 'Search must be at most 200 characters', path: 'q' }],
    });
    expect((await get(`/api/posts?q=${'a'.repeat(10_000)}`).expect(400)).body.errors[0].path).toBe('q');
  });
});

describe('every order and the search use their index at any size', () => {
  const ORDER_INDEX: Record<PostOrder, RegExp> = {
    top: /Index (Only )?Scan using posts_visible_rank_idx on posts/,
    new: /Index (Only )?Scan using posts_visible_new_idx on posts/,
    active: /Index (Only )?Scan using posts_visible_active_idx on posts/,
    relevance: /Bitmap Index Scan on posts_search_idx/,
  };
  const SEARCH_INDEX = /Bitmap Index Scan on posts_search_idx/;
  const USER_INDEX = /Index (Only )?Scan (using|on) posts_user_idx/;
  const WORD_INDEX = /Index (Only )?Scan using post_terms_rank_idx on post_terms/;
  /** Every order, every order of a search (which is relevance under top), and a one-word search. */
  const SHAPES: Omit<PageShape, 'next' | 'author'>[] = [
    { order: 'top', search: false, word: false },
    { order: 'new', search: false, word: false },
    { order: 'active', search: false, word: false },
    { order: 'relevance', search: true, word: false },
    { order: 'relevance', search: true, word: true },
    { order: 'new', search: true, word: false },
    { order: 'active', search: true, word: false },
  ];
  const VALUES: Record<string, string> = {
    limit: '21',
    query: 'lantern',
    c0: '10',
    c1: '2025-01-01T00:00:00.000000Z',
    c2: MISSING_ID,
  };
  // Halfway through the bulk posts' dates below, so a later page has rows to walk.
  const MIDDLE = new Date(Date.now() - 2_500_000).toISOString().replace('Z', '000Z');
  const CURSORS: Record<PostOrder, string[]> = {
    top: ['10', MIDDLE, MISSING_ID],
    new: [MIDDLE, MISSING_ID],
    active: [MIDDLE, MISSING_ID],
    relevance: ['0.5', MIDDLE, MISSING_ID],
  };
  const lines = (result: { rows: unknown[] }) =>
    (result.rows as { 'QUERY PLAN': string }[]).map((row) => row['QUERY PLAN']).join('\n');

  /** The plan PostgreSQL uses for the prepared statement once it goes generic (parameters unknown). */
  const genericPlan = (shape: PageShape, viewer: string, author = viewer) =>
    ctx.db.transaction(async (tx) => {
      const { sql: text, params } = postsPageQuery(ctx.db, shape, {
        limit: sql.placeholder('limit'),
        viewer: sql.placeholder('viewer'),
        author: sql.placeholder('author'),
        query: sql.placeholder('query'),
        cursor: CURSORS[shape.order].map((_, index) => sql.placeholder(`c${index}`)),
      }).toSQL();
      const values: Record<string, string> = {
        ...VALUES,
        viewer,
        author,
        ...Object.fromEntries(CURSORS[shape.order].map((value, index) => [`c${index}`, value])),
      };
      const args = params.map((param) => `'${values[(param as Placeholder).name]}'`).join(', ');
      await tx.execute(sql`SET LOCAL plan_cache_mode = force_generic_plan`);
      await tx.execute(sql.raw(`PREPARE generic_page AS ${text}`));
      const result = await tx.execute(sql.raw(`EXPLAIN EXECUTE generic_page(${args})`));
      await tx.execute(sql`DEALLOCATE generic_page`);
      return lines(result);
    });

  it("plans an index scan with no sort for each order, and posts_user_idx for one writer's, first and later pages, custom and generic plans", async () => {
    const writer = await buildUser(ctx, { verified: true });
    // Fifty writers of 100 posts each, so one writer's list is a small part of the table.
    const others = await buildUsers(ctx, 49, { verified: true });
    const authors = sql.raw(`array['${[writer, ...others].map((user) => user.id).join("','")}']::uuid[]`);
    await ctx.db.execute(sql`
      INSERT INTO posts (user_id, text, like_count, created_at)
      SELECT (${authors})[g % 50 + 1], 'bulk idea ' || g || CASE WHEN g % 1000 = 0 THEN ' lantern' ELSE '' END,
        g % 37, now() - (g || ' seconds')::interval
      FROM generate_series(1, 5000) AS g`);
    await ctx.db.execute(sql`
      INSERT INTO comments (post_id, user_id, text, created_at)
      SELECT id, ${writer.id}::uuid, 'a thought on ' || text, created_at FROM posts WHERE like_count % 5 = 0`);
    // The viewer has liked a third of them: the page must still probe only its own rows' likes.
    await ctx.db.execute(sql`
      INSERT INTO post_likes (post_id, user_id)
      SELECT id, ${writer.id}::uuid FROM posts WHERE like_count % 3 = 0 ON CONFLICT DO NOTHING`);
    for (const table of ['post_likes', 'posts', 'post_terms', 'comments', 'users'])
      await ctx.db.execute(sql.raw(`ANALYZE ${table}`));

    for (const { order, search, word } of SHAPES) {
      for (const next of [false, true]) {
        const shape: PageShape = { order, search, word, author: false, next };
        const custom = lines(
          await ctx.db.execute(
            sql`EXPLAIN ${postsPageQuery(ctx.db, shape, {
              limit: 21,
              viewer: writer.id,
              query: 'lantern',
              cursor: next ? CURSORS[order] : undefined,
            })}`,
          ),
        );
        for (const plan of [custom, await genericPlan(shape, writer.id)]) {
          const where = `${order}${word ? ' word' : search ? ' search' : ''}, ${next ? 'later' : 'first'} page:\n${plan}`;
          const index = word ? WORD_INDEX : search ? SEARCH_INDEX : ORDER_INDEX[order];
          expect({ where, ok: index.test(plan) }).toEqual({ where, ok: true });
          expect({ where, seq: /Seq Scan on (posts|post_terms)/.test(plan) }).toEqual({ where, seq: false });
          // The viewer's like and report: a primary-key probe per post on the page, never all of their rows.
          expect({ where, hashed: /hashed SubPlan/.test(plan) }).toEqual({ where, hashed: false });
          // A search sorts only its matches; a plain list walks its index in order.
          if (!search) expect({ where, sort: /Sort/.test(plan) }).toEqual({ where, sort: false });
        }
      }
    }

    // One writer's posts (My posts, or a writer's posts read by another) in each order and each search
    // (never the one-word walk): a range of posts_user_idx, which holds the writer's hidden posts too.
    for (const { order, search } of SHAPES.filter((shape) => !shape.word)) {
      for (const next of [false, true]) {
        for (const viewer of [writer, others[0]!]) {
          const shape: PageShape = { order, search, word: false, author: true, next };
          const custom = lines(
            await ctx.db.execute(
              sql`EXPLAIN ${postsPageQuery(ctx.db, shape, {
                limit: 21,
                viewer: viewer.id,
                author: writer.id,
                query: 'lantern',
                cursor: next ? CURSORS[order] : undefined,
              })}`,
            ),
          );
          for (const plan of [custom, await genericPlan(shape, viewer.id, writer.id)]) {
            const where = `author ${order}${search ? ' search' : ''}, ${viewer === writer ? 'own' : "another's"}, ${next ? 'later' : 'first'} page:\n${plan}`;
            expect({ where, ok: USER_INDEX.test(plan) }).toEqual({ where, ok: true });
            expect({ where, seq: /Seq Scan on posts/.test(plan) }).toEqual({ where, seq: false });
            expect({ where, hashed: /hashed SubPlan/.test(plan) }).toEqual({ where, hashed: false });
            // Newest first is the index's own order; the others sort the writer's posts only.
            if (order === 'new' && !search) expect({ where, sort: /Sort/.test(plan) }).toEqual({ where, sort: false });
          }
        }
      }
    }

    // and the routes still answer bounded, ordered pages
    const top = (await get('/api/posts?limit=50', writer).expect(200)).body as Listed[];
    expect(top).toHaveLength(50);
    expect(top[0]!.likeCount).toBeGreaterThanOrEqual(top[49]!.likeCount);
    const found = (await get('/api/posts?q=lantern', writer).expect(200)).body as Listed[];
    expect(found).toHaveLength(5);
    const mine = (await get('/api/posts?author=me&sort=new&limit=50', writer).expect(200)).body as Listed[];
    expect(mine).toHaveLength(50);
    expect(new Set(mine.map((post) => post.user))).toEqual(new Set([writer.id]));
  });
});
