import { BEAT_MAX, UNPLACED_PER_STORY_MAX } from '@three-act/contract/limits';
import type { Story } from '@three-act/contract/story-structure';
import { and, asc, eq } from 'drizzle-orm';
import { notifications, outlineRevisions, storyUnplaced } from '../../db/schema';
import { createTestContext, type TestContext } from '../../../test/test-app';
import {
  as,
  buildComment,
  buildPost,
  buildReports,
  buildStory,
  buildUser,
  type BuiltStory,
} from '../../../test/builders';
import type { TestUser } from '../../../test/factories';
import { createDigest } from '../notifications/digest';

let ctx: TestContext;
let author: TestUser;
let writer: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  [author, writer] = await Promise.all([
    buildUser(ctx, { verified: true, name: 'Ada Author' }),
    buildUser(ctx, { verified: true, name: 'Wren Writer' }),
  ]);
});
afterAll(() => ctx.close());

const MISSING_ID = '0b7a3c1e-5f7d-4a8e-9c2b-1d3e5f7a9b0c';
const APP = 'http://localhost:5000';
const beatsOf = (story: Story) => story.acts.flatMap((act) => act.beats);
const beatOf = (story: Story, key: string) => beatsOf(story).find((beat) => beat.key === key)!;

const adoptPost = (who: TestUser, postId: string, body: object) =>
  as(ctx, who).post(`/api/posts/${postId}/adopt`).send(body);
const adoptComment = (who: TestUser, postId: string, commentId: string, body: object) =>
  as(ctx, who).post(`/api/posts/comment/${postId}/adopt/${commentId}`).send(body);
const readStory = async (who: TestUser, id: string) =>
  (await as(ctx, who).get(`/api/stories/${id}`).expect(200)).body as Story;
const noticesOf = async (who: TestUser) => (await as(ctx, who).get('/api/notifications').expect(200)).body;
const readAll = (who: TestUser) => as(ctx, who).put('/api/notifications/read').send({}).expect(200);

/** A story of the writer's that is not the current one, with its title naming it, and text in the midpoint. */
async function storyOf(who: TestUser, title = 'The Salt Road'): Promise<BuiltStory> {
  const story = await buildStory(ctx, { user: who, title, beats: { act2a08: 'The caravan splits.' } });
  // Another story after it, so the one used is not the current one: stories by id need not be.
  await buildStory(ctx, { user: who, title: 'Something else' });
  return story;
}

/** Everything of a story a refused request must leave as it was: its answer and its history. */
async function stateOf(who: TestUser, id: string) {
  const revisions = await ctx.db
    .select({ field: outlineRevisions.field, text: outlineRevisions.text, version: outlineRevisions.version })
    .from(outlineRevisions)
    .where(eq(outlineRevisions.outlineId, id))
    .orderBy(asc(outlineRevisions.id));
  return { story: await readStory(who, id), revisions };
}

const ideaNotices = (userId: string) =>
  ctx.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'idea-used')));

