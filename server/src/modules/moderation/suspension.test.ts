import { eq, sql } from 'drizzle-orm';
import { REPORT_THRESHOLD } from '@three-act/contract/limits';
import { comments, posts, users } from '../../db/schema';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { as, buildComment, buildPost, buildUser, buildUsers } from '../../../test/builders';
import type { TestUser } from '../../../test/factories';

let ctx: TestContext;
let mod: TestUser;
let otherMod: TestUser;
let admin: TestUser;
let otherAdmin: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  [mod, otherMod, admin, otherAdmin] = await Promise.all([
    buildUser(ctx, { verified: true, role: 'mod' }),
    buildUser(ctx, { verified: true, role: 'mod' }),
    buildUser(ctx, { verified: true, role: 'admin' }),
    buildUser(ctx, { verified: true, role: 'admin' }),
  ]);
});
afterAll(() => ctx.close());

const MISSING_ID = '0b7a3c1e-5f7d-4a8e-9c2b-1d3e5f7a9b0c';
type Method = 'get' | 'post' | 'put' | 'delete';
const call = (method: Method, url: string, user: TestUser, body?: object) => {
  const req = as(ctx, user)[method](url);
  return body ? req.send(body) : req;
};
const suspend = (by: TestUser, who: string, body: object) =>
  call('put', `/api/moderation/users/${who}/suspension`, by, body);

