import { eq } from 'drizzle-orm';
import { commentReports, comments, commentVotes, moderationLog, postLikes, postReports, posts } from '../../db/schema';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { as, buildComment, buildPost, buildUser, buildUsers } from '../../../test/builders';
import { createPost, type TestUser } from '../../../test/factories';

let ctx: TestContext;
let writer: TestUser;
let unverified: TestUser;
let mod: TestUser;
let admin: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  [unverified, mod, admin] = await Promise.all([
    buildUser(ctx),
    buildUser(ctx, { verified: true, role: 'mod' }),
    buildUser(ctx, { verified: true, role: 'admin' }),
  ]);
});
afterAll(() => ctx.close());
// A fresh author per test keeps the 10-posts-in-10-minutes limit out of the way.
beforeEach(async () => {
  writer = await buildUser(ctx, { verified: true });
});

const SIGN_IN = { errors: [{ msg: 'Please sign in to continue' }] };
const VERIFY_FIRST = { errors: [{ msg: 'Please verify your e-mail address first' }] };
const POST_NOT_FOUND = { errors: [{ msg: 'Post not found' }] };
const COMMENT_NOT_FOUND = { errors: [{ msg: 'Comment not found' }] };
const MISSING_ID = '0b7a3c1e-5f7d-4a8e-9c2b-1d3e5f7a9b0c';
/** Malformed ids, path-encoded: none of them may reach the database or answer 500. */
const MALFORMED_IDS = [
  'abc',
  encodeURIComponent("1' OR 1=1"),
  '12345',
  `${MISSING_ID}x`,
  encodeURIComponent('{"$ne":null}'),
];

type Method = 'get' | 'post' | 'put' | 'delete';
const call = (method: Method, url: string, user: TestUser | null, body?: object) => {
  const req = (user ? as(ctx, user) : ctx.api())[method](url);
  return body ? req.send(body) : req;
};

const postRow = async (id: string) => (await ctx.db.select().from(posts).where(eq(posts.id, id)))[0];
const commentRow = async (id: string) => (await ctx.db.select().from(comments).where(eq(comments.id, id)))[0];
const count = async (
  table: typeof postLikes | typeof postReports | typeof commentVotes | typeof commentReports,
  itemId: string,
) => (await ctx.db.select().from(table).where(eq(table.itemId, itemId))).length;

/** Reports a post (or comment) by `n` fresh verified writers (only their reports count toward hiding). */
async function reportBy(n: number, url: string) {
  const reporters = await buildUsers(ctx, n, { verified: true });
  for (const reporter of reporters) await call('put', url, reporter).expect(200);
  return reporters;
}

/** Every page of the list, following the Link header. */
async function allPages(user: TestUser, limit: number) {
  const pages: { _id: string; likeCount: number; date: string }[][] = [];
  let url: string | null = `/api/posts?limit=${limit}`;
  while (url) {
    const res: { body: { _id: string; likeCount: number; date: string }[]; headers: Record<string, string> } =
      await call('get', url, user).expect(200);
    pages.push(res.body);
    url = /<([^>]+)>; rel="next"/.exec(res.headers.link ?? '')?.[1] ?? null;
  }
  return pages;
}

