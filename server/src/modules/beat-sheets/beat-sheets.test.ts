import { BUILT_IN_SHEETS, THREE_ACT_SHEET } from '@three-act/contract/built-in-sheets';
import { SHEETS_PER_WRITER_MAX } from '@three-act/contract/limits';
import { asc, eq } from 'drizzle-orm';
import { beatSheets } from '../../db/schema';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { as, buildBeatSheet, buildUser } from '../../../test/builders';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const MISSING_ID = '0b7a3c1e-5f7d-4a8e-9c2b-1d3e5f7a9b0c';
const NOT_FOUND = { errors: [{ msg: 'Beat sheet not found' }] };
const MALFORMED = { errors: [{ msg: 'Malformed beat sheet id', path: 'id' }] };

const beat = (name: string, question = `What happens at ${name}?`) => ({ name, question });
const valid = () => ({
  name: 'Romance in Four',
  description: 'Meet, pull apart, lose everything, choose each other.',
  acts: [
    { name: 'Meet', beats: [beat('Meet-cute'), beat('Spark')] },
    { name: 'Choose', beats: [{ ...beat('Grand gesture'), hint: 'Costly, public, true to them' }] },
  ],
});

const sheetsOf = (userId: string) =>
  ctx.db.select().from(beatSheets).where(eq(beatSheets.userId, userId)).orderBy(asc(beatSheets.createdAt));
const rowOf = async (id: string) => (await ctx.db.select().from(beatSheets).where(eq(beatSheets.id, id)))[0];

/** Sheets of this many beats in one act each, for the totals (`beats` beats named B1…). */
const beats = (count: number, from = 1) => Array.from({ length: count }, (_, i) => beat(`B${from + i}`));