describe('POST /api/posts/{id}/adopt', () => {
  it("appends a post's text to a beat after a blank line, with a line linking it, as a new version with its revision", async () => {
    await readAll(author);
    const post = await buildPost(ctx, { user: author, text: 'What if the map\nis a lie?' });
    const story = await storyOf(writer);
    const before = await readStory(writer, story.id);
    const midpoint = beatOf(before, 'act2a08');

    const res = await adoptPost(writer, post.id, { story: story.id, beat: midpoint._id }).expect(201);
    const expected = `The caravan splits.\n\nWhat if the map\nis a lie?\n— from a Brainstorm idea: ${APP}/post/${post.id}`;
    expect(beatOf(res.body, 'act2a08').text).toBe(expected);
    expect(res.body.version).toBe(before.version + 1);
    expect(res.body).toEqual({ ...before, version: before.version + 1, acts: res.body.acts });
    expect(beatsOf(res.body).filter((beat) => beat.text !== null)).toHaveLength(1);
    expect(await readStory(writer, story.id)).toEqual(res.body);

    // The history keeps the text before (the builder's revision) and the beat with the idea, under its own source.
    const revisions = await ctx.db
      .select({ text: outlineRevisions.text, version: outlineRevisions.version, source: outlineRevisions.source })
      .from(outlineRevisions)
      .where(and(eq(outlineRevisions.outlineId, story.id), eq(outlineRevisions.field, midpoint._id)))
      .orderBy(asc(outlineRevisions.version));
    expect(revisions).toEqual([
      { text: 'The caravan splits.', version: 1, source: 'builder:' },
      { text: expected, version: before.version + 1, source: expect.stringMatching(/:idea$/) },
    ]);

    // An empty beat takes the idea alone, and using it again appends it again, never replacing.
    const empty = beatOf(before, 'act1a01');
    await adoptPost(writer, post.id, { story: story.id, beat: empty._id }).expect(201);
    const twice = await adoptPost(writer, post.id, { story: story.id, beat: empty._id }).expect(201);
    const once = `What if the map\nis a lie?\n— from a Brainstorm idea: ${APP}/post/${post.id}`;
    expect(beatOf(twice.body, 'act1a01').text).toBe(`${once}\n\n${once}`);
    expect(twice.body.version).toBe(before.version + 3);
  });

  it('tells the author that a writer used their idea, never who nor which story, in the list and the digest', async () => {
    await readAll(author);
    await as(ctx, author).put('/api/users/me/preferences').send({ emailDigest: 'daily' }).expect(200);
    const post = await buildPost(ctx, { user: author, text: 'A lighthouse keeper who cannot see the sea' });
    const story = await storyOf(writer, 'Keeper of Nothing');

    await adoptPost(writer, post.id, { story: story.id }).expect(201);
    const notices = await noticesOf(author);
    expect(notices[0]).toEqual({
      _id: expect.any(String),
      kind: 'idea-used',
      post: { _id: post.id, excerpt: 'A lighthouse keeper who cannot see the sea' },
      actor: null,
      comment: null,
      reason: null,
      resolution: null,
      until: null,
      target: 'post',
      createdAt: expect.any(String),
      read: false,
    });
    const listed = JSON.stringify(notices);
    for (const secret of [story.id, 'Keeper of Nothing', writer.id, writer.name]) expect(listed).not.toContain(secret);

    await createDigest({ db: ctx.db, mailer: ctx.mailer, config: ctx.config, logger: ctx.logger }).run(
      new Date(Date.now() + 24 * 60 * 60 * 1000),
    );
    const mail = ctx.mailsTo(author.email).at(-1)!;
    expect(mail).toContain('A writer used your idea “A lighthouse keeper who cannot see the sea” in their story.');
    for (const secret of [story.id, 'Keeper of Nothing', writer.id, writer.name]) expect(mail).not.toContain(secret);
    await as(ctx, author).put('/api/users/me/preferences').send({ emailDigest: 'off' }).expect(200);
  });

  it('puts the idea in the unplaced list without a beat; placing it later keeps its link', async () => {
    const post = await buildPost(ctx, { user: author, text: 'The twin was the narrator all along' });
    const story = await storyOf(writer);
    const before = await readStory(writer, story.id);

    const res = await adoptPost(writer, post.id, { story: story.id }).expect(201);
    expect(res.body.unplaced).toEqual([
      {
        _id: expect.any(String),
        text: 'The twin was the narrator all along',
        origin: { post: post.id },
        date: expect.any(String),
      },
    ]);
    // The beats are as they were.
    expect(res.body.acts).toEqual(before.acts);

    const [item] = res.body.unplaced;
    const beat = beatOf(before, 'act3a01');
    const placed = await as(ctx, writer)
      .post(`/api/stories/${story.id}/unplaced/${item._id}/place`)
      .send({ beat: beat._id })
      .expect(200);
    expect(beatOf(placed.body, 'act3a01').text).toBe(
      `The twin was the narrator all along\n— from a Brainstorm idea: ${APP}/post/${post.id}`,
    );
    expect(placed.body.unplaced).toEqual([]);
  });

  it("sends no notice for one's own idea, and one unread notice however often an idea is used", async () => {
    const post = await buildPost(ctx, { user: writer, text: 'My own idea' });
    const story = await storyOf(writer);
    await readAll(writer);
    await adoptPost(writer, post.id, { story: story.id }).expect(201);
    expect(await ideaNotices(writer.id)).toHaveLength(0);

    const idea = await buildPost(ctx, { user: author, text: 'Used again and again' });
    await adoptPost(writer, idea.id, { story: story.id }).expect(201);
    await adoptPost(writer, idea.id, { story: story.id }).expect(201);
    const other = await buildUser(ctx);
    const theirs = await buildStory(ctx, { user: other });
    await adoptPost(other, idea.id, { story: theirs.id }).expect(201);
    const unread = (await noticesOf(author)).filter((n: { post: { _id: string } | null }) => n.post?._id === idea.id);
    expect(unread).toHaveLength(1);
    // Once read, the next use is news again.
    await readAll(author);
    await adoptPost(other, idea.id, { story: theirs.id }).expect(201);
    const after = (await noticesOf(author)).filter((n: { post: { _id: string } | null }) => n.post?._id === idea.id);
    expect(after.map((n: { read: boolean }) => n.read)).toEqual([false, true]);
  });

  it('lets an unverified and a suspended writer use an idea: it is private writing, as reading is', async () => {
    const post = await buildPost(ctx, { user: author });
    const unverified = await buildUser(ctx);
    await adoptPost(unverified, post.id, { story: (await buildStory(ctx, { user: unverified })).id }).expect(201);

    const suspended = await buildUser(ctx, { verified: true });
    const mod = await buildUser(ctx, { verified: true, role: 'mod' });
    await as(ctx, mod)
      .put(`/api/moderation/users/${suspended.id}/suspension`)
      .send({ days: 7, reason: 'Spam' })
      .expect(200);
    await as(ctx, suspended).post('/api/posts').send({ text: 'Still here?' }).expect(403);
    await adoptPost(suspended, post.id, { story: (await buildStory(ctx, { user: suspended })).id }).expect(201);
  });
});

