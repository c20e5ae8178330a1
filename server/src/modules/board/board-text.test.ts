import { boardSchema, type Board } from '@three-act/contract/board';
import type { Story } from '@three-act/contract/story-structure';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { as, buildCharacter, buildStory, buildUser } from '../../../test/builders';
import { readBoard } from './board-read';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('the board as text', () => {
  it('is the board read as objects, field for field, and what the contract says', async () => {
    const user = await buildUser(ctx);
    const made = await as(ctx, user).post('/api/stories').send({ title: 'Quotes "and" \\ back' }).expect(201);
    const story = (await as(ctx, user).get(`/api/stories/${made.body._id}`).expect(200)).body as Story;
    const base = `/api/stories/${story._id}`;
    const beats = story.acts.flatMap((act) => act.beats.map((beat) => beat._id));
    // A renamed act and beat, so both the writer's words and the built-in's are read.
    await as(ctx, user)
      .put(`${base}/structure`)
      .send({
        acts: story.acts.map((act, index) => ({
          key: act.key,
          name: index === 1 ? 'The "long" middle' : act.name,
          beats: act.beats.map(({ _id }, at) => ({
            _id,
            ...(index === 0 && at === 0 && { name: 'Opening — “mine”' }),
          })),
        })),
      })
      .expect(200);
    const mara = await buildCharacter(ctx, { story: { id: story._id, user }, name: 'Mara "M" \\ Lee', protag: true });
    const lane = (
      await as(ctx, user).post(`${base}/plotlines`).send({ name: 'Love & <war>', color: '#AA0000' }).expect(201)
    ).body;
    await as(ctx, user)
      .post(`${base}/scenes`)
      .send({
        title: 'Line\u2028break "quoted" ☂',
        beat: beats[2],
        summary: '<p>She <em>runs</em> — “fast”</p>',
        status: 'done',
        plotlines: [lane._id],
        pov: mara.id,
        characters: [mara.id],
        place: 'Back\\slash',
        wordTarget: 900,
        when: { start: '2020-02-02T10:00:00Z', end: '2020-02-02T11:30:00Z' },
        notes: 'Tab\there\nnew line',
      })
      .expect(201);
    await as(ctx, user)
      .post(`${base}/scenes`)
      .send({ title: 'Unplaced', when: { start: { day: -3 } } })
      .expect(201);
    await as(ctx, user).post(`${base}/scenes`).send({ title: 'First', beat: beats[0] }).expect(201);

    const res = await as(ctx, user).get(`${base}/board`).expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const text = JSON.parse(res.text) as Board;
    expect(boardSchema.parse(text)).toEqual(text);
    const objects = (await readBoard(ctx.db, user.id, story._id))?.board;
    expect(text).toEqual(objects);
    expect(text.scenes.map((scene) => scene.title)).toEqual(['First', 'Line\u2028break "quoted" ☂', 'Unplaced']);
    expect(text.acts[1]).toBe('The "long" middle');
    expect(text.beats[0]?.name).toBe('Opening — “mine”');
    expect(res.headers.etag).toBe(`"${story._id}.${text.version}"`);
  });

  it('sends a board read before again only while nothing on it changed', async () => {
    const user = await buildUser(ctx);
    const made = await as(ctx, user).post('/api/stories').send({ title: 'Cached' }).expect(201);
    const base = `/api/stories/${made.body._id}`;
    const read = async () => JSON.parse((await as(ctx, user).get(`${base}/board`).expect(200)).text) as Board;
    const mara = await buildCharacter(ctx, { story: { id: made.body._id, user }, name: 'Mara' });
    await as(ctx, user)
      .post(`${base}/scenes`)
      .send({ title: 'One', pov: mara.id, characters: [mara.id] })
      .expect(201);
    expect((await read()).characters.map((c) => c.name)).toEqual(['Mara']);
    await as(ctx, user).patch(`/api/outlines/characters/${mara.id}`).send({ name: 'Mara Lee' }).expect(200);
    expect((await read()).characters.map((c) => c.name)).toEqual(['Mara Lee']);
    await as(ctx, user).delete(`/api/outlines/characters/${mara.id}`).expect(200);
    const after = await read();
    expect(after.characters).toEqual([]);
    expect(after.scenes[0]).toMatchObject({ pov: null, characters: [] });
    await as(ctx, user).delete(base).expect(200);
    await as(ctx, user).get(`${base}/board`).expect(404);
  });

  it('answers an empty story and 404 for a story not the writer’s', async () => {
    const user = await buildUser(ctx);
    const made = await buildStory(ctx, { user, title: null });
    const res = await as(ctx, user).get(`/api/stories/${made.id}/board`).expect(200);
    expect(JSON.parse(res.text)).toEqual((await readBoard(ctx.db, user.id, made.id))?.board);
    await as(ctx, await buildUser(ctx))
      .get(`/api/stories/${made.id}/board`)
      .expect(404);
  });
});
