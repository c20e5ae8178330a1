import { eq } from 'drizzle-orm';
import { storyComments } from '../../db/schema';
import { addMember, as, buildUser, newApiStory, type ApiStory } from '../../../test/builders';
import type { TestUser } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { AUTHOR_OR_OWNER, ONLY_ITS_AUTHOR, REPLY_NOT_RESOLVED } from './comments.service';

// Decision 190: comments on a shared story, by every member, critics too.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const errorOf = (res: { body: { errors: { msg: string }[] } }) => res.body.errors[0]!.msg;

async function sharedStory(): Promise<ApiStory & { coauthor: TestUser; critic: TestUser }> {
  const plan = await newApiStory(ctx, {
    user: await buildUser(ctx, { verified: true, name: 'Owner Odile' }),
    title: 'Harbour Lights',
  });
  const coauthor = await buildUser(ctx, { verified: true, name: 'Coauthor Cass' });
  const critic = await buildUser(ctx, { verified: true, name: 'Critic Crane' });
  await addMember(ctx, plan.story._id, coauthor, 'coauthor');
  await addMember(ctx, plan.story._id, critic, 'critic');
  return { ...plan, coauthor, critic };
}

describe('comments on a story', () => {
  it('a critic comments on a range of a beat, the co-author replies, the owner resolves; the thread reads back whole', async () => {
    const plan = await sharedStory();
    const beat = plan.beats[0]!;
    const comments = `${plan.base}/comments`;
    const anchor = { start: 4, end: 9, quote: 'storm' };
    const first = await as(ctx, plan.critic)
      .post(comments)
      .send({ beat, text: 'Is the storm too early?', anchor })
      .expect(201);
    expect(first.body).toEqual({
      _id: expect.any(String),
      target: { kind: 'beat', _id: beat, key: 'act1a01' },
      anchor,
      parent: null,
      author: { _id: plan.critic.id, name: 'Critic Crane' },
      text: 'Is the storm too early?',
      createdAt: expect.any(String),
      editedAt: null,
      resolvedAt: null,
      resolvedBy: null,
    });
    const reply = await as(ctx, plan.coauthor)
      .post(comments)
      .send({ parent: first.body._id, text: 'Moved it to act two.' })
      .expect(201);
    expect(reply.body).toMatchObject({ parent: first.body._id, target: { kind: 'beat', _id: beat }, anchor: null });
    // A reply to a reply is refused: one level.
    const deeper = await as(ctx, plan.user).post(comments).send({ parent: reply.body._id, text: 'Deeper' }).expect(400);
    expect(errorOf(deeper)).toBe('A reply answers the first comment of a thread');
    expect(
      errorOf(await as(ctx, plan.user).patch(`${comments}/${reply.body._id}`).send({ resolved: true }).expect(400)),
    ).toBe(REPLY_NOT_RESOLVED);

    const resolved = await as(ctx, plan.user)
      .patch(`${comments}/${first.body._id}`)
      .send({ resolved: true })
      .expect(200);
    expect(resolved.body).toMatchObject({ resolvedAt: expect.any(String), resolvedBy: plan.user.id });
    const open = await as(ctx, plan.critic).get(`${comments}?beat=${beat}&resolved=false`).expect(200);
    expect(open.body).toEqual([]);
    const all = await as(ctx, plan.critic).get(`${comments}?beat=${beat}`).expect(200);
    expect(all.body).toHaveLength(1);
    expect(all.body[0]).toMatchObject({
      _id: first.body._id,
      replies: [{ _id: reply.body._id, text: 'Moved it to act two.' }],
    });
    await as(ctx, plan.critic).patch(`${comments}/${first.body._id}`).send({ resolved: false }).expect(200);
    expect((await as(ctx, plan.critic).get(`${comments}?resolved=false`).expect(200)).body).toHaveLength(1);
  });

  it('comments on scenes and entries of the story only; its author edits, its author or the owner deletes', async () => {
    const plan = await sharedStory();
    const comments = `${plan.base}/comments`;
    const scene = await as(ctx, plan.user).post(`${plan.base}/scenes`).send({ title: 'Docks' }).expect(201);
    const entry = await as(ctx, plan.user)
      .post(`${plan.base}/codex`)
      .send({ kind: 'place', name: 'Docks' })
      .expect(201);
    await as(ctx, plan.critic).post(comments).send({ scene: scene.body._id, text: 'Good scene' }).expect(201);
    const onEntry = await as(ctx, plan.critic)
      .post(comments)
      .send({ entry: entry.body._id, text: 'Where?' })
      .expect(201);
    expect(onEntry.body.target).toEqual({ kind: 'entry', _id: entry.body._id });

    const other = await newApiStory(ctx, { user: await buildUser(ctx, { verified: true }) });
    const foreign = await as(ctx, plan.critic)
      .post(comments)
      .send({ beat: other.beats[0], text: 'Elsewhere' })
      .expect(404);
    expect(errorOf(foreign)).toBe('Beat not found');
    const two = await as(ctx, plan.critic)
      .post(comments)
      .send({ beat: plan.beats[0], scene: scene.body._id, text: 'x' })
      .expect(400);
    expect(errorOf(two)).toBe('A comment is on one beat, scene or entry');

    const url = `${comments}/${onEntry.body._id}`;
    expect(errorOf(await as(ctx, plan.user).patch(url).send({ text: 'Not mine' }).expect(403))).toBe(ONLY_ITS_AUTHOR);
    const edited = await as(ctx, plan.critic).patch(url).send({ text: 'Where exactly?' }).expect(200);
    expect(edited.body).toMatchObject({ text: 'Where exactly?', editedAt: expect.any(String) });
    expect(errorOf(await as(ctx, plan.coauthor).delete(url).expect(403))).toBe(AUTHOR_OR_OWNER);
    await as(ctx, plan.user).delete(url).expect(204);
    await as(ctx, plan.user).delete(url).expect(404);
  });

  it('deleting a thread takes its replies; a non-member cannot read or write, nor learn the story exists', async () => {
    const plan = await sharedStory();
    const comments = `${plan.base}/comments`;
    const first = await as(ctx, plan.coauthor).post(comments).send({ beat: plan.beats[1], text: 'Thread' }).expect(201);
    await as(ctx, plan.critic).post(comments).send({ parent: first.body._id, text: 'Reply' }).expect(201);
    await as(ctx, plan.coauthor).delete(`${comments}/${first.body._id}`).expect(204);
    expect(await ctx.db.select().from(storyComments).where(eq(storyComments.outlineId, plan.story._id))).toEqual([]);

    const stranger = await buildUser(ctx, { verified: true });
    await as(ctx, stranger).get(comments).expect(404);
    await as(ctx, stranger).post(comments).send({ beat: plan.beats[0], text: 'Hi' }).expect(404);
    await ctx.api().get(comments).expect(401);
  });

  it('"@Name" notifies that member once, never the commenter; the notification names the story', async () => {
    const plan = await sharedStory();
    await as(ctx, plan.critic)
      .post(`${plan.base}/comments`)
      .send({
        beat: plan.beats[0],
        text: '@coauthor cass and @Owner Odile, see this; @Critic Crane too. @Coauthor Cass!',
      })
      .expect(201);
    const theirs = await as(ctx, plan.coauthor).get('/api/notifications').expect(200);
    expect(theirs.body).toEqual([
      expect.objectContaining({
        kind: 'mentioned',
        actor: expect.objectContaining({ name: 'Critic Crane' }),
        post: null,
        story: { _id: plan.story._id, title: 'Harbour Lights' },
      }),
    ]);
    expect((await as(ctx, plan.user).get('/api/notifications').expect(200)).body).toHaveLength(1);
    expect((await as(ctx, plan.critic).get('/api/notifications').expect(200)).body).toEqual([]);
  });

  it('keeps of an anchor what the database can hold: a NUL or half an emoji cut by a selection is dropped, never a 500', async () => {
    const plan = await sharedStory();
    const res = await as(ctx, plan.critic)
      .post(`${plan.base}/comments`)
      .send({ beat: plan.beats[0], text: 'Here', anchor: { start: 0, end: 3, quote: 'a\u0000b\ud83d' } })
      .expect(201);
    expect(res.body.anchor).toEqual({ start: 0, end: 3, quote: 'ab' });
  });

  it('names a beat of the Three Act structure by its field too, as the act pages do, and answers both', async () => {
    const plan = await sharedStory();
    const made = await as(ctx, plan.critic)
      .post(`${plan.base}/comments`)
      .send({ beat: 'act1a01', text: 'On the opening' })
      .expect(201);
    expect(made.body.target).toEqual({ kind: 'beat', _id: plan.beats[0], key: 'act1a01' });
    const listed = await as(ctx, plan.user).get(`${plan.base}/comments?beat=act1a01`).expect(200);
    expect(listed.body.map((thread: { _id: string }) => thread._id)).toEqual([made.body._id]);
    await as(ctx, plan.critic).post(`${plan.base}/comments`).send({ beat: 'act9a99', text: 'x' }).expect(404);
  });

  it('never goes into the story files', async () => {
    const plan = await sharedStory();
    await as(ctx, plan.critic)
      .post(`${plan.base}/comments`)
      .send({ beat: plan.beats[0], text: 'Private remark 7491' })
      .expect(201);
    for (const format of ['md', 'json']) {
      const file = await as(ctx, plan.user).get(`${plan.base}/export?format=${format}`).expect(200);
      expect(file.text).not.toContain('Private remark 7491');
    }
  });
});