describe('POST /api/posts', () => {
  it('answers 401 when signed out and 403 when unverified, writing nothing', async () => {
    expect((await call('post', '/api/posts', null, { text: 'Nobody idea' }).expect(401)).body).toEqual(SIGN_IN);
    expect((await call('post', '/api/posts', unverified, { text: 'Unverified idea' }).expect(403)).body).toEqual(
      VERIFY_FIRST,
    );
    expect(await ctx.db.select().from(posts).where(eq(posts.userId, unverified.id))).toHaveLength(0);
  });

  it.each([[{}], [{ text: '' }], [{ text: '  \n\t ' }], [{ text: 42 }], [{ text: ['idea'] }], [{ text: null }]])(
    'refuses %j with 400',
    async (body) => {
      const res = await call('post', '/api/posts', writer, body).expect(400);
      expect(res.body).toEqual({ errors: [{ msg: 'Post text is required', path: 'text' }] });
    },
  );

  it('refuses more than 10 000 characters and accepts exactly 10 000', async () => {
    const res = await call('post', '/api/posts', writer, { text: 'x'.repeat(10_001) }).expect(400);
    expect(res.body).toEqual({ errors: [{ msg: 'Post must be at most 10,000 characters', path: 'text' }] });
    await call('post', '/api/posts', writer, { text: 'y'.repeat(10_000) }).expect(201);
  });

  it('answers 201 with the new post, trimmed, stored as plain text', async () => {
    const user = await buildUser(ctx, { verified: true });
    const text = '  <script>alert(1)</script>\nLine two <b>bold</b>  ';
    const res = await call('post', '/api/posts', user, { text, user: writer.id, likeCount: 99 }).expect(201);
    const row = await postRow(res.body._id);
    expect(res.body).toEqual({
      _id: row!.id,
      text: '<script>alert(1)</script>\nLine two <b>bold</b>',
      name: user.name,
      avatar: `/api/users/${user.id}/avatar`,
      user: user.id,
      likes: [],
      reports: [],
      comments: [],
      likeCount: 0,
      reportCount: 0,
      commentCount: 0,
      likedByMe: false,
      reportedByMe: false,
      flagged: false,
      date: row!.createdAt.toISOString(),
      editedAt: null,
    });
    expect(row).toMatchObject({
      userId: user.id,
      text: '<script>alert(1)</script>\nLine two <b>bold</b>',
      likeCount: 0,
    });
  });

  it('allows 10 posts per user in 10 minutes, then 429 with Retry-After', async () => {
    const user = await buildUser(ctx, { verified: true });
    for (let i = 0; i < 10; i += 1) await createPost(ctx, user);
    const res = await call('post', '/api/posts', user, { text: 'one too many' }).expect(429);
    expect(res.body).toEqual({
      errors: [{ msg: 'You can create at most 10 posts in 10 minutes; please wait a little' }],
    });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // another writer is not affected
    await createPost(ctx, writer);
  });
});

