import { eq, sql } from 'drizzle-orm';
import { notifications } from '../../db/schema';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { as, buildComment, buildPost, buildUser, buildUsers } from '../../../test/builders';
import { addComment, type TestUser } from '../../../test/factories';
import { pageQuery, unreadCountQuery } from './notifications.service';

let ctx: TestContext;
let author: TestUser;
let friend: TestUser;
let mod: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  [author, friend, mod] = await Promise.all([
    buildUser(ctx, { verified: true, name: 'Nora Author' }),
    buildUser(ctx, { verified: true, name: 'Felix Friend' }),
    buildUser(ctx, { verified: true, role: 'mod' }),
  ]);
});
afterAll(() => ctx.close());

const list = async (who: TestUser, query = '') =>
  (await as(ctx, who).get(`/api/notifications${query}`).expect(200)).body;
const unread = async (who: TestUser) => (await as(ctx, who).get('/api/notifications/unread').expect(200)).body.count;
const readAll = (who: TestUser) => as(ctx, who).put('/api/notifications/read').send({}).expect(200);

describe('notifications of comments and replies', () => {
  it('tells a post author of a comment and a comment author of a reply, never the writer themselves', async () => {
    await readAll(author);
    await readAll(friend);
    const post = await buildPost(ctx, { user: author, text: 'My villain needs a motive that is not revenge' });
    await addComment(ctx, author, post._id, 'Answering my own post'); // no notice to oneself
    const comment = await addComment(ctx, friend, post._id, 'What does your villain love?');
    expect(await unread(author)).toBe(1);
    expect(await unread(friend)).toBe(0);

    const [first] = await list(author);
    expect(first).toEqual({
      _id: expect.any(String),
      kind: 'comment',
      post: { _id: post._id, excerpt: 'My villain needs a motive that is not revenge' },
      actor: { _id: friend.id, name: 'Felix Friend', avatar: expect.stringContaining(friend.id) },
      comment: comment._id,
      reason: null,
      resolution: null,
      until: null,
      target: null,
      createdAt: expect.any(String),
      read: false,
    });

    // The author replies to the friend's comment: the friend hears of a reply; the author nothing.
    await as(ctx, author)
      .put(`/api/posts/comment/${post._id}`)
      .send({ text: 'Her sister', parent: comment._id })
      .expect(201);
    expect(await unread(friend)).toBe(1);
    expect((await list(friend))[0]).toMatchObject({
      kind: 'reply',
      actor: { _id: author.id },
      post: { _id: post._id },
    });
    expect(await unread(author)).toBe(1);

    // A third writer replies under the friend's comment on the author's post: a reply to one, a comment to the other.
    const third = await buildUser(ctx, { verified: true });
    await as(ctx, third)
      .put(`/api/posts/comment/${post._id}`)
      .send({ text: 'Or power', parent: comment._id })
      .expect(201);
    expect((await list(friend))[0]).toMatchObject({ kind: 'reply', actor: { _id: third.id } });
    expect((await list(author))[0]).toMatchObject({ kind: 'comment', actor: { _id: third.id } });
  });

  it('takes a notice away with its comment', async () => {
    const post = await buildPost(ctx, { user: author });
    const comment = await buildComment(ctx, { post, user: friend, text: 'I will take this back' });
    const before = (await list(author)).length;
    await as(ctx, friend).delete(`/api/posts/comment/${post._id}/${comment._id}`).expect(200);
    expect(await list(author)).toHaveLength(before - 1);
    expect(await ctx.db.select().from(notifications).where(eq(notifications.commentId, comment._id))).toEqual([]);
  });
});