describe('POST /api/posts/comment/{postId}/adopt/{commentId}', () => {
  it("uses a comment's text in a beat or the unplaced list, and tells its author of their suggestion", async () => {
    await readAll(author);
    const post = await buildPost(ctx, { user: writer, text: 'How does my heist go wrong?' });
    const comment = await buildComment(ctx, { post, user: author, text: 'The safe is already empty' });
    const story = await storyOf(writer, 'The Empty Safe');
    const before = await readStory(writer, story.id);
    const beat = beatOf(before, 'act2a01');

    const res = await adoptComment(writer, post.id, comment.id, { story: story.id, beat: beat._id }).expect(201);
    expect(beatOf(res.body, 'act2a01').text).toBe(
      `The safe is already empty\n— from a suggestion on the Brainstorm: ${APP}/post/${post.id}`,
    );
    const unplaced = await adoptComment(writer, post.id, comment.id, { story: story.id }).expect(201);
    expect(unplaced.body.unplaced).toEqual([
      expect.objectContaining({ text: 'The safe is already empty', origin: { post: post.id, comment: comment.id } }),
    ]);

    const notices = await noticesOf(author);
    expect(notices[0]).toMatchObject({
      kind: 'idea-used',
      post: { _id: post.id, excerpt: 'The safe is already empty' },
      comment: comment.id,
      target: 'comment',
      actor: null,
      read: false,
    });
    // Used twice before being read: one notice.
    expect(notices.filter((n: { kind: string; read: boolean }) => n.kind === 'idea-used' && !n.read)).toHaveLength(1);
    const listed = JSON.stringify(notices);
    for (const secret of [story.id, 'The Empty Safe', writer.name]) expect(listed).not.toContain(secret);
  });
});