describe('GET /api/posts', () => {
  it('answers 401 when signed out', async () => {
    expect((await call('get', '/api/posts', null).expect(401)).body).toEqual(SIGN_IN);
  });

  it('answers 400 for a bad limit or cursor', async () => {
    for (const limit of ['0', '51', 'ten', '-1']) {
      const res = await call('get', `/api/posts?limit=${limit}`, writer).expect(400);
      expect(res.body).toEqual({ errors: [{ msg: 'limit must be a whole number from 1 to 50', path: 'limit' }] });
    }
    for (const cursor of ['abc', Buffer.from('1|2024-01-01|x').toString('base64url'), 'x'.repeat(300)]) {
      const res = await call('get', `/api/posts?cursor=${cursor}`, writer).expect(400);
      expect(res.body).toEqual({ errors: [{ msg: 'cursor is not valid', path: 'cursor' }] });
    }
  });

  it('sorts by likes then newest, pages with a Link cursor, never repeats or skips, and hides reported posts', async () => {
    const author = await buildUser(ctx, { verified: true });
    const fans = await buildUsers(ctx, 3, { verified: true });
    const made: { _id: string }[] = [];
    for (let i = 0; i < 7; i += 1) made.push(await buildPost(ctx, { user: author, text: `Ranked idea ${i}` }));
    // made[2] gets 3 likes, made[5] 2, made[0] 1; made[6] is hidden by 5 reports.
    for (const fan of fans) await call('put', `/api/posts/like/${made[2]!._id}`, fan).expect(200);
    for (const fan of fans.slice(0, 2)) await call('put', `/api/posts/like/${made[5]!._id}`, fan).expect(200);
    await call('put', `/api/posts/like/${made[0]!._id}`, fans[0]!).expect(200);
    await reportBy(5, `/api/posts/report/${made[6]!._id}`);

    const pages = await allPages(fans[0]!, 3);
    expect(pages.every((page) => page.length <= 3)).toBe(true);
    const all = pages.flat();
    const ids = all.map((p) => p._id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).not.toContain(made[6]!._id);
    for (const p of made.slice(0, 6)) expect(ids).toContain(p._id);
    // globally ordered by (likes desc, date desc)
    for (let i = 1; i < all.length; i += 1) {
      const [a, b] = [all[i - 1], all[i]];
      expect(a!.likeCount > b!.likeCount || (a!.likeCount === b!.likeCount && a!.date >= b!.date)).toBe(true);
    }
    const mine = ids.filter((id) => made.some((p) => p._id === id));
    expect(mine.slice(0, 3)).toEqual([made[2]!._id, made[5]!._id, made[0]!._id]);
    expect(mine.slice(3)).toEqual([made[4]!._id, made[3]!._id, made[1]!._id]);

    // the list item: counts, the viewer's own entries, no comments array
    const item = all.find((p) => p._id === made[2]!._id);
    expect(item).toEqual({
      _id: made[2]!._id,
      text: 'Ranked idea 2',
      name: author.name,
      avatar: `/api/users/${author.id}/avatar`,
      user: author.id,
      likes: [{ user: fans[0]!.id }],
      reports: [],
      likeCount: 3,
      reportCount: 0,
      commentCount: 0,
      likedByMe: true,
      reportedByMe: false,
      flagged: false,
      date: expect.any(String),
      editedAt: null,
    });
    expect(all.find((p) => p._id === made[1]!._id)).toMatchObject({ likes: [], likeCount: 0, likedByMe: false });
  });

  it('uses 20 posts per page by default', async () => {
    const authors = await buildUsers(ctx, 3, { verified: true });
    for (const author of authors) for (let i = 0; i < 8; i += 1) await buildPost(ctx, { user: author });
    const res = await call('get', '/api/posts', writer).expect(200);
    expect(res.body).toHaveLength(20);
    expect(res.headers.link).toMatch(/^<\/api\/posts\?cursor=[\w-]+&limit=20>; rel="next"$/);
  });
});

