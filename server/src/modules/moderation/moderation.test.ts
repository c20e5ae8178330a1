import { eq } from 'drizzle-orm';
import { commentReports, comments, moderationLog, postReports, posts, users } from '../../db/schema';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { as, buildComment, buildPost, buildReport, buildReports, buildUser } from '../../../test/builders';
import type { TestUser } from '../../../test/factories';

let ctx: TestContext;
let writer: TestUser;
let user: TestUser;
let mod: TestUser;
let admin: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  [writer, user, mod, admin] = await Promise.all([
    buildUser(ctx, { verified: true, name: 'Zelda Plotter' }),
    buildUser(ctx, { verified: true }),
    buildUser(ctx, { verified: true, role: 'mod' }),
    buildUser(ctx, { verified: true, role: 'admin', name: 'Ada Admin', email: 'ada.admin@example.org' }),
  ]);
});
afterAll(() => ctx.close());

const SIGN_IN = { errors: [{ msg: 'Please sign in to continue' }] };
const FORBIDDEN = { errors: [{ msg: 'You are not allowed to do that' }] };
const MISSING_ID = '0b7a3c1e-5f7d-4a8e-9c2b-1d3e5f7a9b0c';
const MALFORMED_IDS = ['abc', encodeURIComponent("1' OR 1=1"), `${MISSING_ID}x`];

type Method = 'get' | 'put' | 'delete';
const call = (method: Method, url: string, who: TestUser | null, body?: object) => {
  const req = (who ? as(ctx, who) : ctx.api())[method](url);
  return body ? req.send(body) : req;
};

/** A post with 5 reports and a comment (on a visible post) with 5 reports. */
async function flaggedContent() {
  const p = await buildPost(ctx, { user: writer, text: 'An offensive plot idea' });
  await buildReports(ctx, { post: p }, 5);
  const host = await buildPost(ctx, { user, text: 'A fine idea' });
  const c = await buildComment(ctx, { post: host, user: writer, text: 'An offensive comment' });
  await buildReports(ctx, { comment: c }, 5);
  return { post: p, host, comment: c };
}

const logFor = (targetId: string) => ctx.db.select().from(moderationLog).where(eq(moderationLog.targetId, targetId));

describe('moderation routes: who may use them', () => {
  const routes: [Method, string][] = [
    ['get', '/api/moderation/posts'],
    ['get', '/api/moderation/comments'],
    ['get', '/api/moderation/log'],
    ['delete', `/api/moderation/posts/${MISSING_ID}`],
    ['put', `/api/moderation/posts/${MISSING_ID}/clear-reports`],
    ['delete', `/api/moderation/comments/${MISSING_ID}`],
    ['put', `/api/moderation/comments/${MISSING_ID}/clear-reports`],
  ];

  it.each(routes)('%s %s answers 401 signed out and 403 to a writer', async (method, url) => {
    expect((await call(method, url, null).expect(401)).body).toEqual(SIGN_IN);
    expect((await call(method, url, user).expect(403)).body).toEqual(FORBIDDEN);
  });

  it.each(routes.slice(3))('%s %s answers 404 for missing and malformed ids', async (method, url) => {
    const isPost = url.includes('/posts/');
    const notFound = { errors: [{ msg: isPost ? 'Post not found' : 'Comment not found' }] };
    expect((await call(method, url, mod).expect(404)).body).toEqual(notFound);
    for (const id of MALFORMED_IDS) {
      expect((await call(method, url.replace(MISSING_ID, id), admin).expect(404)).body).toEqual(notFound);
    }
  });
});

