import { sql } from 'drizzle-orm';
import { POSTS_FOUND_CAP } from '@three-act/contract/limits';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { as, buildComment, buildPost, buildReports, buildUser, buildUsers } from '../../../test/builders';
import type { TestUser } from '../../../test/factories';
import { postsCountSql, type CountShape } from './posts-count';

// Decision 167: a search's (or one writer's) first page says how many posts the list holds.
let ctx: TestContext;
let reader: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  reader = await buildUser(ctx, { verified: true });
});
afterAll(() => ctx.close());

const get = (url: string, user: TestUser = reader) => as(ctx, user).get(url);
const found = async (url: string, user: TestUser = reader) => {
  const res = await get(url, user).expect(200);
  return { header: res.headers['x-posts-found'] as string | undefined, listed: (res.body as unknown[]).length };
};

describe('GET /api/posts: X-Posts-Found', () => {
  it('counts what a search finds on its first page only, in posts and comments, not hidden ones', async () => {
    const [writer, commenter] = await buildUsers(ctx, 2, { verified: true });
    await buildPost(ctx, { user: writer, text: 'A lighthouse keeper finds a letter' });
    await buildPost(ctx, { user: writer, text: 'Two lighthouses and a storm' });
    const quiet = await buildPost(ctx, { user: writer, text: 'A quiet harbour' });
    await buildComment(ctx, { post: quiet, user: commenter, text: 'Add a lighthouse on the cliff' });
    const hidden = await buildPost(ctx, { user: writer, text: 'A lighthouse nobody should see' });
    await buildReports(ctx, { post: hidden }, 5);

    for (const sort of ['', '&sort=new', '&sort=active']) {
      expect(await found(`/api/posts?q=lighthouse${sort}`)).toEqual({ header: '3', listed: 3 });
    }
    // Several words (the GIN index) count alike.
    expect(await found('/api/posts?q=lighthouse%20letter')).toEqual({ header: '1', listed: 1 });

    const first = await get('/api/posts?q=lighthouse&limit=2').expect(200);
    expect(first.headers['x-posts-found']).toBe('3');
    const next = /<([^>]+)>; rel="next"/.exec(first.headers.link as string)?.[1] ?? '';
    const second = await get(next).expect(200);
    expect(second.body).toHaveLength(1);
    expect(second.headers['x-posts-found']).toBeUndefined();
  });

  it('counts a post once when it holds several words a one-word search begins', async () => {
    const writer = await buildUser(ctx, { verified: true });
    await buildPost(ctx, { user: writer, text: 'The moon over moonlit marshes' });
    await buildPost(ctx, { user: writer, text: 'Moonstone thieves' });
    expect(await found('/api/posts?q=moon')).toEqual({ header: '2', listed: 2 });
  });

  it("counts one writer's posts, with their hidden ones for themselves only, and a search among them", async () => {
    const writer = await buildUser(ctx, { verified: true });
    await buildPost(ctx, { user: writer, text: 'My first orchard idea' });
    await buildPost(ctx, { user: writer, text: 'My second idea' });
    const hidden = await buildPost(ctx, { user: writer, text: 'My hidden orchard idea' });
    await buildReports(ctx, { post: hidden }, 5);

    expect(await found('/api/posts?author=me', writer)).toEqual({ header: '3', listed: 3 });
    expect(await found(`/api/posts?author=${writer.id}`)).toEqual({ header: '2', listed: 2 });
    expect(await found('/api/posts?author=me&q=orchard', writer)).toEqual({ header: '2', listed: 2 });
    expect(await found('/api/posts?author=me&q=orchard')).toEqual({ header: '0', listed: 0 });
  });

  it('says nothing on the plain list, and 0 for a search that finds nothing or holds no word', async () => {
    await buildPost(ctx, { text: 'Anything at all' });
    expect((await found('/api/posts')).header).toBeUndefined();
    expect((await found('/api/posts?sort=new')).header).toBeUndefined();
    expect(await found('/api/posts?q=zzyzxqv')).toEqual({ header: '0', listed: 0 });
    expect(await found('/api/posts?q=%3F%21')).toEqual({ header: '0', listed: 0 });
  });

  it(`stops counting after ${POSTS_FOUND_CAP} and says "${POSTS_FOUND_CAP}+", by one word, by several and by writer`, async () => {
    const writer = await buildUser(ctx, { verified: true });
    await ctx.db.execute(sql`
      INSERT INTO posts (user_id, text, created_at)
      SELECT ${writer.id}::uuid, 'teapot tempest number ' || g, now() - (g || ' seconds')::interval
      FROM generate_series(1, ${POSTS_FOUND_CAP + 5}) AS g`);
    for (const url of ['/api/posts?q=teapot', '/api/posts?q=teapot%20tempest', '/api/posts?q=teapot&sort=new']) {
      expect(await found(url)).toEqual({ header: `${POSTS_FOUND_CAP}+`, listed: 20 });
    }
    expect(await found('/api/posts?author=me', writer)).toEqual({ header: `${POSTS_FOUND_CAP}+`, listed: 20 });
    expect(await found('/api/posts?q=teapot%20number%201000')).toEqual({ header: '1', listed: 1 });
  });

  it('plans the count on the indexes the page uses: post_terms for one word, the GIN index, posts_user_idx', async () => {
    const writer = await buildUser(ctx, { verified: true });
    const others = await buildUsers(ctx, 49, { verified: true });
    const authors = sql.raw(`array['${[writer, ...others].map((user) => user.id).join("','")}']::uuid[]`);
    await ctx.db.execute(sql`
      INSERT INTO posts (user_id, text, created_at)
      SELECT (${authors})[g % 50 + 1], 'bulk idea ' || g || CASE WHEN g % 1000 = 0 THEN ' lantern' ELSE '' END,
        now() - (g || ' seconds')::interval
      FROM generate_series(1, 5000) AS g`);
    for (const table of ['posts', 'post_terms', 'users']) await ctx.db.execute(sql.raw(`ANALYZE ${table}`));

    const cases: [CountShape, RegExp][] = [
      [{ search: true, word: true, author: false }, /Index Only Scan using post_terms_rank_idx on post_terms/],
      [{ search: true, word: false, author: false }, /Bitmap Index Scan on posts_search_idx/],
      [{ search: false, word: false, author: true }, /Index (Only )?Scan (using|on) posts_user_idx/],
      [{ search: true, word: false, author: true }, /posts_(user|search)_idx/],
    ];
    for (const [shape, index] of cases) {
      const query = postsCountSql(shape, { limit: 0, viewer: writer.id, author: writer.id, query: 'lantern' });
      const result = await ctx.db.execute(sql`EXPLAIN ${query}`);
      const plan = (result.rows as { 'QUERY PLAN': string }[]).map((row) => row['QUERY PLAN']).join('\n');
      const where = `${JSON.stringify(shape)}:\n${plan}`;
      expect({ where, ok: index.test(plan) }).toEqual({ where, ok: true });
      expect({ where, seq: /Seq Scan on (posts|post_terms)/.test(plan) }).toEqual({ where, seq: false });
    }
  });
});