describe('reading notifications', () => {
  it('answers 401 signed out', async () => {
    for (const [method, url] of [
      ['get', '/api/notifications'],
      ['get', '/api/notifications/unread'],
      ['put', '/api/notifications/read'],
    ] as const) {
      await ctx.api()[method](url).expect(401);
    }
  });

  it('marks named notifications read, ignores other writers’ ids, and marks all read with none named', async () => {
    const reader = await buildUser(ctx, { verified: true });
    const post = await buildPost(ctx, { user: reader });
    for (let i = 0; i < 3; i += 1) await buildComment(ctx, { post, user: friend });
    const items: { _id: string }[] = await list(reader);
    expect(await unread(reader)).toBe(3);

    await buildComment(ctx, { post: await buildPost(ctx, { user: author }), user: friend });
    const others: { _id: string }[] = await list(author);
    const marked = await as(ctx, reader)
      .put('/api/notifications/read')
      .send({ ids: [items[0]!._id, others[0]!._id, 'not-an-id'] })
      .expect(200);
    expect(marked.body).toEqual({ count: 2 });
    expect((await list(author))[0]).toMatchObject({ _id: others[0]!._id, read: false });
    expect((await list(reader)).map((item: { read: boolean }) => item.read)).toEqual([true, false, false]);

    expect((await readAll(reader)).body).toEqual({ count: 0 });
    expect((await list(reader)).every((item: { read: boolean }) => item.read)).toBe(true);
  });

  it('refuses bad ids lists and bad cursors with 400', async () => {
    for (const body of [{ ids: 'all' }, { ids: [1] }, { ids: Array.from({ length: 101 }, () => 'x') }]) {
      const res = await as(ctx, author).put('/api/notifications/read').send(body).expect(400);
      expect(res.body.errors[0].msg).toMatch(/ids must be a list/);
    }
    for (const cursor of ['nonsense', Buffer.from('2026-01-01|x').toString('base64url'), 'x'.repeat(300)]) {
      await as(ctx, author).get(`/api/notifications?cursor=${cursor}`).expect(400);
    }
    await as(ctx, author).get('/api/notifications?limit=0').expect(400);
  });

  it('pages newest first by a Link header, without repeats or gaps', async () => {
    const reader = await buildUser(ctx, { verified: true });
    const post = await buildPost(ctx, { user: reader });
    const commenters = await buildUsers(ctx, 5, { verified: true });
    for (const commenter of commenters) await buildComment(ctx, { post, user: commenter });
    const seen: string[] = [];
    let url: string | null = '/api/notifications?limit=2';
    while (url) {
      const res: { body: { actor: { _id: string } }[]; headers: Record<string, string> } = await as(ctx, reader)
        .get(url)
        .expect(200);
      seen.push(...res.body.map((item: { actor: { _id: string } }) => item.actor._id));
      url = /<([^>]+)>; rel="next"/.exec(res.headers.link ?? '')?.[1] ?? null;
    }
    expect(seen).toEqual(commenters.map((c) => c.id).reverse());
  });
});

describe('notifications of moderation', () => {
  it('tells the author why their post was removed and the reporters that it was, without the text', async () => {
    const writer = await buildUser(ctx, { verified: true });
    const post = await buildPost(ctx, { user: writer, text: 'A post that breaks the rules' });
    const reporters = await buildUsers(ctx, 2, { verified: true });
    for (const reporter of reporters) await as(ctx, reporter).put(`/api/posts/report/${post._id}`).send({}).expect(200);

    await as(ctx, mod).delete(`/api/moderation/posts/${post._id}`).send({ reason: 'Spam links' }).expect(200);
    expect((await list(writer))[0]).toMatchObject({
      kind: 'removed',
      target: 'post',
      post: { _id: null, excerpt: 'A post that breaks the rules' },
      actor: null,
      reason: 'Spam links',
    });
    for (const reporter of reporters) {
      const [notice] = await list(reporter);
      expect(notice).toMatchObject({ kind: 'report-resolved', resolution: 'removed', target: 'post', actor: null });
      expect(JSON.stringify(notice)).not.toContain('breaks the rules');
    }
  });

  it('tells reporters when a moderator keeps a comment, and the author nothing', async () => {
    const writer = await buildUser(ctx, { verified: true });
    const post = await buildPost(ctx, { user: author });
    const comment = await buildComment(ctx, { post, user: writer, text: 'Borderline but fine' });
    const [reporter] = await buildUsers(ctx, 1, { verified: true });
    await as(ctx, reporter!).put(`/api/posts/comment/${post._id}/report/${comment._id}`).send({}).expect(200);
    await as(ctx, mod).put(`/api/moderation/comments/${comment._id}/clear-reports`).expect(200);
    expect((await list(reporter!))[0]).toMatchObject({
      kind: 'report-resolved',
      resolution: 'kept',
      target: 'comment',
      post: { _id: post._id },
    });
    expect(await list(writer)).toEqual([]);
  });

  it('a moderator deleting on the Brainstorm page gives the reason too; a too long reason is a 400', async () => {
    const writer = await buildUser(ctx, { verified: true });
    const post = await buildPost(ctx, { user: author });
    const comment = await buildComment(ctx, { post, user: writer, text: 'Rude words' });
    const tooLong = await as(ctx, mod)
      .delete(`/api/posts/comment/${post._id}/${comment._id}`)
      .send({ reason: 'x'.repeat(501) })
      .expect(400);
    expect(tooLong.body.errors[0].msg).toBe('The reason must be at most 500 characters');
    await as(ctx, mod).delete(`/api/posts/comment/${post._id}/${comment._id}`).send({ reason: 'Be kind' }).expect(200);
    expect((await list(writer))[0]).toMatchObject({
      kind: 'removed',
      target: 'comment',
      reason: 'Be kind',
      post: { _id: post._id, excerpt: 'Rude words' },
    });
  });

  it('tells a writer of their suspension, until when and why', async () => {
    const writer = await buildUser(ctx, { verified: true });
    await as(ctx, mod)
      .put(`/api/moderation/users/${writer.id}/suspension`)
      .send({ days: 7, reason: 'Repeated harassment' })
      .expect(200);
    const [notice] = await list(writer);
    expect(notice).toMatchObject({ kind: 'suspended', reason: 'Repeated harassment', post: null, actor: null });
    expect(new Date(notice.until).getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 3600 * 1000);
    // Reading their notifications stays open to a suspended writer.
    expect((await readAll(writer)).body).toEqual({ count: 0 });
  });
});