describe('the moderation queue', () => {
  it('lists reported posts and comments, hidden ones first, with reasons, reporters and the author history', async () => {
    const { post, host, comment } = await flaggedContent();
    const fine = await buildPost(ctx, { user: writer, text: 'Nobody minds this one' });
    await buildReports(ctx, { post: fine }, 4);

    for (const moderator of [mod, admin]) {
      const postsRes = await call('get', '/api/moderation/posts', moderator).expect(200);
      const item = postsRes.body.find((x: { _id: string }) => x._id === post._id);
      expect(item).toMatchObject({
        _id: post._id,
        text: 'An offensive plot idea',
        name: writer.name,
        avatar: `/api/users/${writer.id}/avatar`,
        user: writer.id,
        reportCount: 5,
        likeCount: 0,
        commentCount: 0,
        date: expect.any(String),
        hidden: true,
        history: { removed: 0, suspensions: 0, suspension: null },
      });
      expect(item.reports).toHaveLength(5);
      expect(item.reports[0]).toEqual({
        reason: 'other',
        details: null,
        counted: true,
        date: expect.any(String),
        reporter: {
          _id: expect.any(String),
          name: expect.any(String),
          verified: true,
          role: 'user',
          joined: expect.any(String),
        },
      });
      // Reported but not hidden: listed lower down.
      const ids = postsRes.body.map((x: { _id: string }) => x._id);
      expect(ids.indexOf(fine._id)).toBeGreaterThan(ids.indexOf(post._id));
      expect(postsRes.body.find((x: { _id: string }) => x._id === fine._id)).toMatchObject({
        hidden: false,
        reportCount: 4,
      });

      const commentsRes = await call('get', '/api/moderation/comments', moderator).expect(200);
      expect(commentsRes.body.find((x: { _id: string }) => x._id === comment._id)).toMatchObject({
        _id: comment._id,
        post: host._id,
        text: 'An offensive comment',
        name: writer.name,
        avatar: `/api/users/${writer.id}/avatar`,
        user: writer.id,
        reportCount: 5,
        voteCount: 0,
        date: expect.any(String),
        hidden: true,
      });
    }
  });

  it("shows an unverified reporter's report uncounted, a reason's details, and the author's removals and suspensions", async () => {
    const author = await buildUser(ctx, { verified: true });
    const [first, second] = [
      await buildPost(ctx, { user: author, text: 'First offence' }),
      await buildPost(ctx, { user: author, text: 'Second offence' }),
    ];
    const throwaway = await buildUser(ctx);
    await buildReport(ctx, { post: second, user: throwaway, reason: 'harassment', details: 'Targets a writer' });
    await buildReports(ctx, { post: first }, 5);
    await call('delete', `/api/moderation/posts/${first._id}`, mod).expect(200);
    await call('put', `/api/moderation/users/${author.id}/suspension`, mod, {
      days: 1,
      reason: 'First warning',
    }).expect(200);

    const queue = (await call('get', '/api/moderation/posts', mod).expect(200)).body as {
      _id: string;
      hidden: boolean;
      reports: {
        reason: string;
        details: string | null;
        counted: boolean;
        reporter: { _id: string; verified: boolean };
      }[];
      history: { removed: number; suspensions: number; suspension: { reason: string } | null };
    }[];
    const item = queue.find((x) => x._id === second._id)!;
    expect(item.hidden).toBe(false);
    expect(item.reports).toEqual([
      expect.objectContaining({
        reason: 'harassment',
        details: 'Targets a writer',
        counted: false,
        reporter: expect.objectContaining({ _id: throwaway.id, verified: false }),
      }),
    ]);
    expect(item.history).toMatchObject({ removed: 1, suspensions: 1, suspension: { reason: 'First warning' } });
  });

  it('clear-reports removes the reports, shows the post again and logs who did it', async () => {
    const { post, host, comment } = await flaggedContent();
    const third = await buildUser(ctx, { verified: true });
    await call('get', `/api/posts/${post._id}`, third).expect(404);

    expect((await call('put', `/api/moderation/posts/${post._id}/clear-reports`, mod).expect(200)).body).toEqual({
      msg: 'Reports cleared',
    });
    expect(await ctx.db.select().from(postReports).where(eq(postReports.itemId, post._id))).toHaveLength(0);
    expect((await ctx.db.select().from(posts).where(eq(posts.id, post._id)))[0]!.reportCount).toBe(0);
    await call('get', `/api/posts/${post._id}`, third).expect(200);
    const list = await call('get', '/api/posts?limit=50', third).expect(200);
    expect(list.body.map((x: { _id: string }) => x._id)).toContain(post._id);
    expect(
      (await call('get', '/api/moderation/posts', mod).expect(200)).body.map((x: { _id: string }) => x._id),
    ).not.toContain(post._id);

    await call('put', `/api/moderation/comments/${comment._id}/clear-reports`, admin).expect(200);
    expect(await ctx.db.select().from(commentReports).where(eq(commentReports.itemId, comment._id))).toHaveLength(0);
    const detail = await call('get', `/api/posts/${host._id}`, third).expect(200);
    expect(detail.body.comments[0]).toMatchObject({ _id: comment._id, text: 'An offensive comment', flagged: false });

    expect(await logFor(post._id)).toEqual([
      {
        id: expect.any(String),
        moderatorId: mod.id,
        action: 'clear-reports',
        targetType: 'post',
        targetId: post._id,
        summary: '5 reports',
        subjectId: writer.id,
        postId: post._id,
        reason: null,
        createdAt: expect.any(Date),
      },
    ]);
    expect(await logFor(comment._id)).toMatchObject([
      {
        moderatorId: admin.id,
        action: 'clear-reports',
        targetType: 'comment',
        summary: '5 reports',
        subjectId: writer.id,
      },
    ]);
  });

  it('delete removes the post or comment and logs it without the text', async () => {
    const { post, comment } = await flaggedContent();
    expect((await call('delete', `/api/moderation/posts/${post._id}`, admin).expect(200)).body).toEqual({
      msg: 'Post Removed',
    });
    expect(await ctx.db.select().from(posts).where(eq(posts.id, post._id))).toHaveLength(0);
    const removal = { reason: 'Personal attack on another writer' };
    expect(
      (await call('delete', `/api/moderation/comments/${comment._id}`, mod).send(removal).expect(200)).body,
    ).toEqual({
      msg: 'Response deleted',
    });
    expect(await ctx.db.select().from(comments).where(eq(comments.id, comment._id))).toHaveLength(0);

    const [postLog] = await logFor(post._id);
    expect(postLog).toMatchObject({ moderatorId: admin.id, action: 'delete', targetType: 'post' });
    expect(postLog!.summary).not.toContain('offensive');
    expect(await logFor(comment._id)).toMatchObject([{ moderatorId: mod.id, action: 'delete', targetType: 'comment' }]);

    const log = await call('get', '/api/moderation/log', mod).expect(200);
    expect(log.body[0]).toEqual({
      _id: expect.any(String),
      moderator: { _id: mod.id, name: mod.name },
      action: 'delete',
      targetType: 'comment',
      targetId: comment._id,
      summary: '5 reports',
      reason: removal.reason,
      subject: { _id: writer.id, name: writer.name },
      post: expect.any(String),
      date: expect.any(String),
    });
    // The post line names the author; its post is gone, so it links nowhere.
    expect(log.body[1]).toMatchObject({ targetId: post._id, subject: { _id: writer.id }, post: null });
    expect(JSON.stringify(log.body)).not.toContain('offensive');
  });
});

