import { eq } from 'drizzle-orm';
import { commentReports, postReports } from '../../db/schema';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { as, buildComment, buildPost, buildUser, buildUsers } from '../../../test/builders';
import type { TestUser } from '../../../test/factories';

let ctx: TestContext;
let reader: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  reader = await buildUser(ctx, { verified: true });
});
afterAll(() => ctx.close());

const call = (method: 'get' | 'put', url: string, user: TestUser, body?: object) => {
  const req = as(ctx, user)[method](url);
  return body ? req.send(body) : req;
};
/** Whether a reader sees a comment's text (a hidden comment keeps its place with its text withheld). */
const commentShown = async (postId: string, commentId: string) => {
  const { comments } = (await call('get', `/api/posts/${postId}`, reader).expect(200)).body as {
    comments: { _id: string; text: string | null; flagged: boolean }[];
  };
  const comment = comments.find((row) => row._id === commentId)!;
  expect(comment.flagged).toBe(comment.text === null);
  return comment.text !== null;
};
const listed = async (postId: string) =>
  ((await call('get', '/api/posts?sort=new&limit=50', reader).expect(200)).body as { _id: string }[]).some(
    (post) => post._id === postId,
  );

describe('reports that resist brigading', () => {
  it('five unverified reports do not hide a post, five verified do, one moderator or admin report does', async () => {
    const author = await buildUser(ctx, { verified: true });
    const [a, b, c, d] = [
      await buildPost(ctx, { user: author, text: 'Brigaded idea' }),
      await buildPost(ctx, { user: author, text: 'Really reported idea' }),
      await buildPost(ctx, { user: author, text: 'Moderated idea' }),
      await buildPost(ctx, { user: author, text: 'Idea an admin reported' }),
    ];
    for (const throwaway of await buildUsers(ctx, 5))
      await call('put', `/api/posts/report/${a._id}`, throwaway).expect(200);
    expect(await listed(a._id)).toBe(true);
    const kept = await ctx.db.select().from(postReports).where(eq(postReports.itemId, a._id));
    expect(kept).toHaveLength(5);
    expect(kept.every((report) => report.weight === 0)).toBe(true);

    for (const writer of await buildUsers(ctx, 4, { verified: true }))
      await call('put', `/api/posts/report/${b._id}`, writer).expect(200);
    expect(await listed(b._id)).toBe(true);
    await call('put', `/api/posts/report/${b._id}`, await buildUser(ctx, { verified: true })).expect(200);
    expect(await listed(b._id)).toBe(false);

    const mod = await buildUser(ctx, { verified: true, role: 'mod' });
    await call('put', `/api/posts/report/${c._id}`, mod, { reason: 'explicit' }).expect(200);
    expect(await listed(c._id)).toBe(false);
    // taking the report back shows it again
    await call('put', `/api/posts/report/${c._id}`, mod).expect(200);
    expect(await listed(c._id)).toBe(true);

    const admin = await buildUser(ctx, { verified: true, role: 'admin' });
    await call('put', `/api/posts/report/${d._id}`, admin, { reason: 'spam' }).expect(200);
    expect(await listed(d._id)).toBe(false);
  });

  it('five unverified reports do not hide a comment, five verified do, one moderator or admin report does', async () => {
    const author = await buildUser(ctx, { verified: true });
    const post = await buildPost(ctx, { user: author, text: 'A post whose answers get reported' });
    const [a, b, c, d] = [
      await buildComment(ctx, { post, user: author, text: 'Brigaded answer' }),
      await buildComment(ctx, { post, user: author, text: 'Really reported answer' }),
      await buildComment(ctx, { post, user: author, text: 'Moderated answer' }),
      await buildComment(ctx, { post, user: author, text: 'Answer an admin reported' }),
    ];
    const report = (commentId: string, user: TestUser) =>
      call('put', `/api/posts/comment/${post._id}/report/${commentId}`, user).expect(200);

    for (const throwaway of await buildUsers(ctx, 5)) await report(a!._id, throwaway);
    expect(await commentShown(post._id, a!._id)).toBe(true);
    const kept = await ctx.db.select().from(commentReports).where(eq(commentReports.itemId, a!._id));
    expect(kept).toHaveLength(5);
    expect(kept.every((row) => row.weight === 0)).toBe(true);

    for (const writer of await buildUsers(ctx, 4, { verified: true })) await report(b!._id, writer);
    expect(await commentShown(post._id, b!._id)).toBe(true);
    await report(b!._id, await buildUser(ctx, { verified: true }));
    expect(await commentShown(post._id, b!._id)).toBe(false);

    await report(c!._id, await buildUser(ctx, { verified: true, role: 'mod' }));
    expect(await commentShown(post._id, c!._id)).toBe(false);
    await report(d!._id, await buildUser(ctx, { verified: true, role: 'admin' }));
    expect(await commentShown(post._id, d!._id)).toBe(false);
  });

  it('keeps the reason and details; no body reports as other; bad reasons and long details are 400', async () => {
    const [author, reporter] = await buildUsers(ctx, 2, { verified: true });
    const post = await buildPost(ctx, { user: author! });
    const comment = await buildComment(ctx, { post, user: author! });
    await call('put', `/api/posts/report/${post._id}`, reporter!, {
      reason: 'spam',
      details: '  Links to a casino  ',
    }).expect(200);
    await call('put', `/api/posts/comment/${post._id}/report/${comment._id}`, reporter!).expect(200);
    const [row] = await ctx.db.select().from(postReports).where(eq(postReports.itemId, post._id));
    expect(row).toMatchObject({ reason: 'spam', details: 'Links to a casino', weight: 1 });

    const other = await buildPost(ctx, { user: author! });
    expect(
      (await call('put', `/api/posts/report/${other._id}`, reporter!, { reason: 'boring' }).expect(400)).body,
    ).toEqual({ errors: [{ msg: 'reason must be spam, harassment, off-topic, explicit or other', path: 'reason' }] });
    expect(
      (
        await call('put', `/api/posts/report/${other._id}`, reporter!, {
          reason: 'other',
          details: 'x'.repeat(501),
        }).expect(400)
      ).body,
    ).toEqual({ errors: [{ msg: 'details must be at most 500 characters', path: 'details' }] });
    expect(await ctx.db.select().from(postReports).where(eq(postReports.itemId, other._id))).toEqual([]);
  });
});