describe('GET /api/posts/:id', () => {
  it('answers 401 when signed out and 404 for missing or malformed ids', async () => {
    const p = await buildPost(ctx, { user: writer });
    expect((await call('get', `/api/posts/${p._id}`, null).expect(401)).body).toEqual(SIGN_IN);
    for (const id of [MISSING_ID, ...MALFORMED_IDS]) {
      expect((await call('get', `/api/posts/${id}`, writer).expect(404)).body).toEqual(POST_NOT_FOUND);
    }
  });

  it('names a reporter only to that reporter and to moderators, in the post, its comments and the toggle answers', async () => {
    const author = await buildUser(ctx, { verified: true });
    const [reader, reporter] = await buildUsers(ctx, 2, { verified: true });
    const mod = await buildUser(ctx, { verified: true, role: 'mod' });
    const p = await buildPost(ctx, { user: author, text: 'Who reported me?' });
    const c = await buildComment(ctx, { post: p, user: author, text: 'And this one?' });
    const toggled = await call('put', `/api/posts/report/${p._id}`, reporter!).expect(200);
    expect(toggled.body).toEqual([{ user: reporter!.id }]);
    await call('put', `/api/posts/comment/${p._id}/report/${c._id}`, reporter!).expect(200);
    // A second report, by the reader: the answer shows the reader's own entry only.
    const second = await call('put', `/api/posts/report/${p._id}`, reader!).expect(200);
    expect(second.body).toEqual(expect.arrayContaining([{ user: null }, { user: reader!.id }]));

    const reports = async (viewer: TestUser) => {
      const res = await call('get', `/api/posts/${p._id}`, viewer).expect(200);
      return { post: res.body.reports, comment: res.body.comments[0].reports };
    };
    expect(await reports(author)).toEqual({
      post: [{ user: null }, { user: null }],
      comment: [{ user: null }],
    });
    expect((await reports(reporter!)).comment).toEqual([{ user: reporter!.id }]);
    const seenByMod = await reports(mod);
    expect(seenByMod.post).toEqual(expect.arrayContaining([{ user: reporter!.id }, { user: reader!.id }]));
    expect(seenByMod.comment).toEqual([{ user: reporter!.id }]);
  });

  it('answers the post with full like and report lists and comments by votes', async () => {
    const author = await buildUser(ctx, { verified: true });
    const [a, b] = await buildUsers(ctx, 2, { verified: true });
    const p = await buildPost(ctx, { user: author, text: 'First line\nSecond line' });
    await call('put', `/api/posts/like/${p._id}`, a!).expect(200);
    await call('put', `/api/posts/like/${p._id}`, b!).expect(200);
    await call('put', `/api/posts/report/${p._id}`, b!).expect(200);
    const c1 = await buildComment(ctx, { post: p, user: a!, text: 'Older comment' });
    const c2 = await buildComment(ctx, { post: p, user: b!, text: 'Voted comment' });
    const c3 = await buildComment(ctx, { post: p, user: author, text: 'Newest comment' });
    await call('put', `/api/posts/comment/${p._id}/vote/${c2._id}`, a!).expect(200);

    const res = await call('get', `/api/posts/${p._id}`, a!).expect(200);
    const row = await postRow(p._id);
    expect(res.body).toMatchObject({
      _id: p._id,
      text: 'First line\nSecond line',
      name: author.name,
      user: author.id,
      likes: [{ user: a!.id }, { user: b!.id }],
      // Reporters stay anonymous: the report keeps its place, not its reporter (item 5 of the attack).
      reports: [{ user: null }],
      likeCount: 2,
      reportCount: 1,
      commentCount: 3,
      likedByMe: true,
      reportedByMe: false,
      flagged: false,
      date: row!.createdAt.toISOString(),
    });
    // votes first, then oldest first: a discussion reads forwards (decision 136)
    expect(res.body.comments.map((c: { _id: string }) => c._id)).toEqual([c2._id, c1._id, c3._id]);
    const c2Row = await commentRow(c2._id);
    expect(res.body.comments[0]).toEqual({
      _id: c2._id,
      text: 'Voted comment',
      parent: null,
      name: b!.name,
      avatar: `/api/users/${b!.id}/avatar`,
      user: b!.id,
      votes: [{ user: a!.id }],
      reports: [],
      voteCount: 1,
      reportCount: 0,
      votedByMe: true,
      reportedByMe: false,
      flagged: false,
      date: c2Row!.createdAt.toISOString(),
      editedAt: null,
    });
  });
});

describe('DELETE /api/posts/:id', () => {
  it('answers 401 signed out, 404 for missing or malformed ids', async () => {
    const p = await buildPost(ctx, { user: writer });
    expect((await call('delete', `/api/posts/${p._id}`, null).expect(401)).body).toEqual(SIGN_IN);
    for (const id of [MISSING_ID, ...MALFORMED_IDS]) {
      expect((await call('delete', `/api/posts/${id}`, writer).expect(404)).body).toEqual(POST_NOT_FOUND);
    }
    expect(await postRow(p._id)).toBeDefined();
  });

  it('answers 403 to another writer and deletes nothing', async () => {
    const p = await buildPost(ctx, { user: writer });
    const other = await buildUser(ctx, { verified: true });
    const res = await call('delete', `/api/posts/${p._id}`, other).expect(403);
    expect(res.body).toEqual({ errors: [{ msg: 'You can only delete your own posts' }] });
    expect(await postRow(p._id)).toBeDefined();
  });

  it('lets the author delete (with its comments and likes), unlogged', async () => {
    const p = await buildPost(ctx, { user: writer });
    const c = await buildComment(ctx, { post: p, user: mod });
    await call('put', `/api/posts/like/${p._id}`, mod).expect(200);
    expect((await call('delete', `/api/posts/${p._id}`, writer).expect(200)).body).toEqual({ msg: 'Post Removed' });
    expect(await postRow(p._id)).toBeUndefined();
    expect(await commentRow(c._id)).toBeUndefined();
    expect(await count(postLikes, p._id)).toBe(0);
    expect(await ctx.db.select().from(moderationLog).where(eq(moderationLog.targetId, p._id))).toHaveLength(0);
  });

  it.each([['mod'], ['admin']])('lets a %s delete and logs who did it', async (role) => {
    const moderator = role === 'mod' ? mod : admin;
    const p = await buildPost(ctx, { user: writer, text: 'A secret plot nobody should keep' });
    await call('delete', `/api/posts/${p._id}`, moderator).expect(200);
    expect(await postRow(p._id)).toBeUndefined();
    const log = await ctx.db.select().from(moderationLog).where(eq(moderationLog.targetId, p._id));
    expect(log).toEqual([
      {
        id: expect.any(String),
        moderatorId: moderator.id,
        action: 'delete',
        targetType: 'post',
        targetId: p._id,
        summary: '0 reports',
        subjectId: writer.id,
        postId: p._id,
        reason: null,
        createdAt: expect.any(Date),
      },
    ]);
  });
});