describe('PUT /api/moderation/users/:id/suspension', () => {
  it('suspends a writer, who can read but not post, comment, like, vote, report or edit, and sees why', async () => {
    const [writer, author] = await buildUsers(ctx, 2, { verified: true });
    const post = await buildPost(ctx, { user: author });
    const comment = await buildComment(ctx, { post, user: author });
    const own = await buildPost(ctx, { user: writer });
    const ownComment = await buildComment(ctx, { post, user: writer, text: 'Said before the suspension' });

    const res = await suspend(mod, writer!.id, { days: 7, reason: 'Spam links in three posts' }).expect(200);
    expect(res.body).toMatchObject({ _id: writer!.id, suspension: { reason: 'Spam links in three posts' } });
    const until = Date.parse(res.body.suspension.until);
    expect(until - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);
    expect(until - Date.now()).toBeLessThan(7.1 * 24 * 3600 * 1000);

    const me = (await call('get', '/api/auth', writer!).expect(200)).body;
    expect(me.suspension).toEqual(res.body.suspension);
    await call('get', '/api/posts', writer!).expect(200);
    await call('get', `/api/posts/${post._id}`, writer!).expect(200);

    const writes: [Method, string, object?][] = [
      ['post', '/api/posts', { text: 'Still here' }],
      ['put', `/api/posts/comment/${post._id}`, { text: 'Still here' }],
      ['put', `/api/posts/like/${post._id}`],
      ['put', `/api/posts/report/${post._id}`],
      ['put', `/api/posts/comment/${post._id}/vote/${comment._id}`],
      ['put', `/api/posts/comment/${post._id}/report/${comment._id}`],
      ['put', `/api/posts/${own._id}`, { text: 'Edited while suspended' }],
      ['put', `/api/posts/comment/${post._id}/${ownComment._id}`, { text: 'Edited while suspended' }],
    ];
    for (const [method, url, body] of writes) {
      const answer = await call(method, url, writer!, body).expect(403);
      expect(answer.body.errors[0].msg).toMatch(
        /^Your account is suspended until \d{1,2} \w+ \d{4} at \d{2}:\d{2} UTC\. Reason: Spam links in three posts$/,
      );
    }
    expect((await call('get', `/api/posts/${post._id}`, writer!).expect(200)).body).toMatchObject({
      likeCount: 0,
      reportCount: 0,
      commentCount: 2,
    });
    // Nothing the writer wrote was changed.
    expect((await call('get', `/api/posts/${own._id}`, writer!).expect(200)).body).toMatchObject({
      text: own.text,
      editedAt: null,
    });
    const [stored] = await ctx.db
      .select({ text: comments.text, editedAt: comments.editedAt })
      .from(comments)
      .where(eq(comments.id, ownComment._id));
    expect(stored).toEqual({ text: 'Said before the suspension', editedAt: null });

    // Lifted: writing works again at once.
    const lifted = await call('delete', `/api/moderation/users/${writer!.id}/suspension`, mod).expect(200);
    expect(lifted.body.suspension).toBeNull();
    await call('put', `/api/posts/like/${post._id}`, writer!).expect(200);
  });

  it('suspends until lifted with days null, and a suspension that has run out no longer holds', async () => {
    const writer = await buildUser(ctx, { verified: true });
    const res = await suspend(mod, writer.id, { days: null, reason: 'Harassment' }).expect(200);
    expect(res.body.suspension).toEqual({ until: null, reason: 'Harassment' });
    expect((await call('post', '/api/posts', writer, { text: 'x' }).expect(403)).body.errors[0].msg).toBe(
      'Your account is suspended until a moderator lifts the suspension. Reason: Harassment',
    );

    await suspend(mod, writer.id, { days: 1, reason: 'Cooling off' }).expect(200);
    await ctx.updateUser(writer.id, { suspendedUntil: sql`now() - interval '1 minute'` });
    expect((await call('get', '/api/auth', writer).expect(200)).body.suspension).toBeNull();
    await call('post', '/api/posts', writer, { text: 'Back again' }).expect(201);
  });

  it('moderators suspend writers only; admins also moderators; nobody an admin', async () => {
    const writer = await buildUser(ctx, { verified: true });
    const reason = { days: 1, reason: 'Testing the rules' };
    expect((await suspend(mod, otherMod.id, reason).expect(403)).body.errors[0].msg).toBe(
      'Moderators cannot suspend moderators or admins',
    );
    expect((await suspend(mod, mod.id, reason).expect(403)).body.errors[0].msg).toBe(
      'Moderators cannot suspend moderators or admins',
    );
    for (const [by, target] of [
      [mod, admin],
      [admin, otherAdmin],
      [admin, admin],
    ] as const) {
      expect((await suspend(by, target.id, reason).expect(403)).body.errors[0].msg).toBe(
        'An admin cannot be suspended',
      );
    }
    await suspend(admin, otherMod.id, reason).expect(200);
    await call('delete', `/api/moderation/users/${otherMod.id}/suspension`, admin).expect(200);
    await suspend(mod, writer.id, reason).expect(200);
    await call('put', `/api/moderation/users/${writer.id}/suspension`, writer, reason).expect(403);

    const log = (await call('get', '/api/moderation/log', mod).expect(200)).body as { action: string }[];
    expect(log.map((entry) => entry.action)).toEqual(expect.arrayContaining(['suspend', 'lift-suspension']));
  });

  it('binds a suspended moderator: no queue, removals, clearing or suspensions, nobody else’s post or comment removed; reading and their own post stay (decision 148)', async () => {
    const [suspendedMod, writer, author] = [
      await buildUser(ctx, { verified: true, role: 'mod' }),
      ...(await buildUsers(ctx, 2, { verified: true })),
    ];
    const post = await buildPost(ctx, { user: author });
    const comment = await buildComment(ctx, { post, user: author });
    const own = await buildPost(ctx, { user: suspendedMod });
    const hidden = await buildPost(ctx, { user: author });
    await ctx.db.update(posts).set({ reportCount: REPORT_THRESHOLD }).where(eq(posts.id, hidden._id));
    await call('put', `/api/posts/report/${post._id}`, writer!).expect(200);
    await suspend(admin, suspendedMod.id, { days: 7, reason: 'Removed posts without cause' }).expect(200);

    const refused: [Method, string, object?][] = [
      ['get', '/api/moderation/posts'],
      ['get', '/api/moderation/comments'],
      ['get', '/api/moderation/log'],
      ['delete', `/api/moderation/posts/${post._id}`, { reason: 'x' }],
      ['put', `/api/moderation/posts/${post._id}/clear-reports`],
      ['delete', `/api/moderation/comments/${comment._id}`, { reason: 'x' }],
      ['put', `/api/moderation/comments/${comment._id}/clear-reports`],
      ['put', `/api/moderation/users/${writer!.id}/suspension`, { days: 1, reason: 'Revenge' }],
      ['delete', `/api/moderation/users/${suspendedMod.id}/suspension`],
      ['delete', `/api/posts/${post._id}`],
      ['delete', `/api/posts/comment/${post._id}/${comment._id}`],
    ];
    for (const [method, url, body] of refused) {
      const answer = await call(method, url, suspendedMod, body);
      expect([method, url, answer.status]).toEqual([method, url, 403]);
      expect(answer.body.errors[0].msg).toMatch(
        /^Your account is suspended until .*Reason: Removed posts without cause$/,
      );
    }
    // Nothing changed: the post and the comment are there, the writer is not suspended.
    expect((await call('get', `/api/posts/${post._id}`, author!).expect(200)).body.commentCount).toBe(1);
    expect((await call('get', '/api/auth', writer!).expect(200)).body.suspension).toBeNull();
    // Reading stays, as a writer reads: reporters anonymous, hidden posts hidden; their own post is
    // theirs to delete.
    await call('get', '/api/posts', suspendedMod).expect(200);
    expect((await call('get', `/api/posts/${post._id}`, suspendedMod).expect(200)).body.reports).toEqual([
      { user: null },
    ]);
    await call('get', `/api/posts/${hidden._id}`, suspendedMod).expect(404);
    await call('delete', `/api/posts/${own._id}`, suspendedMod).expect(200);

    // Lifted: the powers come back at once.
    await call('delete', `/api/moderation/users/${suspendedMod.id}/suspension`, admin).expect(200);
    await call('get', '/api/moderation/posts', suspendedMod).expect(200);
    expect((await call('get', `/api/posts/${post._id}`, suspendedMod).expect(200)).body.reports).toEqual([
      { user: writer!.id },
    ]);
    await call('get', `/api/posts/${hidden._id}`, suspendedMod).expect(200);
    await call('delete', `/api/posts/comment/${post._id}/${comment._id}`, suspendedMod, { reason: 'Off-topic' }).expect(
      200,
    );
  });

  it('binds a suspended admin (set in the database: no route suspends an admin) on the admin routes', async () => {
    const [suspendedAdmin, writer] = [
      await buildUser(ctx, { verified: true, role: 'admin' }),
      await buildUser(ctx, { verified: true }),
    ];
    await ctx.updateUser(suspendedAdmin.id, {
      suspendedAt: sql`now()`,
      suspendedUntil: null,
      suspensionReason: 'Compromised account',
    });
    for (const [method, url, body] of [
      ['get', '/api/admin/users'],
      ['put', `/api/admin/users/${writer.id}/role`, { role: 'mod' }],
      ['get', '/api/moderation/posts'],
    ] as [Method, string, object?][]) {
      const answer = await call(method, url, suspendedAdmin, body).expect(403);
      expect(answer.body.errors[0].msg).toBe(
        'Your account is suspended until a moderator lifts the suspension. Reason: Compromised account',
      );
    }
    const [row] = await ctx.db.select({ role: users.role }).from(users).where(eq(users.id, writer.id));
    expect(row!.role).toBe('user');
  });

  it('answers 400 for bad days or reason and 404 for unknown users, changing nothing', async () => {
    const writer = await buildUser(ctx, { verified: true });
    for (const body of [{ days: 2, reason: 'x' }, { reason: 'x' }, { days: '7', reason: 'x' }]) {
      expect((await suspend(mod, writer.id, body).expect(400)).body.errors[0]).toEqual({
        msg: 'days must be 1, 7, 30 or null (until lifted)',
        path: 'days',
      });
    }
    for (const reason of [undefined, '', '   ']) {
      expect((await suspend(mod, writer.id, { days: 1, reason }).expect(400)).body.errors[0]).toEqual({
        msg: 'A reason is required',
        path: 'reason',
      });
    }
    await suspend(mod, writer.id, { days: 1, reason: 'x'.repeat(501) }).expect(400);
    await suspend(mod, MISSING_ID, { days: 1, reason: 'Ghost' }).expect(404);
    await suspend(mod, 'abc', { days: 1, reason: 'Ghost' }).expect(404);
    await call('delete', `/api/moderation/users/${MISSING_ID}/suspension`, mod).expect(404);
    expect((await call('get', '/api/auth', writer).expect(200)).body.suspension).toBeNull();
  });
});
