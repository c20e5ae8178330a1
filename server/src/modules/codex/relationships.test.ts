import type { CodexEntry, Relationship } from '@three-act/contract/codex';
import { RELATIONSHIPS_PER_STORY_MAX } from '@three-act/contract/limits';
import request from 'supertest';
import { codexRelationships } from '../../db/schema';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { as, buildUser, newApiStory, type ApiStory } from '../../../test/builders';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const MISSING_ID = '0b7a3c1e-5f7d-4a8e-9c2b-1d3e5f7a9b0c';

interface Plan extends ApiStory {
  mara: string;
  ren: string;
  harbour: string;
}

async function newPlan(): Promise<Plan> {
  const plan = await newApiStory(ctx);
  const entry = async (kind: string, name: string) =>
    ((await as(ctx, plan.user).post(`${plan.base}/codex`).send({ kind, name }).expect(201)).body as CodexEntry)._id;
  return {
    ...plan,
    mara: await entry('character', 'Mara'),
    ren: await entry('character', 'Ren'),
    harbour: await entry('place', 'Harbour'),
  };
}

const tie = (plan: Plan, body: Record<string, unknown>) =>
  as(ctx, plan.user).post(`${plan.base}/relationships`).send(body);
const tiesOf = async (plan: Plan, query = '') =>
  (
    (await as(ctx, plan.user).get(`${plan.base}/relationships${query}`).expect(200)).body as {
      relationships: Relationship[];
    }
  ).relationships;