describe('PUT /api/posts/like/:id', () => {
  it('answers 401, 403 unverified, 404 missing or malformed', async () => {
    const p = await buildPost(ctx, { user: writer });
    expect((await call('put', `/api/posts/like/${p._id}`, null).expect(401)).body).toEqual(SIGN_IN);
    expect((await call('put', `/api/posts/like/${p._id}`, unverified).expect(403)).body).toEqual(VERIFY_FIRST);
    for (const id of [MISSING_ID, ...MALFORMED_IDS]) {
      expect((await call('put', `/api/posts/like/${id}`, writer).expect(404)).body).toEqual(POST_NOT_FOUND);
    }
    expect(await count(postLikes, p._id)).toBe(0);
  });

  it('toggles and answers the new list', async () => {
    const p = await buildPost(ctx, { user: writer });
    expect((await call('put', `/api/posts/like/${p._id}`, mod).expect(200)).body).toEqual([{ user: mod.id }]);
    expect((await call('put', `/api/posts/like/${p._id}`, writer).expect(200)).body).toEqual([
      { user: mod.id },
      { user: writer.id },
    ]);
    expect((await call('put', `/api/posts/like/${p._id}`, mod).expect(200)).body).toEqual([{ user: writer.id }]);
    expect((await postRow(p._id))!.likeCount).toBe(1);
  });

  it('counts 20 parallel likes from 20 writers as 20', async () => {
    const p = await buildPost(ctx, { user: writer });
    const fans = await buildUsers(ctx, 20, { verified: true });
    await Promise.all(fans.map((fan) => call('put', `/api/posts/like/${p._id}`, fan).expect(200)));
    expect(await count(postLikes, p._id)).toBe(20);
    expect((await postRow(p._id))!.likeCount).toBe(20);
  });

  it('ends 21 parallel toggles from one writer with 0 or 1 like, never a duplicate, counter equal', async () => {
    const p = await buildPost(ctx, { user: writer });
    const results = await Promise.all(Array.from({ length: 21 }, () => call('put', `/api/posts/like/${p._id}`, mod)));
    expect(results.map((r) => r.status)).toEqual(Array(21).fill(200));
    const rows = await count(postLikes, p._id);
    expect([0, 1]).toContain(rows);
    expect((await postRow(p._id))!.likeCount).toBe(rows);
  });
});

