import { POST_MAX } from '@three-act/contract/limits';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { as, buildComment, buildPost, buildUser, buildUsers } from '../../../test/builders';
import type { TestUser } from '../../../test/factories';

let ctx: TestContext;
let mod: TestUser;
let unverified: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  [mod, unverified] = await Promise.all([buildUser(ctx, { verified: true, role: 'mod' }), buildUser(ctx)]);
});
afterAll(() => ctx.close());

const MISSING_ID = '0b7a3c1e-5f7d-4a8e-9c2b-1d3e5f7a9b0c';
type Method = 'get' | 'put' | 'delete';
const call = (method: Method, url: string, user: TestUser, body?: object) => {
  const req = as(ctx, user)[method](url);
  return body ? req.send(body) : req;
};
const errors = (msg: string, path?: string) => ({ errors: [path ? { msg, path } : { msg }] });
interface ListedComment {
  _id: string;
  text: string | null;
  parent: string | null;
  voteCount: number;
  editedAt: string | null;
}

describe('PUT /api/posts/:id', () => {
  it('lets the author change the text, marked edited, and found by its new words only', async () => {
    const [author, other] = await buildUsers(ctx, 2, { verified: true });
    const post = await buildPost(ctx, { user: author!, text: 'A dragon guards the archive' });
    const res = await call('put', `/api/posts/${post._id}`, author!, { text: 'A sphinx guards the archive' }).expect(
      200,
    );
    expect(res.body).toMatchObject({ _id: post._id, text: 'A sphinx guards the archive', comments: [] });
    expect(Date.parse(res.body.editedAt)).toBeGreaterThan(Date.parse(res.body.date) - 1);
    expect((await call('get', `/api/posts/${post._id}`, other!).expect(200)).body.editedAt).toBe(res.body.editedAt);

    const found = (q: string) => call('get', `/api/posts?q=${q}`, other!).expect(200);
    expect((await found('sphinx')).body.map((p: { _id: string }) => p._id)).toEqual([post._id]);
    expect((await found('dragon')).body).toEqual([]);
  });

  it("refuses anyone else's post (moderators too), bad text and unknown posts, changing nothing", async () => {
    const [author, other] = await buildUsers(ctx, 2, { verified: true });
    const post = await buildPost(ctx, { user: author!, text: 'Untouched idea' });
    for (const user of [other!, mod]) {
      expect((await call('put', `/api/posts/${post._id}`, user, { text: 'Hijacked' }).expect(403)).body).toEqual(
        errors('You can only edit your own posts'),
      );
    }
    await call('put', `/api/posts/${post._id}`, unverified, { text: 'Hijacked' }).expect(403);
    expect((await call('put', `/api/posts/${post._id}`, author!, { text: '  ' }).expect(400)).body).toEqual(
      errors('Post text is required', 'text'),
    );
    await call('put', `/api/posts/${post._id}`, author!, { text: 'x'.repeat(POST_MAX + 1) }).expect(400);
    await call('put', `/api/posts/${MISSING_ID}`, author!, { text: 'Ghost' }).expect(404);
    await call('put', '/api/posts/abc', author!, { text: 'Ghost' }).expect(404);
    const after = (await call('get', `/api/posts/${post._id}`, author!).expect(200)).body;
    expect(after).toMatchObject({ text: 'Untouched idea', editedAt: null });
  });
});

describe('PUT /api/posts/comment/:postId/:commentId', () => {
  it("lets the author change a comment's text, and refuses others", async () => {
    const [author, commenter, other] = await buildUsers(ctx, 3, { verified: true });
    const post = await buildPost(ctx, { user: author! });
    const comment = await buildComment(ctx, { post, user: commenter!, text: 'First thought' });
    const url = `/api/posts/comment/${post._id}/${comment._id}`;
    const res = await call('put', url, commenter!, { text: 'Second thought' }).expect(200);
    expect(res.body).toMatchObject({ _id: comment._id, text: 'Second thought', parent: null });
    expect(res.body.editedAt).toEqual(expect.any(String));

    for (const user of [author!, other!, mod]) {
      expect((await call('put', url, user, { text: 'Hijacked' }).expect(403)).body).toEqual(
        errors('You can only edit your own comments'),
      );
    }
    expect((await call('put', url, commenter!, { text: '' }).expect(400)).body).toEqual(
      errors('Comment text is required', 'text'),
    );
    const elsewhere = await buildPost(ctx, { user: author! });
    await call('put', `/api/posts/comment/${elsewhere._id}/${comment._id}`, commenter!, { text: 'x' }).expect(404);
    await call('put', `/api/posts/comment/${post._id}/${MISSING_ID}`, commenter!, { text: 'x' }).expect(404);
    const [kept] = (await call('get', `/api/posts/${post._id}`, author!).expect(200)).body.comments as ListedComment[];
    expect(kept).toMatchObject({ text: 'Second thought' });
  });
});

describe('replies', () => {
  it('answers a top-level comment one level deep; the discussion reads by votes, ties oldest first, replies under their parent', async () => {
    const [author, a, b, fan] = await buildUsers(ctx, 4, { verified: true });
    const post = await buildPost(ctx, { user: author! });
    const first = await buildComment(ctx, { post, user: a!, text: 'First suggestion' });
    const second = await buildComment(ctx, { post, user: b!, text: 'Second suggestion' });
    const third = await buildComment(ctx, { post, user: a!, text: 'Third suggestion' });
    await call('put', `/api/posts/comment/${post._id}/vote/${third._id}`, fan!).expect(200);

    const reply = (user: TestUser, parent: string, text: string) =>
      call('put', `/api/posts/comment/${post._id}`, user, { text, parent });
    await reply(b!, first._id, 'Reply one').expect(201);
    const res = await reply(author!, first._id, 'Reply two').expect(201);
    const list = res.body as ListedComment[];
    expect(list.map((c) => c.text)).toEqual([
      'Third suggestion',
      'First suggestion',
      'Reply one',
      'Reply two',
      'Second suggestion',
    ]);
    expect(list.find((c) => c.text === 'Reply one')).toMatchObject({ parent: first._id });
    expect(list.find((c) => c.text === 'First suggestion')).toMatchObject({ parent: null });

    const replyId = list.find((c) => c.text === 'Reply one')!._id;
    expect((await reply(a!, replyId, 'Too deep').expect(400)).body).toEqual(
      errors('A reply cannot be answered; reply to the comment above it', 'parent'),
    );
    const elsewhere = await buildPost(ctx, { user: author! });
    const foreign = await buildComment(ctx, { post: elsewhere, user: a! });
    for (const parent of [foreign._id, MISSING_ID, 'abc', '']) {
      expect((await reply(a!, parent, 'Lost').expect(400)).body).toEqual(
        errors('parent must be a comment of this post', 'parent'),
      );
    }
    expect((await call('get', `/api/posts/${post._id}`, author!).expect(200)).body.commentCount).toBe(5);

    // Deleting a comment takes its replies with it.
    const left = (await call('delete', `/api/posts/comment/${post._id}/${first._id}`, a!).expect(200))
      .body as ListedComment[];
    expect(left.map((c) => c.text)).toEqual(['Third suggestion', 'Second suggestion']);
    expect((await call('get', `/api/posts/${post._id}`, author!).expect(200)).body.commentCount).toBe(2);
    void second;
  });
});