describe('reasons with NUL characters', () => {
  it('stores a report, removal or suspension reason without them (PostgreSQL text cannot hold NUL)', async () => {
    const writer = await buildUser(ctx, { verified: true });
    const post = await buildPost(ctx, { user: writer });
    await as(ctx, friend)
      .put(`/api/posts/report/${post._id}`)
      .send({ reason: 'spam', details: 'Sells\u0000 followers' })
      .expect(200);
    await as(ctx, mod).delete(`/api/moderation/posts/${post._id}`).send({ reason: 'Spam\u0000 links' }).expect(200);
    expect((await list(writer))[0]).toMatchObject({ kind: 'removed', reason: 'Spam links' });
    await as(ctx, mod)
      .put(`/api/moderation/users/${writer.id}/suspension`)
      .send({ days: 1, reason: 'Again\u0000' })
      .expect(200);
    expect((await list(writer))[0]).toMatchObject({ kind: 'suspended', reason: 'Again' });
  });
});

describe('the bell and the list at any size', () => {
  const plan = async (query: { toSQL: () => { sql: string; params: unknown[] } }) => {
    const { sql: text, params } = query.toSQL();
    const inlined = text.replace(/\$(\d+)/g, (_m, n: string) => `'${String(params[Number(n) - 1])}'`);
    const result = await ctx.db.execute(sql.raw(`EXPLAIN ${inlined}`));
    return (result.rows as { 'QUERY PLAN': string }[]).map((row) => row['QUERY PLAN']).join('\n');
  };

  it('counts unread notifications and pages them through their indexes, never scanning the table', async () => {
    const reader = await buildUser(ctx, { verified: true });
    const others = await buildUsers(ctx, 20, { verified: true });
    // The reader's 5 000 notifications, half read, among 20 other writers' 500 each.
    for (const [user, n] of [[reader, 5000], ...others.map((other) => [other, 500] as const)] as const) {
      await ctx.db.execute(sql`
        INSERT INTO notifications (user_id, kind, excerpt, created_at, read_at)
        SELECT ${user.id}::uuid, 'comment', 'bulk ' || g, now() - (g || ' minutes')::interval,
          CASE WHEN g % 2 = 0 THEN now() END
        FROM generate_series(1, ${n}::int) AS g`);
    }
    await ctx.db.execute(sql`ANALYZE notifications`);

    const count = await plan(unreadCountQuery(ctx.db, reader.id));
    expect({ count, ok: /notifications_unread_idx/.test(count) }).toEqual({ count, ok: true });
    expect({ count, seq: /Seq Scan on notifications/.test(count) }).toEqual({ count, seq: false });
    for (const cursor of [null, ['2025-01-01T00:00:00.000000Z', reader.id] as [string, string]]) {
      const page = await plan(pageQuery(ctx.db, reader.id, cursor, 21));
      // The page's rows come off the index in order; only those ≤ 21 are joined (and put back in order).
      expect({ page, ok: /Index Scan using notifications_user_idx/.test(page) }).toEqual({ page, ok: true });
      expect({ page, seq: /Seq Scan on notifications|Bitmap/.test(page) }).toEqual({ page, seq: false });
    }
    expect(await unread(reader)).toBe(2500);
  });
});
