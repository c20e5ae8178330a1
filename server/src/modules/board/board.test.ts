import type { Board, Plotline, Scene } from '@three-act/contract/board';
import { PLOTLINES_PER_STORY_MAX, SCENES_PER_STORY_MAX } from '@three-act/contract/limits';
import type { Story } from '@three-act/contract/story-structure';
import { eq } from 'drizzle-orm';
import { storyPlotlines, storyScenes } from '../../db/schema';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { as, buildCharacter, buildUser, newApiStory, type ApiStory } from '../../../test/builders';
import type { TestUser } from '../../../test/factories';
import { prepareSceneMove } from './scene-move';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const MISSING_ID = '0b7a3c1e-5f7d-4a8e-9c2b-1d3e5f7a9b0c';

type Plan = ApiStory;
const newPlan = (user?: TestUser) => newApiStory(ctx, { user });

const boardOf = async ({ user, story }: Plan) =>
  (await as(ctx, user).get(`/api/stories/${story._id}/board`).expect(200)).body as Board;

const addScene = (plan: Plan, body: Record<string, unknown>) =>
  as(ctx, plan.user).post(`/api/stories/${plan.story._id}/scenes`).send(body);

const patchScene = (plan: Plan, sceneId: string, body: Record<string, unknown>, ifMatch?: string) => {
  const request = as(ctx, plan.user).patch(`/api/stories/${plan.story._id}/scenes/${sceneId}`);
  return (ifMatch ? request.set('If-Match', ifMatch) : request).send(body);
};

const addPlotline = (plan: Plan, name: string, color = '#aa3355') =>
  as(ctx, plan.user).post(`/api/stories/${plan.story._id}/plotlines`).send({ name, color });

const titlesIn = (board: Board, beat: string | null | undefined) =>
  board.scenes.filter((scene) => scene.beat === beat).map((scene) => scene.title);

