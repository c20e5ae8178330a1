import type { Scene } from '@three-act/contract/board';
import type { CodexEntry } from '@three-act/contract/codex';
import { ARC_POINTS_MAX } from '@three-act/contract/limits';
import { eq } from 'drizzle-orm';
import { characters, storyBeats, storyScenes } from '../../db/schema';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { as, buildUser, newApiStory, type ApiStory } from '../../../test/builders';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type Plan = ApiStory;
const newPlan = () => newApiStory(ctx);

const addEntry = async (plan: Plan, body: Record<string, unknown>) =>
  (await as(ctx, plan.user).post(`${plan.base}/codex`).send(body).expect(201)).body as CodexEntry;
const addScene = async (plan: Plan, body: Record<string, unknown>) =>
  (await as(ctx, plan.user).post(`${plan.base}/scenes`).send(body).expect(201)).body as Scene;
const entryOf = async (plan: Plan, id: string) =>
  (await as(ctx, plan.user).get(`${plan.base}/codex/${id}`).expect(200)).body as CodexEntry;
const writeBeat = (plan: Plan, beat: string, text: string) =>
  as(ctx, plan.user).patch(`${plan.base}/beats/${beat}`).send({ text }).expect(200);
const putArc = (plan: Plan, entry: string, points: unknown[]) =>
  as(ctx, plan.user).put(`${plan.base}/codex/${entry}/arc`).send({ points });

describe('arcs', () => {
  it('puts an arc whole and answers it in story order: beats in structure order, each followed by its scenes', async () => {
    const plan = await newPlan();
    const [b0, b1, b2] = plan.beats as [string, string, string];
    const mara = await addEntry(plan, { kind: 'character', name: 'Mara' });
    const atB1second = await addScene(plan, { title: 'Second', beat: b1 });
    const atB1first = await addScene(plan, { title: 'First', beat: b1, position: 0 });
    const loose = await addScene(plan, { title: 'Loose' });
    const put = await putArc(plan, mara._id, [
      { scene: loose._id, text: 'Free' },
      { beat: b2, text: 'Chooses the truth' },
      { scene: atB1second._id, text: 'Wavers' },
      { beat: b0, text: 'Believes the lie' },
      { scene: atB1first._id, text: 'Doubts' },
      { beat: b1, text: 'Is told' },
    ]).expect(200);
    expect(put.body).toEqual({
      points: [
        { beat: b0, text: 'Believes the lie' },
        { beat: b1, text: 'Is told' },
        { scene: atB1first._id, text: 'Doubts' },
        { scene: atB1second._id, text: 'Wavers' },
        { beat: b2, text: 'Chooses the truth' },
        { scene: loose._id, text: 'Free' },
      ],
    });
    expect((await entryOf(plan, mara._id)).arc).toEqual(put.body.points);
    // Put whole: what is not sent goes.
    const shorter = await putArc(plan, mara._id, [{ beat: b2, text: 'Chooses' }]).expect(200);
    expect(shorter.body).toEqual({ points: [{ beat: b2, text: 'Chooses' }] });
    expect((await putArc(plan, mara._id, []).expect(200)).body).toEqual({ points: [] });
  });

  it('a point at a scene in the trash waits with it, and a place can hold an arc too', async () => {
    const plan = await newPlan();
    const [b0] = plan.beats as [string];
    const harbour = await addEntry(plan, { kind: 'place', name: 'Harbour' });
    const scene = await addScene(plan, { title: 'Storm', beat: b0 });
    await putArc(plan, harbour._id, [
      { beat: b0, text: 'Busy' },
      { scene: scene._id, text: 'Flooded' },
    ]).expect(200);
    await as(ctx, plan.user).delete(`${plan.base}/scenes/${scene._id}`).expect(204);
    expect((await entryOf(plan, harbour._id)).arc).toEqual([{ beat: b0, text: 'Busy' }]);
    await putArc(plan, harbour._id, [{ beat: b0, text: 'Quiet' }]).expect(200);
    await as(ctx, plan.user).put(`${plan.base}/scenes/${scene._id}/restore`).expect(200);
    expect((await entryOf(plan, harbour._id)).arc).toEqual([
      { beat: b0, text: 'Quiet' },
      { scene: scene._id, text: 'Flooded' },
    ]);
  });

  it('refuses another story’s beat or scene, two points at one place and bad points: 400 naming the point, nothing saved', async () => {
    const plan = await newPlan();
    const other = await newPlan();
    const [b0] = plan.beats as [string];
    const mara = await addEntry(plan, { kind: 'character', name: 'Mara' });
    await putArc(plan, mara._id, [{ beat: b0, text: 'Kept' }]).expect(200);
    const theirScene = await addScene(other, { title: 'Theirs' });
    const cases: [unknown[], string][] = [
      [[{ beat: other.beats[0], text: 'x' }], 'points[0].beat'],
      [
        [
          { beat: b0, text: 'x' },
          { scene: theirScene._id, text: 'y' },
        ],
        'points[1].scene',
      ],
      [
        [
          { beat: b0, text: 'x' },
          { beat: b0, text: 'y' },
        ],
        'points[1]',
      ],
      [[{ beat: b0, scene: theirScene._id, text: 'x' }], 'points[0]'],
      [[{ text: 'x' }], 'points[0]'],
      [[{ beat: b0, text: '' }], 'points[0].text'],
      [[{ beat: 'nope', text: 'x' }], 'points[0].beat'],
      [Array.from({ length: ARC_POINTS_MAX + 1 }, () => ({ beat: b0, text: 'x' })), 'points'],
    ];
    for (const [points, path] of cases) {
      const refused = await putArc(plan, mara._id, points).expect(400);
      expect(refused.body.errors[0].path).toBe(path);
    }
    expect((await entryOf(plan, mara._id)).arc).toEqual([{ beat: b0, text: 'Kept' }]);
    const stranger = await buildUser(ctx);
    await as(ctx, stranger).put(`${plan.base}/codex/${mara._id}/arc`).send({ points: [] }).expect(404);
    await as(ctx, other.user).put(`${other.base}/codex/${mara._id}/arc`).send({ points: [] }).expect(404);
  });
});

