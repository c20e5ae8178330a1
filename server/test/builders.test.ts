import {
  as,
  buildCharacter,
  buildComment,
  buildLike,
  buildNote,
  buildNotification,
  buildPost,
  buildProfile,
  buildReports,
  buildSession,
  buildStory,
  buildUser,
  buildWork,
} from './builders';
import { createTestContext, type TestContext } from './test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

// The builders store rows as the services do: what they make reads back through the API unchanged.
describe('direct-insert builders', () => {
  it('build a story with beats, a character in it and a note, as the outline routes read them', async () => {
    const story = await buildStory(ctx, { title: 'Built Night', beats: { act1a01: 'It begins', act2a04: 'Midpoint' } });
    const character = await buildCharacter(ctx, { user: story.user, beats: ['act1a01'] });
    const note = await buildNote(ctx, { character });

    const me = await as(ctx, story.user).get('/api/outlines/me').expect(200);
    expect(me.body).toMatchObject({ _id: story.id, title: 'Built Night', act1a01: 'It begins', act2a04: 'Midpoint' });
    expect(me.body.characters).toMatchObject([
      { _id: character.id, name: character.name, beats: ['act1a01'], notes: [{ _id: note.id }] },
    ]);
    const revisions = await as(ctx, story.user).get('/api/outlines/me/revisions?field=act2a04').expect(200);
    expect(revisions.body).toMatchObject([{ text: 'Midpoint' }]);
    // A save on top of the built story is the second version.
    const saved = await as(ctx, story.user).post('/api/outlines').send({ title: 'Rebuilt Night' }).expect(200);
    expect(saved.headers.etag).toBe(`"${story.id}.2"`);
  });

  it('build a character of a writer without a story into a new untitled current story', async () => {
    const character = await buildCharacter(ctx);
    const me = await as(ctx, character.user).get('/api/outlines/me').expect(200);
    expect(me.body).toMatchObject({ _id: character.outlineId, title: null, characters: [{ _id: character.id }] });
  });

  it('build a profile with works, public once its writer is verified', async () => {
    const work = await buildWork(ctx, { title: 'Built Book' });
    const res = await ctx.api().get(`/api/profile/user/${work.profile.userId}`).expect(200);
    expect(res.body).toMatchObject({
      status: 'Aspiring Writer',
      genres: ['Fantasy', 'Mystery'],
      works: [{ _id: work.id, title: 'Built Book', author: work.profile.user.name }],
    });
    const unverified = await buildProfile(ctx, { user: await buildUser(ctx) });
    await ctx.api().get(`/api/profile/user/${unverified.userId}`).expect(404);
  });

  it('build posts, comments, replies, likes and reports whose counters, search and notifications the triggers keep', async () => {
    const post = await buildPost(ctx, { text: 'A lighthouse keeper with a secret' });
    const comment = await buildComment(ctx, { post });
    const reply = await buildComment(ctx, { parent: comment });
    await buildLike(ctx, { post, user: comment.user });
    const reader = await buildUser(ctx, { verified: true });

    const res = await as(ctx, reader).get(`/api/posts/${post.id}`).expect(200);
    expect(res.body).toMatchObject({ _id: post.id, text: 'A lighthouse keeper with a secret' });
    expect(res.body.likes).toHaveLength(1);
    expect(res.body.comments.map((c: { _id: string }) => c._id).sort()).toEqual([comment.id, reply.id].sort());
    const found = await as(ctx, reader).get('/api/posts?q=lighthouse').expect(200);
    expect(found.body.map((p: { _id: string }) => p._id)).toEqual([post.id]);

    const unread = await as(ctx, post.user).get('/api/notifications/unread').expect(200);
    expect(unread.body).toMatchObject({ count: 2 });
    const replied = await as(ctx, comment.user).get('/api/notifications').expect(200);
    expect(replied.body).toMatchObject([{ kind: 'reply' }]);

    await buildReports(ctx, { post }, 5);
    await as(ctx, reader).get(`/api/posts/${post.id}`).expect(404);
    const mod = await buildUser(ctx, { verified: true, role: 'mod' });
    const queue = await as(ctx, mod).get('/api/moderation/posts').expect(200);
    expect(queue.body.map((p: { _id: string }) => p._id)).toEqual([post.id]);
  });

  it('build a notification and a second session', async () => {
    const notification = await buildNotification(ctx, { reason: 'Spam' });
    const second = await buildSession(ctx, notification.user, 'Second Device');
    const list = await as(ctx, second).get('/api/notifications').expect(200);
    expect(list.body).toMatchObject([{ _id: notification.id, kind: 'suspended', reason: 'Spam' }]);
  });
});