describe('PUT /api/posts/report/:id and hiding', () => {
  it('answers 401 signed out and 404 missing or malformed; unverified writers may report', async () => {
    const p = await buildPost(ctx, { user: writer });
    expect((await call('put', `/api/posts/report/${p._id}`, null).expect(401)).body).toEqual(SIGN_IN);
    for (const id of [MISSING_ID, ...MALFORMED_IDS]) {
      expect((await call('put', `/api/posts/report/${id}`, writer).expect(404)).body).toEqual(POST_NOT_FOUND);
    }
    expect((await call('put', `/api/posts/report/${p._id}`, unverified).expect(200)).body).toEqual([
      { user: unverified.id },
    ]);
    expect((await call('put', `/api/posts/report/${p._id}`, unverified).expect(200)).body).toEqual([]);
    expect((await postRow(p._id))!.reportCount).toBe(0);
  });

  it('hides the post at the 5th report for everyone but its author and moderators', async () => {
    const p = await buildPost(ctx, { user: writer, text: 'Soon to be hidden' });
    const [third] = await buildUsers(ctx, 1, { verified: true });
    const reporters = await reportBy(4, `/api/posts/report/${p._id}`);
    await call('get', `/api/posts/${p._id}`, third!).expect(200);
    expect((await allPages(third!, 50)).flat().map((x) => x._id)).toContain(p._id);

    const fifth = await buildUser(ctx, { verified: true });
    await call('put', `/api/posts/report/${p._id}`, fifth).expect(200);
    expect((await postRow(p._id))!.reportCount).toBe(5);
    expect((await allPages(third!, 50)).flat().map((x) => x._id)).not.toContain(p._id);
    expect((await call('get', `/api/posts/${p._id}`, third!).expect(404)).body).toEqual(POST_NOT_FOUND);
    await call('get', `/api/posts/${p._id}`, reporters[0]!).expect(404);
    await call('put', `/api/posts/like/${p._id}`, third!).expect(404);
    await call('put', `/api/posts/comment/${p._id}`, third!, { text: 'hello?' }).expect(404);

    const asAuthor = await call('get', `/api/posts/${p._id}`, writer).expect(200);
    expect(asAuthor.body).toMatchObject({ text: 'Soon to be hidden', reportCount: 5, flagged: true });
    await call('get', `/api/posts/${p._id}`, mod).expect(200);
    await call('get', `/api/posts/${p._id}`, admin).expect(200);
  });

  it('limits reports to 30 per writer in 10 minutes', async () => {
    const reporter = await buildUser(ctx);
    const p = await buildPost(ctx, { user: writer });
    for (let i = 0; i < 30; i += 1) await call('put', `/api/posts/report/${p._id}`, reporter).expect(200);
    const res = await call('put', `/api/posts/report/${p._id}`, reporter).expect(429);
    expect(res.body).toEqual({
      errors: [{ msg: 'You can report at most 30 times in 10 minutes; please wait a little' }],
    });
    expect(res.headers['retry-after']).toBeDefined();
  });
});

describe('PUT /api/posts/comment/:postId', () => {
  it('answers 401, 403 unverified, 404 missing or malformed post', async () => {
    const p = await buildPost(ctx, { user: writer });
    expect((await call('put', `/api/posts/comment/${p._id}`, null, { text: 'hi' }).expect(401)).body).toEqual(SIGN_IN);
    expect((await call('put', `/api/posts/comment/${p._id}`, unverified, { text: 'hi' }).expect(403)).body).toEqual(
      VERIFY_FIRST,
    );
    for (const id of [MISSING_ID, ...MALFORMED_IDS]) {
      expect((await call('put', `/api/posts/comment/${id}`, writer, { text: 'hi' }).expect(404)).body).toEqual(
        POST_NOT_FOUND,
      );
    }
    expect(await ctx.db.select().from(comments).where(eq(comments.postId, p._id))).toHaveLength(0);
  });

  it.each([[{}], [{ text: '   ' }], [{ text: 7 }], [{ text: { $gt: '' } }]])('refuses %j with 400', async (body) => {
    const p = await buildPost(ctx, { user: writer });
    const res = await call('put', `/api/posts/comment/${p._id}`, writer, body).expect(400);
    expect(res.body).toEqual({ errors: [{ msg: 'Comment text is required', path: 'text' }] });
  });

  it('refuses more than 3 000 characters', async () => {
    const p = await buildPost(ctx, { user: writer });
    const res = await call('put', `/api/posts/comment/${p._id}`, writer, { text: 'c'.repeat(3001) }).expect(400);
    expect(res.body).toEqual({ errors: [{ msg: 'Comment must be at most 3,000 characters', path: 'text' }] });
    await call('put', `/api/posts/comment/${p._id}`, writer, { text: 'c'.repeat(3000) }).expect(201);
  });

  it('answers 201 with the comment list and counts it on the post', async () => {
    const p = await buildPost(ctx, { user: writer });
    const res = await call('put', `/api/posts/comment/${p._id}`, mod, { text: '  Try a twist\n<i>here</i>  ' }).expect(
      201,
    );
    expect(res.body).toEqual([
      expect.objectContaining({
        text: 'Try a twist\n<i>here</i>',
        user: mod.id,
        name: mod.name,
        votes: [],
        reports: [],
        flagged: false,
      }),
    ]);
    expect((await postRow(p._id))!.commentCount).toBe(1);
  });
});

