import type { Board, Plotline } from '@three-act/contract/board';
import type { Story } from '@three-act/contract/story-structure';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { as, buildCharacter, buildUser } from '../../../test/builders';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** A story with two plotlines, two characters and three scenes (one unplaced), made through the API. */
async function plannedStory() {
  const user = await buildUser(ctx);
  const made = await as(ctx, user).post('/api/stories').send({ title: 'Harbour Lights' }).expect(201);
  const story = (await as(ctx, user).get(`/api/stories/${made.body._id}`).expect(200)).body as Story;
  const base = `/api/stories/${story._id}`;
  const beats = story.acts.flatMap((act) => act.beats.map((beat) => beat._id));
  const mara = await buildCharacter(ctx, { story: { id: story._id, user }, name: 'Mara' });
  const ivo = await buildCharacter(ctx, { story: { id: story._id, user }, name: 'Ivo' });
  const lane = async (name: string, color: string) =>
    (await as(ctx, user).post(`${base}/plotlines`).send({ name, color }).expect(201)).body as Plotline;
  const main = await lane('Main plot', '#224466');
  const romance = await lane('Romance', '#aa3355');
  const scene = (body: Record<string, unknown>) => as(ctx, user).post(`${base}/scenes`).send(body).expect(201);
  await scene({
    title: 'The letter',
    beat: beats[2],
    summary: '<p>She <strong>reads</strong> it twice.</p>',
    status: 'drafted',
    plotlines: [main._id, romance._id],
    pov: mara.id,
    characters: [mara.id, ivo.id],
    place: 'The lighthouse',
    wordTarget: 2500,
    when: { start: '1899-03-04T21:00:00Z', end: '1899-03-04T23:00:00Z' },
    notes: 'Rain all night',
  });
  await scene({
    title: 'The dance',
    beat: beats[12],
    plotlines: [romance._id],
    characters: [ivo.id],
    when: { start: { day: 3 } },
  });
  await scene({ title: 'A loose idea' });
  return { user, base, romance };
}

/** A board without its ids (and versions), to compare two stories' plans. */
const planOf = (board: Board) => {
  const beats = new Map(board.beats.map((beat, index) => [beat._id, index]));
  const lanes = new Map(board.plotlines.map((lane) => [lane._id, lane.name]));
  const names = new Map(board.characters.map((character) => [character._id, character.name]));
  return {
    plotlines: board.plotlines.map(({ name, color, position }) => ({ name, color, position })),
    scenes: board.scenes.map(({ _id: _id, version: _version, beat, plotlines, pov, characters, ...scene }) => ({
      ...scene,
      beat: beat === null ? null : beats.get(beat),
      plotlines: plotlines.map((id) => lanes.get(id)),
      pov: pov === null ? null : names.get(pov),
      characters: characters.map((id) => names.get(id)),
    })),
  };
};

describe('the plan in story files', () => {
  it('goes out in the JSON file and comes back whole on import', async () => {
    const { user, base } = await plannedStory();
    const file = (await as(ctx, user).get(`${base}/export?format=json`).expect(200)).text;
    const parsed = JSON.parse(file) as { plotlines: unknown[]; scenes: unknown[] };
    expect(parsed.plotlines).toHaveLength(2);
    expect(parsed.scenes).toHaveLength(3);
    const imported = await as(ctx, user).post('/api/stories/import').set('Content-Type', 'application/json').send(file);
    expect(imported.status).toBe(201);
    const copy = imported.body._id as string;
    const original = JSON.parse((await as(ctx, user).get(`${base}/board`).expect(200)).text) as Board;
    const again = JSON.parse((await as(ctx, user).get(`/api/stories/${copy}/board`).expect(200)).text) as Board;
    expect(planOf(again)).toEqual(planOf(original));
    // The copy's file is the original's, but for its title.
    const second = JSON.parse((await as(ctx, user).get(`/api/stories/${copy}/export?format=json`).expect(200)).text);
    expect({ ...second, title: null }).toEqual({ ...parsed, title: null });
  });

  it('lists each beat’s scenes in the Markdown export, and one plotline alone in reading order', async () => {
    const { user, base, romance } = await plannedStory();
    const markdown = (await as(ctx, user).get(`${base}/export?format=md`).expect(200)).text;
    expect(markdown).toContain('The letter');
    expect(markdown).toContain('A loose idea');
    const thread = await as(ctx, user).get(`${base}/plotlines/${romance._id}/export`).expect(200);
    expect(thread.headers['content-type']).toMatch(/^text\/markdown/);
    expect(thread.headers['content-disposition']).toContain('harbour-lights-romance.md');
    expect(thread.text.indexOf('The letter')).toBeGreaterThan(0);
    expect(thread.text.indexOf('The letter')).toBeLessThan(thread.text.indexOf('The dance'));
    expect(thread.text).not.toContain('A loose idea');
    await as(ctx, user).get(`${base}/plotlines/0b7a3c1e-5f7d-4a8e-9c2b-1d3e5f7a9b0c/export`).expect(404);
    await as(ctx, await buildUser(ctx))
      .get(`${base}/plotlines/${romance._id}/export`)
      .expect(404);
  });
});
