import { CHARACTER_TEMPLATE, type CodexEntry, type CodexKind } from '@three-act/contract/codex';
import { CODEX_KINDS_PER_STORY_MAX } from '@three-act/contract/limits';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { codexKinds } from '../../db/schema';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { as, buildUser, newApiStory, type ApiStory } from '../../../test/builders';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type Plan = ApiStory;
const newPlan = () => newApiStory(ctx);

const kindsOf = async (plan: Plan) =>
  ((await as(ctx, plan.user).get(`${plan.base}/codex-kinds`).expect(200)).body as { kinds: CodexKind[] }).kinds;
const putKind = (plan: Plan, kind: string, fields: unknown[]) =>
  as(ctx, plan.user)
    .put(`${plan.base}/codex-kinds/${encodeURIComponent(kind)}`)
    .send({ fields });
const addEntry = async (plan: Plan, body: Record<string, unknown>) =>
  (await as(ctx, plan.user).post(`${plan.base}/codex`).send(body).expect(201)).body as CodexEntry;
const entryOf = async (plan: Plan, id: string) =>
  (await as(ctx, plan.user).get(`${plan.base}/codex/${id}`).expect(200)).body as CodexEntry;

describe('codex kinds and their sheets', () => {
  it('lists the built-in kinds first with their sheets and counts, then the writer’s own', async () => {
    const plan = await newPlan();
    await request(ctx.app).get(`${plan.base}/codex-kinds`).expect(401);
    await addEntry(plan, { kind: 'place', name: 'Harbour' });
    await addEntry(plan, { kind: 'place', name: 'Abbey' });
    await putKind(plan, 'Spells', [{ name: 'Cost', type: 'number' }]).expect(200);
    const kinds = await kindsOf(plan);
    expect(kinds.map((kind) => [kind.kind, kind.builtIn, kind.entries])).toEqual([
      ['character', true, 0],
      ['place', true, 2],
      ['object', true, 0],
      ['group', true, 0],
      ['lore', true, 0],
      ['Spells', false, 0],
    ]);
    expect(kinds[0]?.fields).toEqual(CHARACTER_TEMPLATE);
    expect(kinds[5]?.fields).toEqual([{ id: 'cost', name: 'Cost', type: 'number' }]);
    // An entry names its kind in any case; it carries the kind's own spelling.
    expect((await addEntry(plan, { kind: 'SPELLS', name: 'Fireball', fields: { cost: 3 } })).kind).toBe('Spells');
  });

  it('gives new fields ids (a slug of the name, else a short random one) and keeps the ids it is sent', async () => {
    const plan = await newPlan();
    const put = await putKind(plan, 'place', [
      { name: 'Hair colour', type: 'text' },
      { name: 'Hair-colour!', type: 'text' },
      { name: 'Été', type: 'yesNo' },
      { name: '¿?', type: 'date' },
      { id: 'ruler', name: 'Ruled by', type: 'choice', choices: ['Crown', 'Guild'] },
    ]).expect(200);
    const fields = (put.body as CodexKind).fields;
    expect(fields.map((field) => field.id)).toEqual([
      'hair-colour',
      expect.stringMatching(/^f-[0-9a-f]{8}$/),
      'ete',
      expect.stringMatching(/^f-[0-9a-f]{8}$/),
      'ruler',
    ]);
    expect(fields[4]).toEqual({ id: 'ruler', name: 'Ruled by', type: 'choice', choices: ['Crown', 'Guild'] });
    expect(put.body).toMatchObject({ kind: 'place', builtIn: true, entries: 0 });
    expect((await kindsOf(plan))[1]?.fields).toEqual(fields);
  });

  it('moves what entries wrote in a removed field, or one its field can no longer hold, to their notes: nothing is lost', async () => {
    const plan = await newPlan();
    const mara = await addEntry(plan, {
      kind: 'character',
      name: 'Mara',
      fields: { age: '31', flaw: 'Pride', want: 'To fly again' },
    });
    const ren = await addEntry(plan, { kind: 'character', name: 'Ren', fields: { age: 'forty' } });
    const kept = CHARACTER_TEMPLATE.filter((field) => field.id !== 'flaw').map((field) =>
      field.id === 'age' ? { ...field, name: 'Age in years', type: 'number' } : field,
    );
    await putKind(plan, 'character', [...kept, { name: 'Brave', type: 'yesNo' }]).expect(200);
    const after = await entryOf(plan, mara._id);
    expect(after.fields).toEqual({ want: 'To fly again' });
    expect(after.notes.map((note) => [note.noteTitle, note.noteText]).sort()).toEqual([
      ['Age', '31'],
      ['Flaw', 'Pride'],
    ]);
    expect((await entryOf(plan, ren._id)).notes.map((note) => [note.noteTitle, note.noteText])).toEqual([
      ['Age', 'forty'],
    ]);
    // The renamed field keeps its id, and takes a value of its new type.
    const changed = await as(ctx, plan.user)
      .patch(`${plan.base}/codex/${mara._id}`)
      .send({ fields: { age: 31, brave: true } })
      .expect(200);
    expect(changed.body.fields).toEqual({ want: 'To fly again', age: 31, brave: true });
    await as(ctx, plan.user)
      .patch(`${plan.base}/codex/${mara._id}`)
      .send({ fields: { flaw: 'Pride' } })
      .expect(400);
    // Emptied, the sheet's values become notes in its order.
    await putKind(plan, 'character', []).expect(200);
    expect((await entryOf(plan, mara._id)).notes.map((note) => [note.noteTitle, note.noteText]).slice(2)).toEqual([
      ['Age in years', '31'],
      ['Want', 'To fly again'],
      ['Brave', 'Yes'],
    ]);
  });

  it('refuses a bad sheet with 400 naming the field, and changes nothing', async () => {
    const plan = await newPlan();
    const cases: [unknown[], string | undefined][] = [
      [[{ name: 'Mood', type: 'colour' }], 'fields[0].type'],
      [[{ name: 'Mood', type: 'choice' }], 'fields[0].choices'],
      [[{ name: 'Mood', type: 'choice', choices: [''] }], 'fields[0].choices[0]'],
      [[{ name: '', type: 'text' }], 'fields[0].name'],
      [[{ id: 'Bad Id', name: 'Mood', type: 'text' }], 'fields[0].id'],
      [
        [
          { name: 'Mood', type: 'text' },
          { name: 'mood', type: 'text' },
        ],
        'fields',
      ],
    ];
    for (const [fields, path] of cases) {
      const refused = await putKind(plan, 'place', fields).expect(400);
      expect(refused.body.errors[0].path).toBe(path);
    }
    await as(ctx, plan.user).put(`${plan.base}/codex-kinds/place`).send({}).expect(400);
    await putKind(plan, 'a'.repeat(41), []).expect(400);
    expect((await kindsOf(plan))[1]?.fields).toEqual([]);
  });

  it('deletes a kind of the writer’s own only when it holds no entry; built-in kinds stay', async () => {
    const plan = await newPlan();
    await putKind(plan, 'Spells', []).expect(200);
    const fireball = await addEntry(plan, { kind: 'spells', name: 'Fireball' });
    const held = await as(ctx, plan.user).delete(`${plan.base}/codex-kinds/Spells`).expect(409);
    expect(held.body.errors).toEqual([{ msg: 'Spells still holds 1 entry: delete or move it first' }]);
    // In Russian, the plural form of the number it holds; the kind's name as the writer wrote it.
    const russian = await as(ctx, plan.user, { 'Accept-Language': 'ru' })
      .delete(`${plan.base}/codex-kinds/Spells`)
      .expect(409);
    expect(russian.body.errors).toEqual([{ msg: 'В «Spells» ещё 1 запись: сначала удали или перенеси её' }]);
    const builtIn = await as(ctx, plan.user).delete(`${plan.base}/codex-kinds/Place`).expect(400);
    expect(builtIn.body.errors[0].path).toBe('kind');
    await as(ctx, plan.user).delete(`${plan.base}/codex-kinds/Potions`).expect(404);
    await as(ctx, plan.user).delete(`${plan.base}/codex/${fireball._id}`).expect(204);
    await as(ctx, plan.user).delete(`${plan.base}/codex-kinds/SPELLS`).expect(204);
    expect((await kindsOf(plan)).map((kind) => kind.kind)).not.toContain('Spells');
    const refused = await as(ctx, plan.user)
      .post(`${plan.base}/codex`)
      .send({ kind: 'Spells', name: 'Frost' })
      .expect(400);
    expect(refused.body.errors[0].path).toBe('kind');
  });

  it(`holds at most ${CODEX_KINDS_PER_STORY_MAX} kinds of the writer’s own, and is the owner’s only`, async () => {
    const plan = await newPlan();
    const storyId = plan.base.split('/').at(-1) as string;
    await ctx.db.insert(codexKinds).values(
      Array.from({ length: CODEX_KINDS_PER_STORY_MAX }, (_, index) => ({
        outlineId: storyId,
        name: `Kind ${index}`,
        nameKey: `kind ${index}`,
      })),
    );
    const refused = await putKind(plan, 'One too many', []).expect(400);
    expect(refused.body.errors[0].msg).toContain(String(CODEX_KINDS_PER_STORY_MAX));
    // Built-in sheets and the own kinds already there can still change.
    await putKind(plan, 'lore', [{ name: 'Source', type: 'text' }]).expect(200);
    await putKind(plan, 'kind 3', [{ name: 'Source', type: 'text' }]).expect(200);
    expect(await ctx.db.$count(codexKinds, eq(codexKinds.outlineId, storyId))).toBe(CODEX_KINDS_PER_STORY_MAX + 1);
    const stranger = await buildUser(ctx);
    await as(ctx, stranger).get(`${plan.base}/codex-kinds`).expect(404);
    await as(ctx, stranger).put(`${plan.base}/codex-kinds/place`).send({ fields: [] }).expect(404);
    await as(ctx, stranger).delete(`${plan.base}/codex-kinds/kind%203`).expect(404);
  });
});