describe('relationships', () => {
  it('ties two entries of the story, reads, changes and deletes the tie', async () => {
    const plan = await newPlan();
    await request(ctx.app).get(`${plan.base}/relationships`).expect(401);
    const made = await tie(plan, {
      from: plan.mara,
      to: plan.ren,
      label: ' sister of ',
      directed: true,
      note: 'Older by two years',
      fromBeat: plan.beats[2],
    }).expect(201);
    expect(made.body).toEqual({
      _id: expect.any(String),
      from: plan.mara,
      to: plan.ren,
      label: 'sister of',
      directed: true,
      note: 'Older by two years',
      fromBeat: plan.beats[2],
      untilBeat: null,
    });
    const id = made.body._id as string;
    expect((await as(ctx, plan.user).get(`${plan.base}/relationships/${id}`).expect(200)).body).toEqual(made.body);
    const changed = await as(ctx, plan.user)
      .patch(`${plan.base}/relationships/${id}`)
      .send({ to: plan.harbour, label: 'haunts', note: null, directed: false, untilBeat: plan.beats[9] })
      .expect(200);
    expect(changed.body).toEqual({
      ...made.body,
      to: plan.harbour,
      label: 'haunts',
      note: null,
      directed: false,
      untilBeat: plan.beats[9],
    });
    expect(await tiesOf(plan)).toEqual([changed.body]);
    await as(ctx, plan.user).delete(`${plan.base}/relationships/${id}`).expect(204);
    await as(ctx, plan.user).get(`${plan.base}/relationships/${id}`).expect(404);
    await as(ctx, plan.user).delete(`${plan.base}/relationships/${id}`).expect(404);
    expect(await tiesOf(plan)).toEqual([]);
  });

  it('answers the ties that hold as of a beat, in the story’s order, and those of an entry', async () => {
    const plan = await newPlan();
    const [b0, b1, b2, b3, b4] = plan.beats as [string, string, string, string, string];
    const always = (await tie(plan, { from: plan.mara, to: plan.ren, label: 'siblings' }).expect(201))
      .body as Relationship;
    const early = (await tie(plan, { from: plan.mara, to: plan.harbour, label: 'lives at', untilBeat: b1 }).expect(201))
      .body as Relationship;
    const middle = (
      await tie(plan, { from: plan.ren, to: plan.harbour, label: 'guards', fromBeat: b2, untilBeat: b3 }).expect(201)
    ).body as Relationship;
    const late = (
      await tie(plan, { from: plan.ren, to: plan.mara, label: 'betrays', fromBeat: b4, directed: true }).expect(201)
    ).body as Relationship;
    const labels = (ties: Relationship[]) => ties.map((row) => row.label);
    expect(labels(await tiesOf(plan, `?asOf=${b0}`))).toEqual([always.label, early.label]);
    expect(labels(await tiesOf(plan, `?asOf=${b1}`))).toEqual([always.label, early.label]);
    expect(labels(await tiesOf(plan, `?asOf=${b2}`))).toEqual([always.label, middle.label]);
    expect(labels(await tiesOf(plan, `?asOf=${b3}`))).toEqual([always.label, middle.label]);
    expect(labels(await tiesOf(plan, `?asOf=${plan.beats.at(-1)}`))).toEqual([always.label, late.label]);
    expect(labels(await tiesOf(plan, `?entry=${plan.harbour}`))).toEqual([early.label, middle.label]);
    expect(labels(await tiesOf(plan, `?entry=${plan.mara}&asOf=${b4}`))).toEqual([always.label, late.label]);
    const notBeat = await as(ctx, plan.user).get(`${plan.base}/relationships?asOf=${MISSING_ID}`).expect(400);
    expect(notBeat.body.errors[0].path).toBe('asOf');
    await as(ctx, plan.user).get(`${plan.base}/relationships?asOf=nope`).expect(400);
    const notEntry = await as(ctx, plan.user).get(`${plan.base}/relationships?entry=${MISSING_ID}`).expect(400);
    expect(notEntry.body.errors[0].path).toBe('entry');
  });

  it('refuses a tie to itself, to another story’s entry or beat, or ending before it starts: 400 naming the field, nothing saved', async () => {
    const plan = await newPlan();
    const other = await newPlan();
    const [b0, , b2] = plan.beats as [string, string, string];
    const cases: [Record<string, unknown>, string][] = [
      [{ from: plan.mara, to: plan.mara, label: 'self' }, 'to'],
      [{ from: other.mara, to: plan.ren, label: 'x' }, 'from'],
      [{ from: plan.mara, to: other.ren, label: 'x' }, 'to'],
      [{ from: plan.mara, to: plan.ren, label: 'x', fromBeat: other.beats[0] }, 'fromBeat'],
      [{ from: plan.mara, to: plan.ren, label: 'x', untilBeat: other.beats[0] }, 'untilBeat'],
      [{ from: plan.mara, to: plan.ren, label: 'x', fromBeat: b2, untilBeat: b0 }, 'untilBeat'],
      [{ from: plan.mara, to: plan.ren, label: '' }, 'label'],
      [{ from: 'nope', to: plan.ren, label: 'x' }, 'from'],
      [{ from: plan.mara, to: plan.ren, label: 'x', directed: 'yes' }, 'directed'],
    ];
    for (const [body, path] of cases) {
      const refused = await tie(plan, body).expect(400);
      expect(refused.body.errors[0].path).toBe(path);
    }
    const made = (await tie(plan, { from: plan.mara, to: plan.ren, label: 'rivals', fromBeat: b2 }).expect(201))
      .body as Relationship;
    for (const [body, path] of [
      [{ to: plan.mara }, 'to'],
      [{ from: plan.ren }, 'to'],
      [{ untilBeat: b0 }, 'untilBeat'],
      [{ to: other.ren }, 'to'],
      [{}, undefined],
    ] as [Record<string, unknown>, string | undefined][]) {
      const refused = await as(ctx, plan.user).patch(`${plan.base}/relationships/${made._id}`).send(body).expect(400);
      expect(refused.body.errors[0].path).toBe(path);
    }
    expect(await tiesOf(plan)).toEqual([made]);
  });

  it('is the owner’s only, and a tie goes with its entry', async () => {
    const plan = await newPlan();
    const made = (await tie(plan, { from: plan.mara, to: plan.ren, label: 'rivals' }).expect(201)).body as Relationship;
    const stranger = await buildUser(ctx);
    await as(ctx, stranger).get(`${plan.base}/relationships`).expect(404);
    await as(ctx, stranger).get(`${plan.base}/relationships/${made._id}`).expect(404);
    await as(ctx, stranger).patch(`${plan.base}/relationships/${made._id}`).send({ label: 'x' }).expect(404);
    await as(ctx, stranger).delete(`${plan.base}/relationships/${made._id}`).expect(404);
    await tie({ ...plan, user: stranger }, { from: plan.mara, to: plan.ren, label: 'x' }).expect(404);
    const other = await newPlan();
    await as(ctx, other.user).get(`${other.base}/relationships/${made._id}`).expect(404);
    await as(ctx, plan.user).delete(`${plan.base}/codex/${plan.ren}`).expect(204);
    expect(await tiesOf(plan)).toEqual([]);
  });

  it(`holds at most ${RELATIONSHIPS_PER_STORY_MAX} ties a story`, async () => {
    const plan = await newPlan();
    await ctx.db.insert(codexRelationships).values(
      Array.from({ length: RELATIONSHIPS_PER_STORY_MAX }, () => ({
        outlineId: plan.story._id,
        fromId: plan.mara,
        toId: plan.ren,
        label: 'knows',
      })),
    );
    const refused = await tie(plan, { from: plan.mara, to: plan.harbour, label: 'one too many' }).expect(400);
    expect(refused.body.errors[0].msg).toContain('5000');
  });
});
