import { eq, sql } from 'drizzle-orm';
import { outlineRevisions, outlines } from '../../db/schema';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { as, buildCharacter, buildStory, buildUser, storyRows } from '../../../test/builders';
import { createCharacter, saveOutline, type TestUser } from '../../../test/factories';
import { purgeExpiredStories } from './stories.service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const MISSING_ID = '0b7a3c1e-5f7d-4a8e-9c2b-1d3e5f7a9b0c';
const NOT_FOUND = { errors: [{ msg: 'Story not found' }] };

const newStory = async (user: TestUser, title: string) =>
  (await as(ctx, user).post('/api/stories').send({ title }).expect(201)).body as { _id: string; title: string };

/** Moves a story's changed time back, so the order of "most recently changed" is certain. */
const age = (id: string, minutes: number) =>
  ctx.db
    .update(outlines)
    .set({ updatedAt: sql`now() - make_interval(mins => ${minutes})` })
    .where(eq(outlines.id, id));

describe('stories', () => {
  it('answers 401 when signed out on every route', async () => {
    await ctx.api().get('/api/stories').expect(401);
    await ctx.api().post('/api/stories').send({ title: 'x' }).expect(401);
    await ctx.api().get('/api/stories/trash').expect(401);
    await ctx.api().put(`/api/stories/${MISSING_ID}/current`).expect(401);
    await ctx.api().put(`/api/stories/${MISSING_ID}/restore`).expect(401);
    await ctx.api().delete(`/api/stories/${MISSING_ID}`).expect(401);
  });

  it('lists the spec outline as the one current story, and a new story becomes current', async () => {
    const user = await buildUser(ctx);
    expect((await as(ctx, user).get('/api/stories').expect(200)).body).toEqual([]);
    await buildStory(ctx, { user, title: 'First', beats: { act1a01: 'A beginning' } });
    const second = await newStory(user, '  Second  ');
    expect(second).toMatchObject({ title: 'Second', act1a01: null, characters: [], version: 1 });

    const list = (await as(ctx, user).get('/api/stories').expect(200)).body;
    expect(list).toEqual([
      { _id: second._id, title: 'Second', progress: 3, updatedAt: expect.any(String), current: true, scenes: 0 },
      {
        _id: expect.any(String),
        title: 'First',
        progress: 6,
        updatedAt: expect.any(String),
        current: false,
        scenes: 0,
      },
    ]);
    // The spec's routes act on the current story.
    expect((await as(ctx, user).get('/api/outlines/me').expect(200)).body).toMatchObject({ _id: second._id });
    await saveOutline(ctx, user, { act2a01: 'Into the woods' });
    const [first] = await storyRows(ctx, eq(outlines.title, 'First'));
    expect(first!.act2a01).toBeNull();
  });

  it('switches the current story; characters go to the current story and a character id works in any', async () => {
    const user = await buildUser(ctx);
    const one = await newStory(user, 'One');
    const mara = await createCharacter(ctx, user, { name: 'Mara' });
    const two = await newStory(user, 'Two');
    await createCharacter(ctx, user, { name: 'Bram' });
    expect(
      (await as(ctx, user).get('/api/outlines/me').expect(200)).body.characters.map((c: { name: string }) => c.name),
    ).toEqual(['Bram']);

    const switched = await as(ctx, user).put(`/api/stories/${one._id}/current`).expect(200);
    expect(switched.headers.etag).toBe(`"${one._id}.1"`);
    expect(switched.body).toMatchObject({ _id: one._id, title: 'One', characters: [{ name: 'Mara' }] });
    expect((await as(ctx, user).get('/api/outlines/me').expect(200)).body._id).toBe(one._id);
    await as(ctx, user).put(`/api/stories/${two._id}/current`).expect(200);
    // Mara belongs to story One, not the current one: still readable and editable by id.
    await as(ctx, user).get(`/api/outlines/characters/${mara!._id}`).expect(200);
    const patched = await as(ctx, user)
      .patch(`/api/outlines/characters/${mara!._id}`)
      .send({ name: 'Mara Vell' })
      .expect(200);
    expect(patched.body.name).toBe('Mara Vell');
  });

  it("never shows or changes another writer's stories: 404 for their ids, 400 for malformed ones", async () => {
    const owner = await buildUser(ctx);
    const other = await buildUser(ctx);
    const story = await newStory(owner, 'Private');
    await newStory(owner, 'Current');
    expect((await as(ctx, other).get('/api/stories').expect(200)).body).toEqual([]);
    expect((await as(ctx, other).put(`/api/stories/${story._id}/current`).expect(404)).body).toEqual(NOT_FOUND);
    expect((await as(ctx, other).delete(`/api/stories/${story._id}`).expect(404)).body).toEqual(NOT_FOUND);
    await as(ctx, owner).delete(`/api/stories/${story._id}`).expect(200);
    expect((await as(ctx, other).get('/api/stories/trash').expect(200)).body).toEqual([]);
    expect((await as(ctx, other).put(`/api/stories/${story._id}/restore`).expect(404)).body).toEqual(NOT_FOUND);
    for (const bad of ['abc', encodeURIComponent("1' OR 1=1"), `${MISSING_ID}x`]) {
      const res = await as(ctx, owner).put(`/api/stories/${bad}/current`).expect(400);
      expect(res.body).toEqual({ errors: [{ msg: 'Malformed story id', path: 'id' }] });
    }
    await as(ctx, owner).put(`/api/stories/${MISSING_ID}/current`).expect(404);
    const [row] = await ctx.db.select().from(outlines).where(eq(outlines.id, story._id));
    expect(row!.deletedAt).not.toBeNull();
  });

  it('refuses a story without a title, and the 101st story, saving nothing', async () => {
    const user = await buildUser(ctx, { verified: true });
    for (const body of [{}, { title: '  ' }, { title: 'x'.repeat(201) }, { title: 'Two\nlines' }]) {
      const res = await as(ctx, user).post('/api/stories').send(body).expect(400);
      expect(res.body.errors[0].path).toBe('title');
    }
    await ctx.db.insert(outlines).values(Array.from({ length: 100 }, (_, i) => ({ userId: user.id, title: `S${i}` })));
    const res = await as(ctx, user).post('/api/stories').send({ title: 'One too many' }).expect(400);
    expect(res.body).toEqual({
      errors: [{ msg: 'You can keep at most 100 stories: delete one to start another' }],
    });
    expect(await ctx.db.$count(outlines, eq(outlines.userId, user.id))).toBe(100);
  });

  it('deleting the current story makes the most recently changed other one current; the last leaves none', async () => {
    const user = await buildUser(ctx);
    const a = await newStory(user, 'A');
    const b = await newStory(user, 'B');
    const c = await newStory(user, 'C');
    await age(a._id, 5);
    await age(b._id, 10);
    const afterC = (await as(ctx, user).delete(`/api/stories/${c._id}`).expect(200)).body;
    expect(afterC.map((story: { title: string; current: boolean }) => [story.title, story.current])).toEqual([
      ['A', true],
      ['B', false],
    ]);
    // Deleting a story that is not current leaves the current one alone.
    await as(ctx, user).delete(`/api/stories/${b._id}`).expect(200);
    expect((await as(ctx, user).get('/api/outlines/me').expect(200)).body._id).toBe(a._id);
    expect((await as(ctx, user).delete(`/api/stories/${a._id}`).expect(200)).body).toEqual([]);
    await as(ctx, user).get('/api/outlines/me').expect(404);
    // Deleted twice: the second time there is nothing to delete.
    await as(ctx, user).delete(`/api/stories/${a._id}`).expect(404);

    const trash = (await as(ctx, user).get('/api/stories/trash').expect(200)).body;
    expect(trash.map((story: { title: string }) => story.title)).toEqual(['A', 'B', 'C']);
    const { deletedAt, purgeAt } = trash[0];
    expect(new Date(purgeAt).getTime() - new Date(deletedAt).getTime()).toBe(30 * 24 * 60 * 60 * 1000);

    // Restoring with no current story makes it current; a second restore does not take over.
    expect((await as(ctx, user).put(`/api/stories/${b._id}/restore`).expect(200)).body).toEqual([
      expect.objectContaining({ _id: b._id, current: true }),
    ]);
    await as(ctx, user).put(`/api/stories/${c._id}/restore`).expect(200);
    expect((await as(ctx, user).get('/api/outlines/me').expect(200)).body._id).toBe(b._id);
    await as(ctx, user).put(`/api/stories/${c._id}/restore`).expect(404);
    // A first save with no current story (all in the trash) starts a new one.
    await as(ctx, user).delete(`/api/stories/${b._id}`).expect(200);
    await as(ctx, user).delete(`/api/stories/${c._id}`).expect(200);
    const created = await as(ctx, user).post('/api/outlines').send({ title: 'Fresh' });
    expect(created.status).toBe(201);
  });

  it('purges stories after 30 days in the trash, with their characters and revisions', async () => {
    const user = await buildUser(ctx);
    const old = await newStory(user, 'Old');
    await buildCharacter(ctx, { user, name: 'Gone' });
    await newStory(user, 'Kept');
    await as(ctx, user).delete(`/api/stories/${old._id}`).expect(200);
    await ctx.db
      .update(outlines)
      .set({ deletedAt: sql`now() - interval '30 days 1 minute'` })
      .where(eq(outlines.id, old._id));
    await as(ctx, user).put(`/api/stories/${old._id}/restore`).expect(404);
    expect(await purgeExpiredStories(ctx.db)).toBeGreaterThanOrEqual(1);
    expect(await ctx.db.$count(outlines, eq(outlines.id, old._id))).toBe(0);
    expect(await ctx.db.$count(outlineRevisions, eq(outlineRevisions.outlineId, old._id))).toBe(0);
    expect((await as(ctx, user).get('/api/stories').expect(200)).body).toHaveLength(1);
  });

  it('two stories created at once: both kept, exactly one current', async () => {
    const user = await buildUser(ctx);
    await Promise.all(['X', 'Y', 'Z'].map((title) => as(ctx, user).post('/api/stories').send({ title }).expect(201)));
    const list = (await as(ctx, user).get('/api/stories').expect(200)).body as { current: boolean }[];
    expect(list).toHaveLength(3);
    expect(list.filter((story) => story.current)).toHaveLength(1);
  });
});