describe('appears in', () => {
  it('lists the beats and scenes that write a name or an alias (as the entry chooses case), a character’s linked beats and scenes it is in', async () => {
    const plan = await newPlan();
    const [b0, b1, b2, b3, b4] = plan.beats as [string, string, string, string, string];
    const mara = await addEntry(plan, { kind: 'character', name: 'Mara', aliases: ['the Pilot'] });
    const harbour = await addEntry(plan, { kind: 'place', name: 'Old Harbour', aliases: ['Docks'], matchCase: false });
    const will = await addEntry(plan, { kind: 'character', name: 'Will' });
    await writeBeat(plan, b0, 'MARA wakes. Marathon runners pass the old   harbour.');
    await writeBeat(plan, b1, 'The pilot sleeps; THE PILOT dreams. I will go, said nobody.');
    await writeBeat(plan, b2, 'At the docks, the Pilot meets WILL.');
    await writeBeat(plan, b3, 'Nothing here: Marah, Docksides, Willow.');
    await ctx.db
      .update(characters)
      .set({ beats: [b4] })
      .where(eq(characters.id, mara._id));
    const storm = await addScene(plan, { title: 'Storm at the DOCKS', beat: b1 });
    const letter = await addScene(plan, { title: 'The letter', beat: b0, summary: '<p>Written by <em>Mara</em></p>' });
    const pov = await addScene(plan, { title: 'Night', beat: b2, pov: will._id });
    const present = await addScene(plan, { title: 'Market', characters: [mara._id] });
    await addScene(plan, { title: 'Elsewhere', beat: b2, notes: 'Mara is not here', place: 'Harbour' });

    const label = (beat: string) => {
      const act = plan.story.acts.find((row) => row.beats.some((item) => item._id === beat));
      return `${act?.name} — ${act?.beats.find((item) => item._id === beat)?.name}`;
    };
    expect((await entryOf(plan, mara._id)).appearsIn).toEqual([
      { beat: b0, label: label(b0) },
      { beat: b1, label: label(b1) },
      { beat: b2, label: label(b2) },
      { beat: b4, label: label(b4) },
      { scene: letter._id, label: 'The letter' },
      { scene: expect.any(String), label: 'Elsewhere' },
      { scene: present._id, label: 'Market' },
    ]);
    expect((await entryOf(plan, harbour._id)).appearsIn).toEqual([
      { beat: b0, label: label(b0) },
      { beat: b2, label: label(b2) },
      { scene: storm._id, label: 'Storm at the DOCKS' },
    ]);
    expect((await entryOf(plan, will._id)).appearsIn).toEqual([
      { beat: b2, label: label(b2) },
      { scene: pov._id, label: 'Night' },
    ]);
    // "the Pilot" counts only as written (or in capitals): b1's "The pilot" does not, "THE PILOT" does.
    await writeBeat(plan, b1, 'The pilot sleeps.');
    expect((await entryOf(plan, mara._id)).appearsIn.map((row) => row.beat ?? row.scene)).not.toContain(b1);
    await writeBeat(plan, b1, 'THE PILOT dreams.');
    expect((await entryOf(plan, mara._id)).appearsIn.map((row) => row.beat ?? row.scene)).toContain(b1);
  });

  it('lists the other entries whose summary, description or notes write its name, by name; a tie alone is none', async () => {
    const plan = await newPlan();
    const mara = await addEntry(plan, { kind: 'character', name: 'Mara', aliases: ['the Pilot'] });
    const guild = await addEntry(plan, {
      kind: 'group',
      name: 'Guild',
      description: '<p>Led by <strong>the Pilot</strong></p>',
    });
    const abbey = await addEntry(plan, { kind: 'place', name: 'abbey', summary: 'MARA was born here' });
    const ren = await addEntry(plan, { kind: 'character', name: 'Ren', summary: 'Not her: mara, Marah' });
    const harbour = await addEntry(plan, { kind: 'place', name: 'Harbour' });
    await as(ctx, plan.user)
      .put(`${plan.base}/codex-kinds/place`)
      .send({ fields: [{ id: 'ruler', name: 'Ruler', type: 'text' }] })
      .expect(200);
    await as(ctx, plan.user)
      .patch(`${plan.base}/codex/${harbour._id}`)
      .send({ fields: { ruler: 'Mara' } })
      .expect(200);
    // The field goes: its value, which names Mara, becomes a note of the harbour.
    await as(ctx, plan.user).put(`${plan.base}/codex-kinds/place`).send({ fields: [] }).expect(200);
    await as(ctx, plan.user)
      .post(`${plan.base}/relationships`)
      .send({ from: ren._id, to: mara._id, label: 'brother of' })
      .expect(201);
    expect((await entryOf(plan, mara._id)).appearsIn).toEqual([
      { entry: abbey._id, label: 'abbey' },
      { entry: guild._id, label: 'Guild' },
      { entry: harbour._id, label: 'Harbour' },
    ]);
    // Its own texts are not another entry's.
    await as(ctx, plan.user).patch(`${plan.base}/codex/${mara._id}`).send({ summary: 'Mara flies' }).expect(200);
    expect((await entryOf(plan, mara._id)).appearsIn.map((row) => row.entry)).not.toContain(mara._id);
    expect((await entryOf(plan, ren._id)).appearsIn).toEqual([]);
  });

  it('is read whole for a story of 100 beats and 600 scenes: the beats and scenes that name or hold the entry', async () => {
    const plan = await newPlan();
    const mara = await addEntry(plan, { kind: 'character', name: 'Mara', aliases: ['the Pilot', 'M.'] });
    const words = 'the ship leaves the harbour at dawn while gulls cry over grey water '.repeat(30);
    // 100 beats: the story's 32 and 68 more in a fourth act; Mara written in every tenth.
    await ctx.db.insert(storyBeats).values(
      Array.from({ length: 68 }, (_, index) => ({
        outlineId: plan.story._id,
        act: 3,
        position: index,
        name: `Extra ${index}`,
      })),
    );
    const beatRows = await ctx.db
      .select({ id: storyBeats.id })
      .from(storyBeats)
      .where(eq(storyBeats.outlineId, plan.story._id));
    expect(beatRows).toHaveLength(100);
    for (const [index, beat] of beatRows.entries()) {
      await ctx.db
        .update(storyBeats)
        .set({ text: index % 10 === 0 ? `${words} Mara ${words}` : words })
        .where(eq(storyBeats.id, beat.id));
    }
    await ctx.db.insert(storyScenes).values(
      Array.from({ length: 600 }, (_, index) => ({
        outlineId: plan.story._id,
        beatId: beatRows[index % 100]?.id,
        position: Math.floor(index / 100),
        title: `Scene ${index}`,
        summary: `<p>${words.slice(0, 400)}${index % 50 === 0 ? ' the Pilot' : ''}</p>`,
        characters: index % 100 === 1 ? [mara._id] : [],
      })),
    );
    // Its speed is the benchmark's figure (npm run bench: "appears in", 100 beats and 600 scenes), not a test's.
    const answer = (await as(ctx, plan.user).get(`${plan.base}/codex/${mara._id}`).expect(200)).body as CodexEntry;
    expect(answer.appearsIn.filter((row) => row.beat)).toHaveLength(10);
    expect(answer.appearsIn.filter((row) => row.scene)).toHaveLength(12 + 6);
  });
});