describe('DELETE /api/posts/comment/:postId/:commentId', () => {
  it('answers 401, 404 for missing, malformed or another post', async () => {
    const p = await buildPost(ctx, { user: writer });
    const other = await buildPost(ctx, { user: writer });
    const c = await buildComment(ctx, { post: p, user: writer });
    expect((await call('delete', `/api/posts/comment/${p._id}/${c._id}`, null).expect(401)).body).toEqual(SIGN_IN);
    for (const id of [MISSING_ID, ...MALFORMED_IDS]) {
      expect((await call('delete', `/api/posts/comment/${p._id}/${id}`, writer).expect(404)).body).toEqual(
        COMMENT_NOT_FOUND,
      );
      expect((await call('delete', `/api/posts/comment/${id}/${c._id}`, writer).expect(404)).body).toEqual(
        POST_NOT_FOUND,
      );
    }
    expect((await call('delete', `/api/posts/comment/${other._id}/${c._id}`, writer).expect(404)).body).toEqual(
      COMMENT_NOT_FOUND,
    );
    expect(await commentRow(c._id)).toBeDefined();
  });

  it('answers 403 to another writer (even the post author) and deletes nothing', async () => {
    const p = await buildPost(ctx, { user: writer });
    const commenter = await buildUser(ctx, { verified: true });
    const c = await buildComment(ctx, { post: p, user: commenter });
    const res = await call('delete', `/api/posts/comment/${p._id}/${c._id}`, writer).expect(403);
    expect(res.body).toEqual({ errors: [{ msg: 'You can only delete your own comments' }] });
    expect(await commentRow(c._id)).toBeDefined();
  });

  it('lets the author delete and answers the remaining comments', async () => {
    const p = await buildPost(ctx, { user: writer });
    const keep = await buildComment(ctx, { post: p, user: mod });
    const c = await buildComment(ctx, { post: p, user: writer });
    const res = await call('delete', `/api/posts/comment/${p._id}/${c._id}`, writer).expect(200);
    expect(res.body.map((x: { _id: string }) => x._id)).toEqual([keep._id]);
    expect(await commentRow(c._id)).toBeUndefined();
    expect((await postRow(p._id))!.commentCount).toBe(1);
  });

  it.each([['mod'], ['admin']])('lets a %s delete and logs it', async (role) => {
    const moderator = role === 'mod' ? mod : admin;
    const p = await buildPost(ctx, { user: writer });
    const c = await buildComment(ctx, { post: p, user: writer, text: 'Private words' });
    await call('delete', `/api/posts/comment/${p._id}/${c._id}`, moderator).expect(200);
    expect(await commentRow(c._id)).toBeUndefined();
    const log = await ctx.db.select().from(moderationLog).where(eq(moderationLog.targetId, c._id));
    expect(log).toMatchObject([
      {
        moderatorId: moderator.id,
        action: 'delete',
        targetType: 'comment',
        summary: '0 reports',
        subjectId: writer.id,
      },
    ]);
  });
});