describe('refusals, with nothing changed', () => {
  it('answers 401 signed out, and 400 for malformed ids in the path or the body', async () => {
    const post = await buildPost(ctx, { user: author });
    const comment = await buildComment(ctx, { post, user: author });
    const story = await storyOf(writer);
    const before = await stateOf(writer, story.id);
    const noticesBefore = (await ideaNotices(author.id)).length;

    await ctx.api().post(`/api/posts/${post.id}/adopt`).send({ story: story.id }).expect(401);
    await ctx.api().post(`/api/posts/comment/${post.id}/adopt/${comment.id}`).send({ story: story.id }).expect(401);

    const cases: [Promise<{ body: unknown }>, { msg: string; path: string }][] = [
      [adoptPost(writer, 'not-a-post', { story: story.id }).expect(400), { msg: 'Malformed post id', path: 'id' }],
      [
        adoptComment(writer, 'nope', comment.id, { story: story.id }).expect(400),
        { msg: 'Malformed post id', path: 'postId' },
      ],
      [
        adoptComment(writer, post.id, 'nope', { story: story.id }).expect(400),
        { msg: 'Malformed comment id', path: 'commentId' },
      ],
      [adoptPost(writer, post.id, { story: 'x' }).expect(400), { msg: 'Malformed story id', path: 'story' }],
      [
        adoptPost(writer, post.id, { story: story.id, beat: 'act2a08' }).expect(400),
        { msg: 'Malformed beat id', path: 'beat' },
      ],
    ];
    for (const [pending, error] of cases) expect((await pending).body).toEqual({ errors: [error] });
    const missing = await adoptPost(writer, post.id, { beat: 7 }).expect(400);
    expect(missing.body.errors).toEqual([
      { msg: 'story must be the id of one of your stories', path: 'story' },
      { msg: 'beat must be the id of a beat of the story', path: 'beat' },
    ]);

    expect(await stateOf(writer, story.id)).toEqual(before);
    expect(await ideaNotices(author.id)).toHaveLength(noticesBefore);
  });

  it("answers 404 for another writer's story or beat, a beat of another story, a missing, hidden or removed idea", async () => {
    await readAll(author);
    const noticesBefore = (await ideaNotices(author.id)).length;
    const post = await buildPost(ctx, { user: author, text: 'A visible idea' });
    const story = await storyOf(writer);
    const mine = await readStory(writer, story.id);
    const other = await buildUser(ctx, { verified: true });
    const theirs = await buildStory(ctx, { user: other, title: 'Theirs' });
    const theirStory = await readStory(other, theirs.id);
    const second = await buildStory(ctx, { user: writer, title: 'My other story' });
    const secondStory = await readStory(writer, second.id);
    const before = await stateOf(writer, story.id);
    const theirsBefore = await stateOf(other, theirs.id);

    const hidden = await buildPost(ctx, { user: author, text: 'Hidden by reports' });
    await buildReports(ctx, { post: hidden }, 5);
    const onVisible = await buildComment(ctx, { post, user: author, text: 'A hidden suggestion' });
    await buildReports(ctx, { comment: onVisible }, 5);
    const removed = await buildPost(ctx, { user: author });
    await as(ctx, author).delete(`/api/posts/${removed.id}`).expect(200);
    const elsewhere = await buildComment(ctx, { user: author });
    const mod = await buildUser(ctx, { verified: true, role: 'mod' });

    const refusals: [TestUser, Promise<{ body: unknown }>, string][] = [
      [writer, adoptPost(writer, post.id, { story: theirs.id }).expect(404), 'Story not found'],
      [
        writer,
        adoptPost(writer, post.id, { story: story.id, beat: beatsOf(theirStory)[0]!._id }).expect(404),
        'Beat not found',
      ],
      [
        writer,
        adoptPost(writer, post.id, { story: story.id, beat: beatsOf(secondStory)[0]!._id }).expect(404),
        'Beat not found',
      ],
      [writer, adoptPost(writer, post.id, { story: story.id, beat: MISSING_ID }).expect(404), 'Beat not found'],
      [writer, adoptPost(writer, MISSING_ID, { story: story.id }).expect(404), 'Post not found'],
      [writer, adoptPost(writer, hidden.id, { story: story.id }).expect(404), 'Post not found'],
      [writer, adoptPost(writer, removed.id, { story: story.id }).expect(404), 'Post not found'],
      [writer, adoptComment(writer, post.id, onVisible.id, { story: story.id }).expect(404), 'Comment not found'],
      [writer, adoptComment(writer, post.id, elsewhere.id, { story: story.id }).expect(404), 'Comment not found'],
      [writer, adoptComment(writer, hidden.id, MISSING_ID, { story: story.id }).expect(404), 'Post not found'],
    ];
    for (const [, pending, msg] of refusals) {
      const { body } = await pending;
      expect(body).toMatchObject({ errors: [{ msg }] });
    }
    // A moderator reads what reports hid, to judge it, not to use it.
    const modStory = await buildStory(ctx, { user: mod });
    await adoptPost(mod, hidden.id, { story: modStory.id }).expect(404);
    await adoptComment(mod, post.id, onVisible.id, { story: modStory.id }).expect(404);
    // Another writer naming the writer's story with the writer's beat.
    await adoptPost(other, post.id, { story: story.id, beat: beatsOf(mine)[0]!._id }).expect(404);

    expect(await stateOf(writer, story.id)).toEqual(before);
    expect(await stateOf(other, theirs.id)).toEqual(theirsBefore);
    expect(await ideaNotices(author.id)).toHaveLength(noticesBefore);

    // Its author may still use what reports hid: their own words.
    const own = await buildStory(ctx, { user: author });
    await adoptPost(author, hidden.id, { story: own.id }).expect(201);
    await adoptComment(author, post.id, onVisible.id, { story: own.id }).expect(201);
  });

  it('refuses a beat the idea would take past BEAT_MAX, and a story whose unplaced list is full', async () => {
    const post = await buildPost(ctx, { user: author, text: 'x'.repeat(100) });
    const story = await storyOf(writer);
    const full = beatOf(await readStory(writer, story.id), 'act1a02');
    await as(ctx, writer)
      .patch(`/api/stories/${story.id}/beats/${full._id}`)
      .send({ text: 'y'.repeat(BEAT_MAX - 120) })
      .expect(200);
    const noticesBefore = (await ideaNotices(author.id)).length;
    const before = await stateOf(writer, story.id);

    const long = await adoptPost(writer, post.id, { story: story.id, beat: full._id }).expect(400);
    expect(long.body.errors).toEqual([
      { msg: `The beat would pass ${BEAT_MAX} characters: choose another beat, or Unplaced ideas`, path: 'beat' },
    ]);
    expect(await stateOf(writer, story.id)).toEqual(before);

    await ctx.db
      .insert(storyUnplaced)
      .values(
        Array.from({ length: UNPLACED_PER_STORY_MAX }, (_, index) => ({ outlineId: story.id, text: `Loose ${index}` })),
      );
    const filled = await stateOf(writer, story.id);
    const crowded = await adoptPost(writer, post.id, { story: story.id }).expect(400);
    expect(crowded.body.errors).toEqual([
      { msg: expect.stringContaining(`${UNPLACED_PER_STORY_MAX} unplaced`), path: 'beat' },
    ]);
    expect(await stateOf(writer, story.id)).toEqual(filled);
    expect(await ideaNotices(author.id)).toHaveLength(noticesBefore);

    // A beat still takes it.
    await adoptPost(writer, post.id, { story: story.id, beat: beatOf(filled.story, 'act1a03')._id }).expect(201);
  });
});