describe('admin: users and roles', () => {
  it('answers 401 signed out and 403 to writers and mods', async () => {
    for (const [method, url] of [
      ['get', '/api/admin/users'],
      ['put', `/api/admin/users/${user.id}/role`],
    ] as [Method, string][]) {
      expect((await call(method, url, null, { role: 'mod' }).expect(401)).body).toEqual(SIGN_IN);
      expect((await call(method, url, user, { role: 'mod' }).expect(403)).body).toEqual(FORBIDDEN);
      expect((await call(method, url, mod, { role: 'mod' }).expect(403)).body).toEqual(FORBIDDEN);
    }
    expect((await ctx.db.select().from(users).where(eq(users.id, user.id)))[0]!.role).toBe('user');
  });

  // PostgreSQL text cannot hold NUL: the search and the cursor answer 200/400, never 500 (found by the attack suite).
  it('answers a search or cursor with a NUL character without a 500', async () => {
    await call('get', '/api/admin/users?q=a%00b', admin).expect(200);
    const cursor = Buffer.from(JSON.stringify(['a\u0000b', writer.id])).toString('base64url');
    await call('get', `/api/admin/users?cursor=${cursor}`, admin).expect(400);
  });

  it('searches by name or e-mail, case-insensitively, and pages by name', async () => {
    const byName = await call('get', '/api/admin/users?q=zELDA', admin).expect(200);
    expect(byName.body).toEqual([
      {
        _id: writer.id,
        name: 'Zelda Plotter',
        email: writer.email,
        avatar: `/api/users/${writer.id}/avatar`,
        role: 'user',
        emailVerified: true,
        date: expect.any(String),
        suspension: null,
      },
    ]);
    expect(JSON.stringify(byName.body)).not.toMatch(/password|hash/i);
    const byEmail = await call('get', '/api/admin/users?q=ADA.ADMIN@', admin).expect(200);
    expect(byEmail.body.map((u: { _id: string }) => u._id)).toEqual([admin.id]);
    // LIKE wildcards are matched literally
    expect((await call('get', '/api/admin/users?q=%25', admin).expect(200)).body).toEqual([]);

    const seen: string[] = [];
    let url: string | null = '/api/admin/users?limit=2';
    while (url) {
      const res: { body: { _id: string }[]; headers: Record<string, string> } = await call('get', url, admin).expect(
        200,
      );
      expect(res.body.length).toBeLessThanOrEqual(2);
      seen.push(...res.body.map((u: { _id: string }) => u._id));
      url = /<([^>]+)>; rel="next"/.exec(res.headers.link ?? '')?.[1] ?? null;
    }
    const total = await ctx.db.select({ id: users.id }).from(users);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.sort()).toEqual(total.map((row) => row.id).sort());

    expect((await call('get', '/api/admin/users?cursor=nope', admin).expect(400)).body).toEqual({
      errors: [{ msg: 'cursor is not valid', path: 'cursor' }],
    });
  });

  it('refuses an unknown role with 400 and a missing user with 404', async () => {
    for (const role of ['owner', '', 42, null, ['admin']]) {
      const res = await call('put', `/api/admin/users/${user.id}/role`, admin, { role }).expect(400);
      expect(res.body).toEqual({ errors: [{ msg: 'Role must be user, mod or admin', path: 'role' }] });
    }
    for (const id of [MISSING_ID, ...MALFORMED_IDS]) {
      expect((await call('put', `/api/admin/users/${id}/role`, admin, { role: 'mod' }).expect(404)).body).toEqual({
        errors: [{ msg: 'User not found' }],
      });
    }
    expect((await ctx.db.select().from(users).where(eq(users.id, user.id)))[0]!.role).toBe('user');
  });

  it('sets roles, which take effect at once, and logs each change', async () => {
    const target = await buildUser(ctx, { verified: true });
    await call('get', '/api/moderation/posts', target).expect(403);
    const res = await call('put', `/api/admin/users/${target.id}/role`, admin, { role: 'mod' }).expect(200);
    expect(res.body).toMatchObject({ _id: target.id, role: 'mod' });
    expect((await ctx.db.select().from(users).where(eq(users.id, target.id)))[0]!.role).toBe('mod');
    await call('get', '/api/moderation/posts', target).expect(200);
    const me = await call('get', '/api/auth', target).expect(200);
    expect(me.body.role).toBe('mod');

    await call('put', `/api/admin/users/${target.id}/role`, admin, { role: 'admin' }).expect(200);
    await call('get', '/api/admin/users', target).expect(200);
    await call('put', `/api/admin/users/${target.id}/role`, admin, { role: 'user' }).expect(200);
    await call('get', '/api/moderation/posts', target).expect(403);

    expect((await logFor(target.id)).map((row) => [row.moderatorId, row.action, row.targetType, row.summary])).toEqual([
      [admin.id, 'set-role', 'user', 'user → mod'],
      [admin.id, 'set-role', 'user', 'mod → admin'],
      [admin.id, 'set-role', 'user', 'admin → user'],
    ]);
  });

  it('never demotes the last admin, but an admin may step down when another remains', async () => {
    const admins = await ctx.db.select({ id: users.id }).from(users).where(eq(users.role, 'admin'));
    expect(admins.map((a) => a.id)).toEqual([admin.id]);
    const res = await call('put', `/api/admin/users/${admin.id}/role`, admin, { role: 'mod' }).expect(400);
    expect(res.body).toEqual({
      errors: [{ msg: 'There must be at least one admin: make someone else admin first', path: 'role' }],
    });
    expect((await ctx.db.select().from(users).where(eq(users.id, admin.id)))[0]!.role).toBe('admin');

    const second = await buildUser(ctx, { verified: true, role: 'admin' });
    await call('put', `/api/admin/users/${admin.id}/role`, second, { role: 'mod' }).expect(200);
    await call('put', `/api/admin/users/${second.id}/role`, second, { role: 'user' }).expect(400);
    await call('put', `/api/admin/users/${admin.id}/role`, second, { role: 'admin' }).expect(200);
  });
});