describe('PUT /api/posts/comment/:postId/vote/:commentId', () => {
  it('answers 401, 403 unverified, 404 missing or malformed', async () => {
    const p = await buildPost(ctx, { user: writer });
    const c = await buildComment(ctx, { post: p, user: writer });
    const url = `/api/posts/comment/${p._id}/vote/${c._id}`;
    expect((await call('put', url, null).expect(401)).body).toEqual(SIGN_IN);
    expect((await call('put', url, unverified).expect(403)).body).toEqual(VERIFY_FIRST);
    for (const id of [MISSING_ID, ...MALFORMED_IDS]) {
      expect((await call('put', `/api/posts/comment/${p._id}/vote/${id}`, writer).expect(404)).body).toEqual(
        COMMENT_NOT_FOUND,
      );
      expect((await call('put', `/api/posts/comment/${id}/vote/${c._id}`, writer).expect(404)).body).toEqual(
        POST_NOT_FOUND,
      );
    }
    expect(await count(commentVotes, c._id)).toBe(0);
  });

  it('toggles, answers the votes, and stays at 0 or 1 under 21 parallel clicks', async () => {
    const p = await buildPost(ctx, { user: writer });
    const c = await buildComment(ctx, { post: p, user: writer });
    const url = `/api/posts/comment/${p._id}/vote/${c._id}`;
    expect((await call('put', url, mod).expect(200)).body).toEqual([{ user: mod.id }]);
    expect((await call('put', url, mod).expect(200)).body).toEqual([]);
    await Promise.all(Array.from({ length: 21 }, () => call('put', url, writer).expect(200)));
    const rows = await count(commentVotes, c._id);
    expect([0, 1]).toContain(rows);
    expect((await commentRow(c._id))!.voteCount).toBe(rows);
  });
});

describe('PUT /api/posts/comment/:postId/report/:commentId and flagged comments', () => {
  it('answers 401 and 404; unverified writers may report', async () => {
    const p = await buildPost(ctx, { user: writer });
    const c = await buildComment(ctx, { post: p, user: writer });
    const url = `/api/posts/comment/${p._id}/report/${c._id}`;
    expect((await call('put', url, null).expect(401)).body).toEqual(SIGN_IN);
    for (const id of [MISSING_ID, ...MALFORMED_IDS]) {
      expect((await call('put', `/api/posts/comment/${p._id}/report/${id}`, writer).expect(404)).body).toEqual(
        COMMENT_NOT_FOUND,
      );
    }
    expect((await call('put', url, unverified).expect(200)).body).toEqual([{ user: unverified.id }]);
    expect((await call('put', url, unverified).expect(200)).body).toEqual([]);
  });

  it('withholds the text at 5 reports from everyone but its author and moderators', async () => {
    const p = await buildPost(ctx, { user: writer });
    const commenter = await buildUser(ctx, { verified: true });
    const c = await buildComment(ctx, { post: p, user: commenter, text: 'Rude words' });
    const reporters = await reportBy(5, `/api/posts/comment/${p._id}/report/${c._id}`);
    expect((await commentRow(c._id))!.reportCount).toBe(5);

    const seen = async (user: TestUser) =>
      (await call('get', `/api/posts/${p._id}`, user).expect(200)).body.comments.find(
        (x: { _id: string }) => x._id === c._id,
      );
    for (const viewer of [writer, reporters[0]]) {
      const comment = await seen(viewer!);
      expect(comment).toMatchObject({ _id: c._id, text: null, flagged: true, reportCount: 5 });
      expect(JSON.stringify(comment)).not.toContain('Rude words');
    }
    for (const viewer of [commenter, mod, admin]) {
      expect(await seen(viewer)).toMatchObject({ text: 'Rude words', flagged: true });
    }
    // the answers of the comment routes withhold it too
    const added = await call('put', `/api/posts/comment/${p._id}`, writer, { text: 'another' }).expect(201);
    expect(JSON.stringify(added.body)).not.toContain('Rude words');
  });
});