describe('scenes', () => {
  it('adds scenes under beats in order, answers them with the story ETag, and the board has them in reading order', async () => {
    const plan = await newPlan();
    const [first, second] = plan.beats;
    const a = await addScene(plan, { title: 'Arrival', beat: second }).expect(201);
    expect(a.headers.etag).toMatch(new RegExp(`^"${plan.story._id}\\.\\d+"$`));
    expect(a.body).toEqual({
      _id: expect.any(String),
      beat: second,
      position: 0,
      title: 'Arrival',
      summary: null,
      status: 'idea',
      plotlines: [],
      pov: null,
      characters: [],
      place: null,
      wordTarget: null,
      when: null,
      notes: null,
      version: expect.any(Number),
    });
    await addScene(plan, { title: 'Storm', beat: second }).expect(201);
    await addScene(plan, { title: 'Before the storm', beat: second, position: 1 }).expect(201);
    await addScene(plan, { title: 'Prologue', beat: first }).expect(201);
    await addScene(plan, { title: 'Loose idea' }).expect(201);
    const board = await boardOf(plan);
    expect(board.scenes.map((scene) => scene.title)).toEqual([
      'Prologue',
      'Arrival',
      'Before the storm',
      'Storm',
      'Loose idea',
    ]);
    expect(titlesIn(board, second)).toEqual(['Arrival', 'Before the storm', 'Storm']);
    // The story list says how many scenes each story holds (the dashboard asks for checks only then).
    const listed = (await as(ctx, plan.user).get('/api/stories').expect(200)).body as { _id: string; scenes: number }[];
    expect(listed.find((story) => story._id === plan.story._id)?.scenes).toBe(5);
    expect(board.scenes.filter((scene) => scene.beat === second).map((scene) => scene.position)).toEqual([0, 1, 2]);
    expect(board.acts).toEqual(plan.story.acts.map((act) => act.name));
    expect(board.beats).toHaveLength(32);
    expect(board.beats[0]).toEqual({ _id: first, act: 0, name: expect.any(String), key: 'act1a01' });
  });

  it('keeps every field a scene has, sanitises its summary, and the story version grows', async () => {
    const plan = await newPlan();
    const mara = await buildCharacter(ctx, { story: { id: plan.story._id, user: plan.user }, name: 'Mara' });
    const lane = (await addPlotline(plan, 'Romance').expect(201)).body as Plotline;
    const made = await addScene(plan, {
      title: '  The letter  ',
      beat: plan.beats[3],
      summary: '<p>She <strong>reads</strong> it<script>alert(1)</script></p>',
      status: 'planned',
      plotlines: [lane._id],
      pov: mara.id,
      characters: [mara.id, mara.id],
      place: 'The lighthouse',
      wordTarget: 2500,
      when: { start: '1899-03-04T21:00:00Z', end: '1899-03-04T23:00:00Z' },
      notes: 'Rain all night',
    }).expect(201);
    expect(made.body).toMatchObject({
      title: 'The letter',
      summary: '<p>She <strong>reads</strong> it</p>',
      status: 'planned',
      plotlines: [lane._id],
      pov: mara.id,
      characters: [mara.id],
      place: 'The lighthouse',
      wordTarget: 2500,
      when: { start: '1899-03-04T21:00:00Z', end: '1899-03-04T23:00:00Z' },
      notes: 'Rain all night',
    });
    const story = (await as(ctx, plan.user).get(`/api/stories/${plan.story._id}`).expect(200)).body as Story;
    expect(story.version).toBeGreaterThan(plan.story.version);
    const days = await patchScene(plan, made.body._id, { when: { start: { day: 12 } }, wordTarget: null }).expect(200);
    expect(days.body).toMatchObject({ when: { start: { day: 12 } }, wordTarget: null });
  });

  it('moves a scene to another beat and order, renumbering both beats', async () => {
    const plan = await newPlan();
    const [one, two] = plan.beats;
    const ids: string[] = [];
    for (const title of ['A', 'B', 'C']) ids.push((await addScene(plan, { title, beat: one }).expect(201)).body._id);
    await addScene(plan, { title: 'X', beat: two }).expect(201);
    await patchScene(plan, ids[0]!, { position: 2 }).expect(200);
    expect(titlesIn(await boardOf(plan), one)).toEqual(['B', 'C', 'A']);
    const moved = await patchScene(plan, ids[2]!, { beat: two, position: 0 }).expect(200);
    expect(moved.body).toMatchObject({ beat: two, position: 0 });
    const board = await boardOf(plan);
    expect(titlesIn(board, one)).toEqual(['B', 'A']);
    expect(titlesIn(board, two)).toEqual(['C', 'X']);
    expect(board.scenes.filter((scene) => scene.beat === one).map((scene) => scene.position)).toEqual([0, 1]);
    await patchScene(plan, ids[1]!, { beat: null }).expect(200);
    expect(titlesIn(await boardOf(plan), null)).toEqual(['B']);
  });

  it('moves in one statement when the move is plain, and leaves the rest to the general save', async () => {
    const plan = await newPlan();
    const other = await newPlan(plan.user);
    const move = prepareSceneMove(ctx.db);
    const made = await addScene(plan, { title: 'A', beat: plan.beats[0] }).expect(201);
    const scene = made.body as Scene;
    const version = Number(/\.(\d+)"$/.exec(made.headers.etag as string)?.[1]);
    const moved = await move(plan.user.id, plan.story._id, scene._id, { beat: plan.beats[1], position: 0 }, version);
    expect(moved).toMatchObject({ id: scene._id, beatId: plan.beats[1], position: 0, version: version + 1 });
    // Another story's beat, an If-Match ahead of the story, another writer, no change: nothing.
    expect(await move(plan.user.id, plan.story._id, scene._id, { beat: other.beats[0] }, undefined)).toBeUndefined();
    expect(await move(plan.user.id, plan.story._id, scene._id, { position: 0 }, version + 5)).toBeUndefined();
    expect(await move(other.user.id, other.story._id, scene._id, { position: 0 }, undefined)).toBeUndefined();
    expect(
      await move(plan.user.id, plan.story._id, scene._id, { beat: plan.beats[1], position: 0 }, undefined),
    ).toBeUndefined();
  });

  it('keeps every beat numbered 0, 1, 2… when many moves of one story run at once', async () => {
    const plan = await newPlan();
    const [one, two, three] = plan.beats;
    const ids: string[] = [];
    for (let n = 0; n < 9; n += 1) ids.push((await addScene(plan, { title: `S${n}`, beat: one }).expect(201)).body._id);
    await Promise.all(
      ids.flatMap((id, n) => [
        patchScene(plan, id, { beat: n % 2 ? two : three, position: 0 }).expect(200),
        patchScene(plan, ids[(n + 4) % ids.length]!, { position: n % 3 }).expect(200),
      ]),
    );
    const board = await boardOf(plan);
    expect(board.scenes).toHaveLength(9);
    for (const beat of [one, two, three]) {
      const positions = board.scenes.filter((entry) => entry.beat === beat).map((entry) => entry.position);
      expect(positions).toEqual(positions.map((_, index) => index));
    }
  });

  it("refuses another story's beat, plotline or character with a 400 naming the field, and saves nothing", async () => {
    const plan = await newPlan();
    const other = await newPlan(plan.user);
    const theirs = await buildCharacter(ctx, { story: { id: other.story._id, user: other.user } });
    const lane = (await addPlotline(other, 'Elsewhere').expect(201)).body as Plotline;
    const scene = (await addScene(plan, { title: 'Mine', beat: plan.beats[0] }).expect(201)).body as Scene;
    for (const [body, path] of [
      [{ beat: other.beats[0] }, 'beat'],
      [{ plotlines: [lane._id] }, 'plotlines[0]'],
      [{ pov: theirs.id }, 'pov'],
      [{ characters: [theirs.id] }, 'characters[0]'],
    ] as const) {
      const refused = await patchScene(plan, scene._id, body).expect(400);
      expect(refused.body.errors[0].path).toBe(path);
      await addScene(plan, { title: 'Not this', ...body }).expect(400);
    }
    const board = await boardOf(plan);
    expect(board.scenes).toEqual([scene]);
    const malformed = await addScene(plan, { title: 'Bad', status: 'finished', when: { start: 'yesterday' } }).expect(
      400,
    );
    expect(malformed.body.errors.map((error: { path: string }) => error.path).sort()).toEqual(['status', 'when.start']);
    await addScene(plan, { title: 'Backwards', when: { start: { day: 3 }, end: { day: 1 } } }).expect(400);
    await addScene(plan, { title: 'Mixed', when: { start: { day: 3 }, end: '2020-01-01' } }).expect(400);
    await addScene(plan, { title: '' }).expect(400);
    await addScene(plan, { title: 'Huge', wordTarget: 10_000_000 }).expect(400);
  });

  it('is the owner’s only: another writer gets 404 on every scene and plotline route', async () => {
    const plan = await newPlan();
    const scene = (await addScene(plan, { title: 'Mine' }).expect(201)).body as Scene;
    const lane = (await addPlotline(plan, 'Main').expect(201)).body as Plotline;
    const stranger = await buildUser(ctx);
    const base = `/api/stories/${plan.story._id}`;
    await as(ctx, stranger).get(`${base}/board`).expect(404);
    await as(ctx, stranger).post(`${base}/scenes`).send({ title: 'Theirs' }).expect(404);
    await as(ctx, stranger).patch(`${base}/scenes/${scene._id}`).send({ title: 'Taken' }).expect(404);
    await as(ctx, stranger).delete(`${base}/scenes/${scene._id}`).expect(404);
    await as(ctx, stranger).get(`${base}/scenes/${scene._id}/revisions`).expect(404);
    await as(ctx, stranger).patch(`${base}/plotlines/${lane._id}`).send({ name: 'Taken' }).expect(404);
    await as(ctx, stranger).delete(`${base}/plotlines/${lane._id}`).expect(404);
    // A scene of the writer's other story is not found under this one.
    const other = await newPlan(plan.user);
    await patchScene(other, scene._id, { title: 'Crossed' }).expect(404);
    expect((await boardOf(plan)).scenes).toEqual([scene]);
    expect((await boardOf(plan)).plotlines).toEqual([lane]);
  });

  it('refuses a save with a stale If-Match when the same field changed since: 409 naming the fields, nothing saved', async () => {
    const plan = await newPlan();
    const made = await addScene(plan, { title: 'Draft', beat: plan.beats[0] }).expect(201);
    const loaded = made.headers.etag as string;
    const sceneId = made.body._id as string;
    const first = await patchScene(plan, sceneId, { title: 'Mine', status: 'drafted' }, loaded).expect(200);
    expect(first.headers.etag).not.toBe(loaded);
    const clash = await patchScene(plan, sceneId, { title: 'Theirs', notes: 'also' }, loaded).expect(409);
    expect(clash.body.errors).toEqual([{ msg: expect.any(String), path: 'title' }]);
    expect(clash.body.scene).toMatchObject({ title: 'Mine', notes: null });
    // Another field from the same old version saves; the same value as stored is no conflict.
    await patchScene(plan, sceneId, { notes: 'fine', title: 'Mine' }, loaded).expect(200);
    await patchScene(plan, sceneId, { beat: plan.beats[1] }, loaded).expect(200);
    const moved = await patchScene(plan, sceneId, { position: 0, beat: plan.beats[2] }, loaded).expect(409);
    expect(moved.body.errors.map((error: { path: string }) => error.path)).toEqual(['beat']);
    await patchScene(plan, sceneId, { title: 'x' }, `"${plan.story._id}.999999"`).expect(412);
    await patchScene(plan, sceneId, { title: 'x' }, `"${MISSING_ID}.1"`).expect(412);
  });

  it('keeps the history of titles and summaries, and deletes to a trash it can come back from', async () => {
    const plan = await newPlan();
    const scene = (await addScene(plan, { title: 'One', beat: plan.beats[0], summary: '<p>First</p>' }).expect(201))
      .body as Scene;
    await as(ctx, plan.user, { 'X-Tab-Id': 'other-tab' })
      .patch(`/api/stories/${plan.story._id}/scenes/${scene._id}`)
      .send({ title: 'Two' })
      .expect(200);
    const history = (
      await as(ctx, plan.user).get(`/api/stories/${plan.story._id}/scenes/${scene._id}/revisions`).expect(200)
    ).body as { field: string; text: string }[];
    // Newest first; the first title and summary were saved together.
    const saved = history.map(({ field, text }) => [field, text]);
    expect(saved[0]).toEqual(['title', 'Two']);
    expect(saved.slice(1)).toEqual(
      expect.arrayContaining([
        ['title', 'One'],
        ['summary', '<p>First</p>'],
      ]),
    );
    expect(saved).toHaveLength(3);
    await as(ctx, plan.user).delete(`/api/stories/${plan.story._id}/scenes/${scene._id}`).expect(204);
    expect((await boardOf(plan)).scenes).toEqual([]);
    await patchScene(plan, scene._id, { title: 'Ghost' }).expect(404);
    const trash = (await as(ctx, plan.user).get(`/api/stories/${plan.story._id}/scenes/trash`).expect(200)).body;
    expect(trash).toEqual([expect.objectContaining({ _id: scene._id, title: 'Two', deletedAt: expect.any(String) })]);
    const back = await as(ctx, plan.user).put(`/api/stories/${plan.story._id}/scenes/${scene._id}/restore`).expect(200);
    expect(back.body).toMatchObject({ _id: scene._id, beat: plan.beats[0], title: 'Two' });
    await as(ctx, plan.user).put(`/api/stories/${plan.story._id}/scenes/${scene._id}/restore`).expect(404);
    // Past 30 days in the trash a scene is gone for good, with its history.
    await as(ctx, plan.user).delete(`/api/stories/${plan.story._id}/scenes/${scene._id}`).expect(204);
    await ctx.db
      .update(storyScenes)
      .set({ deletedAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(storyScenes.id, scene._id));
    expect((await as(ctx, plan.user).get(`/api/stories/${plan.story._id}/scenes/trash`).expect(200)).body).toEqual([]);
    await as(ctx, plan.user).get(`/api/stories/${plan.story._id}/scenes/${scene._id}/revisions`).expect(404);
  });

  it('leaves a scene unplaced when a structure change drops its beat, and forgets a deleted character', async () => {
    const plan = await newPlan();
    const mara = await buildCharacter(ctx, { story: { id: plan.story._id, user: plan.user }, name: 'Mara' });
    const scene = (
      await addScene(plan, { title: 'Lost', beat: plan.beats[31], pov: mara.id, characters: [mara.id] }).expect(201)
    ).body as Scene;
    const acts = plan.story.acts.map((act, index) => ({
      key: act.key,
      name: act.name,
      beats: act.beats.filter((_, at) => index < 2 || at === 0).map(({ _id }) => ({ _id })),
    }));
    await as(ctx, plan.user).put(`/api/stories/${plan.story._id}/structure`).send({ acts }).expect(200);
    await as(ctx, plan.user).delete(`/api/outlines/characters/${mara.id}`).expect(200);
    const board = await boardOf(plan);
    expect(board.scenes).toEqual([expect.objectContaining({ _id: scene._id, beat: null, pov: null, characters: [] })]);
  });

  it(`holds at most ${SCENES_PER_STORY_MAX} scenes a story`, async () => {
    const plan = await newPlan();
    await ctx.db.insert(storyScenes).values(
      Array.from({ length: SCENES_PER_STORY_MAX }, (_, position) => ({
        outlineId: plan.story._id,
        position,
        title: `Scene ${position}`,
      })),
    );
    const refused = await addScene(plan, { title: 'One too many' }).expect(400);
    expect(refused.body.errors[0].msg).toContain(String(SCENES_PER_STORY_MAX));
    expect((await boardOf(plan)).scenes).toHaveLength(SCENES_PER_STORY_MAX);
  });
});

describe('plotlines', () => {
  it('adds, renames, recolours and reorders lanes; deleting one keeps its scenes without it', async () => {
    const plan = await newPlan();
    const main = (await addPlotline(plan, 'Main plot', '#112233').expect(201)).body as Plotline;
    const romance = (await addPlotline(plan, 'Romance').expect(201)).body as Plotline;
    const mystery = (await addPlotline(plan, 'Mystery').expect(201)).body as Plotline;
    expect([main.position, romance.position, mystery.position]).toEqual([0, 1, 2]);
    const reordered = await as(ctx, plan.user)
      .patch(`/api/stories/${plan.story._id}/plotlines/${mystery._id}`)
      .send({ position: 0, name: 'The mystery', color: '#ABCDEF' })
      .expect(200);
    expect(reordered.body.map((lane: Plotline) => [lane.name, lane.position, lane.color])).toEqual([
      ['The mystery', 0, '#abcdef'],
      ['Main plot', 1, '#112233'],
      ['Romance', 2, '#aa3355'],
    ]);
    const scene = (await addScene(plan, { title: 'Kiss', plotlines: [romance._id, main._id] }).expect(201))
      .body as Scene;
    await as(ctx, plan.user).delete(`/api/stories/${plan.story._id}/plotlines/${romance._id}`).expect(204);
    const board = await boardOf(plan);
    expect(board.plotlines.map((lane) => [lane.name, lane.position])).toEqual([
      ['The mystery', 0],
      ['Main plot', 1],
    ]);
    expect(board.scenes).toEqual([expect.objectContaining({ _id: scene._id, plotlines: [main._id] })]);
    await addPlotline(plan, 'Bad colour', 'red').expect(400);
    await addPlotline(plan, '', '#000000').expect(400);
  });

  it(`holds at most ${PLOTLINES_PER_STORY_MAX} plotlines a story`, async () => {
    const plan = await newPlan();
    await ctx.db.insert(storyPlotlines).values(
      Array.from({ length: PLOTLINES_PER_STORY_MAX }, (_, position) => ({
        outlineId: plan.story._id,
        position,
        name: `Lane ${position}`,
        color: '#000000',
      })),
    );
    const refused = await addPlotline(plan, 'One too many').expect(400);
    expect(refused.body.errors[0].msg).toContain(String(PLOTLINES_PER_STORY_MAX));
  });
});