describe('beat sheets', () => {
  it('answers 401 when signed out on every route', async () => {
    const sheet = await buildBeatSheet(ctx);
    const before = await rowOf(sheet._id);
    await ctx.api().get('/api/beat-sheets').expect(401);
    await ctx.api().get(`/api/beat-sheets/${sheet._id}`).expect(401);
    await ctx.api().get('/api/beat-sheets/three-act').expect(401);
    await ctx.api().post('/api/beat-sheets').send(valid()).expect(401);
    await ctx.api().patch(`/api/beat-sheets/${sheet._id}`).send({ name: 'Taken' }).expect(401);
    await ctx.api().delete(`/api/beat-sheets/${sheet._id}`).expect(401);
    await ctx.api().post(`/api/beat-sheets/${sheet._id}/duplicate`).expect(401);
    expect(await rowOf(sheet._id)).toEqual(before);
    expect(await ctx.db.$count(beatSheets, eq(beatSheets.userId, sheet.user.id))).toBe(1);
  });

  it("lists the built-ins first, with their beats' keys, then the writer's own newest first", async () => {
    const user = await buildUser(ctx);
    const other = await buildUser(ctx);
    const older = await buildBeatSheet(ctx, { user, name: 'Older' });
    const newer = await buildBeatSheet(ctx, { user, name: 'Newer', description: 'Mine' });
    await buildBeatSheet(ctx, { user: other, name: 'Not mine' });

    const list = (await as(ctx, user).get('/api/beat-sheets').expect(200)).body;
    const builtIns = list.slice(0, BUILT_IN_SHEETS.length);
    expect(builtIns.map((sheet: { _id: string }) => sheet._id)).toEqual(BUILT_IN_SHEETS.map((sheet) => sheet.id));
    expect(builtIns.every((sheet: { builtIn: boolean }) => sheet.builtIn)).toBe(true);
    const threeAct = builtIns[0];
    expect(threeAct).toMatchObject({ _id: 'three-act', name: 'Three Act', description: THREE_ACT_SHEET.description });
    expect(threeAct.acts.map((act: { name: string }) => act.name)).toEqual(THREE_ACT_SHEET.acts.map((act) => act.name));
    expect(threeAct.acts.flatMap((act: { beats: unknown[] }) => act.beats)).toHaveLength(32);
    const first = THREE_ACT_SHEET.acts[0]!.beats[0]!;
    expect(threeAct.acts[0].beats[0]).toEqual({ key: 'act1a01', name: first.name, question: first.question });

    expect(list.slice(BUILT_IN_SHEETS.length)).toEqual([
      {
        _id: newer._id,
        name: 'Newer',
        description: 'Mine',
        builtIn: false,
        acts: [
          { name: 'Setup', beats: [{ name: 'Opening', question: 'Where does it start?' }] },
          { name: 'Payoff', beats: [{ name: 'Ending', question: 'How does it end?', hint: 'Echo the opening' }] },
        ],
        published: false,
        likes: 0,
      },
      expect.objectContaining({ _id: older._id, name: 'Older', description: '', builtIn: false }),
    ]);
  });

  it('creates, reads, changes and deletes a sheet of your own', async () => {
    const user = await buildUser(ctx, { verified: true });
    const body = valid();
    body.name = '  Romance in Four  ';
    body.acts[0]!.beats[1] = { name: ' Spark ', question: '  ' };
    const created = await as(ctx, user).post('/api/beat-sheets').send(body).expect(201);
    const expected = {
      _id: expect.any(String),
      name: 'Romance in Four',
      description: 'Meet, pull apart, lose everything, choose each other.',
      builtIn: false,
      acts: [
        { name: 'Meet', beats: [beat('Meet-cute'), { name: 'Spark', question: '' }] },
        {
          name: 'Choose',
          beats: [
            { name: 'Grand gesture', question: 'What happens at Grand gesture?', hint: 'Costly, public, true to them' },
          ],
        },
      ],
      published: false,
      likes: 0,
    };
    expect(created.body).toEqual(expected);
    const id = created.body._id as string;
    const row = await rowOf(id);
    expect(row).toMatchObject({
      userId: user.id,
      name: 'Romance in Four',
      acts: expected.acts,
      likes: 0,
      hidden: false,
    });
    expect(row).toMatchObject({ publishedAt: null, adoptedFrom: null });
    // A beat without a hint stores no hint key.
    expect(Object.keys(row!.acts[0]!.beats[1]!)).toEqual(['name', 'question']);
    expect((await as(ctx, user).get(`/api/beat-sheets/${id}`).expect(200)).body).toEqual(expected);

    // Only the name: the structure stays.
    const renamed = await as(ctx, user).patch(`/api/beat-sheets/${id}`).send({ name: 'Slow Burn' }).expect(200);
    expect(renamed.body).toEqual({ ...expected, name: 'Slow Burn' });
    // The whole structure is replaced; a blank description clears it.
    const acts = [{ name: 'Only act', beats: [{ name: 'Kiss', question: 'Who moves first?', hint: ' ' }] }];
    const changed = await as(ctx, user).patch(`/api/beat-sheets/${id}`).send({ acts, description: ' ' }).expect(200);
    expect(changed.body).toEqual({
      _id: id,
      name: 'Slow Burn',
      description: '',
      builtIn: false,
      acts: [{ name: 'Only act', beats: [{ name: 'Kiss', question: 'Who moves first?' }] }],
      published: false,
      likes: 0,
    });
    const after = await rowOf(id);
    expect(after).toMatchObject({ name: 'Slow Burn', description: '', acts: changed.body.acts });
    expect(after!.updatedAt.getTime()).toBeGreaterThan(row!.updatedAt.getTime());
    expect(after!.createdAt).toEqual(row!.createdAt);

    const deleted = await as(ctx, user).delete(`/api/beat-sheets/${id}`).expect(204);
    expect(deleted.text).toBe('');
    expect(await rowOf(id)).toBeUndefined();
    expect((await as(ctx, user).get(`/api/beat-sheets/${id}`).expect(404)).body).toEqual(NOT_FOUND);
    await as(ctx, user).delete(`/api/beat-sheets/${id}`).expect(404);
  });

  it('reads a built-in by its slug, and lets an unverified writer make sheets as stories do', async () => {
    const user = await buildUser(ctx, { verified: false });
    const res = await as(ctx, user).get('/api/beat-sheets/three-act').expect(200);
    expect(res.body).toMatchObject({ _id: 'three-act', builtIn: true, name: 'Three Act' });
    expect(res.body.acts[2].beats[7].key).toBe('act3a08');
    await as(ctx, user).post('/api/beat-sheets').send(valid()).expect(201);
    expect(await sheetsOf(user.id)).toHaveLength(1);
  });

  it('allows an act without beats, as long as the sheet has one', async () => {
    const user = await buildUser(ctx);
    const acts = [
      { name: 'Empty for now', beats: [] },
      { name: 'Two', beats: [beat('Turn')] },
    ];
    const res = await as(ctx, user).post('/api/beat-sheets').send({ name: 'Sparse', acts }).expect(201);
    expect(res.body.acts).toEqual([
      { name: 'Empty for now', beats: [] },
      { name: 'Two', beats: [beat('Turn')] },
    ]);
    expect(res.body.description).toBe('');
  });

  it("never shows or changes another writer's sheet or a built-in: 404, and 400 for a malformed id", async () => {
    const owner = await buildUser(ctx);
    const other = await buildUser(ctx);
    const sheet = await buildBeatSheet(ctx, { user: owner, name: 'Private' });
    const before = await rowOf(sheet._id);
    for (const id of [sheet._id, MISSING_ID]) {
      expect((await as(ctx, other).get(`/api/beat-sheets/${id}`).expect(404)).body).toEqual(NOT_FOUND);
      const patch = await as(ctx, other).patch(`/api/beat-sheets/${id}`).send({ name: 'Mine now' }).expect(404);
      expect(patch.body).toEqual(NOT_FOUND);
      expect((await as(ctx, other).delete(`/api/beat-sheets/${id}`).expect(404)).body).toEqual(NOT_FOUND);
      expect((await as(ctx, other).post(`/api/beat-sheets/${id}/duplicate`).expect(404)).body).toEqual(NOT_FOUND);
    }
    // A built-in is read and copied, never changed or deleted.
    const patchBuiltIn = await as(ctx, owner).patch('/api/beat-sheets/three-act').send({ name: 'Mine' }).expect(404);
    expect(patchBuiltIn.body).toEqual(NOT_FOUND);
    expect((await as(ctx, owner).delete('/api/beat-sheets/three-act').expect(404)).body).toEqual(NOT_FOUND);

    for (const bad of [
      'abc',
      'three-acts',
      'Three-Act',
      `${MISSING_ID}x`,
      encodeURIComponent("1' OR 1=1"),
      '__proto__',
    ]) {
      expect((await as(ctx, owner).get(`/api/beat-sheets/${bad}`).expect(400)).body).toEqual(MALFORMED);
      const patch = await as(ctx, owner).patch(`/api/beat-sheets/${bad}`).send({ name: 'x' }).expect(400);
      expect(patch.body).toEqual(MALFORMED);
      expect((await as(ctx, owner).delete(`/api/beat-sheets/${bad}`).expect(400)).body).toEqual(MALFORMED);
      expect((await as(ctx, owner).post(`/api/beat-sheets/${bad}/duplicate`).expect(400)).body).toEqual(MALFORMED);
    }
    expect(await rowOf(sheet._id)).toEqual(before);
    expect(await sheetsOf(other.id)).toHaveLength(0);
  });

  const long = (n: number) => 'x'.repeat(n);
  /** A valid body whose acts `change` spoils. */
  const actsWith = (change: (acts: { name?: string; beats: Record<string, unknown>[] }[]) => void) => {
    const body = valid();
    const acts = structuredClone(body.acts) as { name?: string; beats: Record<string, unknown>[] }[];
    change(acts);
    return { ...body, acts };
  };

  it.each<[string, object, { msg: string; path: string }[]]>([
    [
      'no name and no acts',
      {},
      [
        { msg: 'Name is required', path: 'name' },
        { msg: 'acts must be a list of 1 to 7 acts', path: 'acts' },
      ],
    ],
    ['a blank name', { ...valid(), name: '   ' }, [{ msg: 'Name is required', path: 'name' }]],
    [
      'a name over 120',
      { ...valid(), name: long(121) },
      [{ msg: 'Name must be at most 120 characters', path: 'name' }],
    ],
    [
      'a name of two lines',
      { ...valid(), name: 'Two\nlines' },
      [{ msg: 'Name must be one line, without control characters', path: 'name' }],
    ],
    [
      'a description over 2000',
      { ...valid(), description: long(2001) },
      [{ msg: 'Description must be at most 2000 characters', path: 'description' }],
    ],
    ['no acts', { ...valid(), acts: [] }, [{ msg: 'A beat sheet has 1 to 7 acts', path: 'acts' }]],
    [
      'eight acts',
      { ...valid(), acts: Array.from({ length: 8 }, (_, i) => ({ name: `Act ${i}`, beats: [beat('B')] })) },
      [{ msg: 'A beat sheet has 1 to 7 acts', path: 'acts' }],
    ],
    [
      'acts that are not a list',
      { ...valid(), acts: 'Three' },
      [{ msg: 'acts must be a list of 1 to 7 acts', path: 'acts' }],
    ],
    [
      'acts without a beat',
      {
        ...valid(),
        acts: [
          { name: 'One', beats: [] },
          { name: 'Two', beats: [] },
        ],
      },
      [{ msg: 'A beat sheet needs at least one beat', path: 'acts' }],
    ],
    [
      '101 beats in all',
      {
        ...valid(),
        acts: [
          { name: 'One', beats: beats(51) },
          { name: 'Two', beats: beats(50, 52) },
        ],
      },
      [{ msg: 'A beat sheet has at most 100 beats', path: 'acts' }],
    ],
    [
      '101 beats in one act',
      { ...valid(), acts: [{ name: 'One', beats: beats(101) }] },
      [{ msg: 'A beat sheet has at most 100 beats', path: 'acts[0].beats' }],
    ],
    [
      'an act without a name',
      actsWith((acts) => void delete acts[1]!.name),
      [{ msg: 'Act name is required', path: 'acts[1].name' }],
    ],
    [
      'an act without its beats list',
      actsWith((acts) => void delete (acts[0] as { beats?: unknown }).beats),
      [{ msg: 'beats must be a list of beats (it may be empty)', path: 'acts[0].beats' }],
    ],
    [
      'an act that is not an object',
      { ...valid(), acts: ['Act one'] },
      [{ msg: 'Each act must be an object with a name and its beats', path: 'acts[0]' }],
    ],
    [
      'a beat with an empty name',
      actsWith((acts) => void (acts[0]!.beats[1]!.name = ' ')),
      [{ msg: 'Beat name is required', path: 'acts[0].beats[1].name' }],
    ],
    [
      'a beat name over 120',
      actsWith((acts) => void (acts[1]!.beats[0]!.name = long(121))),
      [{ msg: 'Beat name must be at most 120 characters', path: 'acts[1].beats[0].name' }],
    ],
    [
      'a question over 1000',
      actsWith((acts) => {
        acts[1]!.beats.push(beat('Two'), beat('Three'), { name: 'Four', question: long(1001) });
      }),
      [{ msg: 'Question must be at most 1000 characters', path: 'acts[1].beats[3].question' }],
    ],
    [
      'a hint over 1000',
      actsWith((acts) => void (acts[0]!.beats[0]!.hint = long(1001))),
      [{ msg: 'Hint must be at most 1000 characters', path: 'acts[0].beats[0].hint' }],
    ],
    [
      'a beat that is not an object',
      actsWith((acts) => void ((acts[0]!.beats as unknown[])[0] = 'Opening')),
      [{ msg: 'Each beat must be an object with a name', path: 'acts[0].beats[0]' }],
    ],
  ])('refuses %s with a 400 naming each field, and saves nothing', async (_case, body, errors) => {
    const user = await buildUser(ctx);
    const res = await as(ctx, user).post('/api/beat-sheets').send(body).expect(400);
    expect(res.body).toEqual({ errors });
    expect(await sheetsOf(user.id)).toHaveLength(0);
  });

  it('refuses a bad change with a 400 naming the field, and keeps the sheet as it was', async () => {
    const user = await buildUser(ctx);
    const sheet = await buildBeatSheet(ctx, { user });
    const before = await rowOf(sheet._id);
    for (const [body, errors] of [
      [{ name: '' }, [{ msg: 'Name is required', path: 'name' }]],
      [{ acts: [] }, [{ msg: 'A beat sheet has 1 to 7 acts', path: 'acts' }]],
      [
        { name: 'Fine', acts: [{ name: 'One', beats: [beat('A'), { name: 'B', question: long(1001) }] }] },
        [{ msg: 'Question must be at most 1000 characters', path: 'acts[0].beats[1].question' }],
      ],
    ] as const) {
      expect((await as(ctx, user).patch(`/api/beat-sheets/${sheet._id}`).send(body).expect(400)).body).toEqual({
        errors,
      });
    }
    expect(await rowOf(sheet._id)).toEqual(before);
  });

  it('keeps at most 200 sheets per writer, counting two made at once', async () => {
    const user = await buildUser(ctx, { verified: true });
    await ctx.db.insert(beatSheets).values(
      Array.from({ length: SHEETS_PER_WRITER_MAX - 1 }, (_, i) => ({
        userId: user.id,
        name: `Sheet ${i}`,
        acts: [{ name: 'One', beats: [beat('A')] }],
      })),
    );
    const tooMany = { errors: [{ msg: 'You can keep at most 200 beat sheets: delete one to make another' }] };
    const results = await Promise.all([1, 2, 3].map(() => as(ctx, user).post('/api/beat-sheets').send(valid())));
    expect(results.map((res) => res.status).sort()).toEqual([201, 400, 400]);
    for (const res of results.filter((one) => one.status === 400)) expect(res.body).toEqual(tooMany);
    expect(await ctx.db.$count(beatSheets, eq(beatSheets.userId, user.id))).toBe(SHEETS_PER_WRITER_MAX);
    expect((await as(ctx, user).post('/api/beat-sheets/three-act/duplicate').expect(400)).body).toEqual(tooMany);
    expect(await ctx.db.$count(beatSheets, eq(beatSheets.userId, user.id))).toBe(SHEETS_PER_WRITER_MAX);
    // Deleting one makes room again.
    const created = results.find((res) => res.status === 201)!.body._id as string;
    await as(ctx, user).delete(`/api/beat-sheets/${created}`).expect(204);
    await as(ctx, user).post('/api/beat-sheets/three-act/duplicate').expect(201);
  });

  it('duplicates a built-in or an own sheet as "{name} (copy)", without the built-in keys', async () => {
    const user = await buildUser(ctx);
    const copy = await as(ctx, user).post('/api/beat-sheets/three-act/duplicate').expect(201);
    expect(copy.body).toEqual({
      _id: expect.any(String),
      name: 'Three Act (copy)',
      description: THREE_ACT_SHEET.description,
      builtIn: false,
      acts: THREE_ACT_SHEET.acts.map((act) => ({
        name: act.name,
        beats: act.beats.map(({ name, question }) => ({ name, question })),
      })),
      published: false,
      likes: 0,
    });
    expect((await rowOf(copy.body._id))!.userId).toBe(user.id);

    const own = await buildBeatSheet(ctx, { user, name: 'Mine' });
    const ownCopy = await as(ctx, user).post(`/api/beat-sheets/${own._id}/duplicate`).expect(201);
    expect(ownCopy.body).toMatchObject({ name: 'Mine (copy)', description: '', acts: own.acts });
    expect(ownCopy.body._id).not.toBe(own._id);
    // A copy's name stays within 120 characters, never cutting a character in two.
    const longName = `${'a'.repeat(112)}😀${'b'.repeat(6)}`;
    const longOne = await buildBeatSheet(ctx, { user, name: longName });
    const longCopy = await as(ctx, user).post(`/api/beat-sheets/${longOne._id}/duplicate`).expect(201);
    expect(longCopy.body.name).toBe(`${'a'.repeat(112)} (copy)`);
    const list = (await as(ctx, user).get('/api/beat-sheets').expect(200)).body;
    expect(list.slice(BUILT_IN_SHEETS.length).map((sheet: { _id: string }) => sheet._id)).toEqual([
      longCopy.body._id,
      longOne._id,
      ownCopy.body._id,
      own._id,
      copy.body._id,
    ]);
  });

  it('lets a suspended writer keep working on their own sheets, as on their stories', async () => {
    const user = await buildUser(ctx, { verified: true });
    await ctx.updateUser(user.id, { suspendedAt: new Date(), suspensionReason: 'Spam' });
    // Suspended indeed: a Brainstorm write is refused.
    await as(ctx, user).post('/api/posts').send({ text: 'Still here' }).expect(403);
    const created = await as(ctx, user).post('/api/beat-sheets').send(valid()).expect(201);
    await as(ctx, user).patch(`/api/beat-sheets/${created.body._id}`).send({ name: 'Renamed' }).expect(200);
    await as(ctx, user).post(`/api/beat-sheets/${created.body._id}/duplicate`).expect(201);
    await as(ctx, user).delete(`/api/beat-sheets/${created.body._id}`).expect(204);
    expect((await sheetsOf(user.id)).map((sheet) => sheet.name)).toEqual(['Renamed (copy)']);
  });

  it("deleting the account removes the writer's sheets and no one else's", async () => {
    const user = await buildUser(ctx);
    const other = await buildUser(ctx);
    await buildBeatSheet(ctx, { user });
    await as(ctx, user).post('/api/beat-sheets').send(valid()).expect(201);
    const kept = await buildBeatSheet(ctx, { user: other });
    expect(await sheetsOf(user.id)).toHaveLength(2);
    await as(ctx, user).delete('/api/profile').send({ password: user.password }).expect(200);
    expect(await sheetsOf(user.id)).toHaveLength(0);
    expect(await rowOf(kept._id)).toBeDefined();
  });
});
