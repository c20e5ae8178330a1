import { CODEX_PAGE_SIZE, type CodexEntry, type CodexListItem } from '@three-act/contract/codex';
import { CHARACTERS_PER_STORY_MAX, CODEX_ALIASES_MAX, CODEX_ENTRIES_PER_STORY_MAX } from '@three-act/contract/limits';
import type { Outline } from '@three-act/contract/outlines';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { characters } from '../../db/schema';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { as, buildUser, newApiStory, type ApiStory } from '../../../test/builders';
import type { TestUser } from '../../../test/factories';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const MISSING_ID = '0b7a3c1e-5f7d-4a8e-9c2b-1d3e5f7a9b0c';

type Plan = ApiStory;
const newPlan = (user?: TestUser) => newApiStory(ctx, { user });

const addEntry = (plan: Plan, body: Record<string, unknown>) =>
  as(ctx, plan.user).post(`${plan.base}/codex`).send(body);
const entryOf = async (plan: Plan, id: string) =>
  (await as(ctx, plan.user).get(`${plan.base}/codex/${id}`).expect(200)).body as CodexEntry;
const listOf = async (plan: Plan, query = '') =>
  ((await as(ctx, plan.user).get(`${plan.base}/codex${query}`).expect(200)).body as { entries: CodexListItem[] })
    .entries;

describe('codex entries', () => {
  it('needs a signed-in writer', async () => {
    const plan = await newPlan();
    await request(ctx.app).get(`${plan.base}/codex`).expect(401);
    await request(ctx.app).post(`${plan.base}/codex`).send({ kind: 'place', name: 'Harbour' }).expect(401);
  });

  it('adds an entry of any kind with every field, sanitises its description, and reads it back whole', async () => {
    const plan = await newPlan();
    const made = await addEntry(plan, {
      kind: 'Place',
      name: '  The Harbour ',
      aliases: ['Old Port', 'the Quay'],
      summary: 'Where the ships come in',
      description: '<p>Salt <strong>and</strong> tar<script>alert(1)</script><img src=x onerror=alert(1)></p>',
      image: 'https://images.example.org/harbour.jpg',
      tags: ['coast', 'coast', 'act one'],
      matchCase: false,
    }).expect(201);
    expect(made.body).toEqual({
      _id: expect.any(String),
      kind: 'place',
      name: 'The Harbour',
      aliases: ['Old Port', 'the Quay'],
      summary: 'Where the ships come in',
      description: '<p>Salt <strong>and</strong> tar</p>',
      image: 'https://images.example.org/harbour.jpg',
      tags: ['coast', 'act one'],
      fields: {},
      matchCase: false,
      protag: false,
      notes: [],
      appearsIn: [],
      arc: [],
      date: expect.any(String),
      version: 1,
    });
    expect(await entryOf(plan, made.body._id)).toEqual(made.body);
    const [row] = await ctx.db.select().from(characters).where(eq(characters.id, made.body._id));
    expect(row).toMatchObject({
      kind: 'place',
      outlineId: plan.story._id,
      userId: plan.user.id,
      photoUrl: expect.any(String),
    });
    const bare = await addEntry(plan, { kind: 'object', name: 'Brass key' }).expect(201);
    expect(bare.body).toMatchObject({
      aliases: [],
      summary: null,
      description: '',
      image: null,
      tags: [],
      matchCase: true,
    });
  });

  it('lists entries by name, filtered by kind and tag, and finds a name or an alias in any case', async () => {
    const plan = await newPlan();
    await addEntry(plan, { kind: 'place', name: 'Harbour', aliases: ['Old Port'], tags: ['coast'] }).expect(201);
    await addEntry(plan, { kind: 'place', name: 'abbey', tags: ['inland'] }).expect(201);
    await addEntry(plan, { kind: 'character', name: 'Mara Vell', aliases: ['The Pilot'], tags: ['coast'] }).expect(201);
    await addEntry(plan, { kind: 'group', name: 'Harbour Guild' }).expect(201);
    expect((await listOf(plan)).map((entry) => entry.name)).toEqual(['abbey', 'Harbour', 'Harbour Guild', 'Mara Vell']);
    expect((await listOf(plan, '?kind=place')).map((entry) => entry.name)).toEqual(['abbey', 'Harbour']);
    expect((await listOf(plan, '?kind=PLACE&tag=coast')).map((entry) => entry.name)).toEqual(['Harbour']);
    // The writer's other story has a harbour too: a search keeps to its own story, long or short.
    await addEntry(await newPlan(plan.user), { kind: 'place', name: 'Harbour Light', aliases: ['Old Light'] }).expect(
      201,
    );
    expect((await listOf(plan, '?q=harb')).map((entry) => entry.name)).toEqual(['Harbour', 'Harbour Guild']);
    expect((await listOf(plan, '?q=ha')).map((entry) => entry.name)).toEqual(['Harbour', 'Harbour Guild']);
    expect((await listOf(plan, '?q=old%20PORT')).map((entry) => entry.name)).toEqual(['Harbour']);
    expect((await listOf(plan, '?q=pilot&tag=coast')).map((entry) => entry.name)).toEqual(['Mara Vell']);
    expect(await listOf(plan, '?kind=spells')).toEqual([]);
    // A search's % _ and \ are letters like any other.
    for (const literal of ['%25', '_', '%5C', 'r_G']) expect(await listOf(plan, `?q=${literal}`)).toEqual([]);
    await addEntry(plan, { kind: 'lore', name: '100% _true_ \\ tale' }).expect(201);
    for (const literal of ['0%25', '_t', '%5C']) {
      expect((await listOf(plan, `?q=${literal}`)).map((entry) => entry.name)).toEqual(['100% _true_ \\ tale']);
    }
    const answer = await as(ctx, plan.user).get(`${plan.base}/codex?kind=place`).expect(200);
    expect(answer.body.next).toBeNull();
    const [first] = await listOf(plan, '?q=mara');
    expect(first).toEqual({
      _id: expect.any(String),
      kind: 'character',
      name: 'Mara Vell',
      aliases: ['The Pilot'],
      summary: null,
      tags: ['coast'],
      image: null,
    });
  });

  it(`answers pages of ${CODEX_PAGE_SIZE} by name in any case, then id, with a cursor to the next; a bad cursor is a 400`, async () => {
    const plan = await newPlan();
    const names = Array.from({ length: CODEX_PAGE_SIZE + 20 }, (_, index) =>
      index % 2 ? `entry ${String(index).padStart(3, '0')}` : `Entry ${String(index).padStart(3, '0')}`,
    );
    await ctx.db.insert(characters).values(
      names.map((name) => ({
        outlineId: plan.story._id,
        userId: plan.user.id,
        kind: 'lore',
        name,
        desc: '',
        photoUrl: '',
      })),
    );
    const first = await as(ctx, plan.user).get(`${plan.base}/codex`).expect(200);
    expect(first.body.entries).toHaveLength(CODEX_PAGE_SIZE);
    expect(first.body.next).toEqual(expect.any(String));
    const second = await as(ctx, plan.user).get(`${plan.base}/codex?after=${first.body.next}`).expect(200);
    expect(second.body.next).toBeNull();
    const read = [...first.body.entries, ...second.body.entries].map((entry: CodexListItem) => entry.name);
    expect(read).toEqual(names);
    const filtered = await as(ctx, plan.user)
      .get(`${plan.base}/codex?kind=lore&q=ENTRY%200&after=${first.body.next}`)
      .expect(200);
    expect(filtered.body.entries.map((entry: CodexListItem) => entry.name)).toEqual(names.slice(CODEX_PAGE_SIZE));
    for (const bad of [
      'nope',
      Buffer.from('[1,2]').toString('base64url'),
      Buffer.from('["a","b"]').toString('base64url'),
      '%00',
    ]) {
      const refused = await as(ctx, plan.user).get(`${plan.base}/codex?after=${bad}`).expect(400);
      expect(refused.body.errors[0].path).toBe('after');
    }
  });

  it('a renamed entry keeps its old name as an alias, so the beats that wrote it still link it', async () => {
    const plan = await newPlan();
    const [beat] = plan.story.acts[0]?.beats ?? [];
    await as(ctx, plan.user)
      .patch(`${plan.base}/beats/${beat?._id}`)
      .send({ text: 'They sail from Port Ash at dawn.' })
      .expect(200);
    const made = (await addEntry(plan, { kind: 'place', name: 'Port Ash', aliases: ['the Ash'] }).expect(201))
      .body as CodexEntry;
    expect(made.appearsIn).toEqual([{ beat: beat?._id, label: expect.stringContaining(' — ') }]);
    const renamed = await as(ctx, plan.user)
      .patch(`${plan.base}/codex/${made._id}`)
      .send({ name: 'Ashport' })
      .expect(200);
    expect(renamed.body.aliases).toEqual(['the Ash', 'Port Ash']);
    expect(renamed.body.appearsIn).toEqual(made.appearsIn);
    // Only the case changes: no alias; an old name already an alias is not added twice.
    const recased = await as(ctx, plan.user)
      .patch(`${plan.base}/codex/${made._id}`)
      .send({ name: 'ASHPORT' })
      .expect(200);
    expect(recased.body.aliases).toEqual(['the Ash', 'Port Ash']);
    const back = await as(ctx, plan.user)
      .patch(`${plan.base}/codex/${made._id}`)
      .send({ name: 'Port Ash' })
      .expect(200);
    expect(back.body.aliases).toEqual(['the Ash', 'Port Ash', 'ASHPORT']);
    const full = Array.from({ length: CODEX_ALIASES_MAX }, (_, index) => `Alias ${index}`);
    const crowded = await as(ctx, plan.user)
      .patch(`${plan.base}/codex/${made._id}`)
      .send({ name: 'Cinderhaven', aliases: full })
      .expect(200);
    expect(crowded.body.aliases).toEqual([...full.slice(1), 'Port Ash']);
  });

  it('answers the index of every entry with its names, unpaged, by name; the owner’s only', async () => {
    const plan = await newPlan();
    await ctx.db.insert(characters).values(
      Array.from({ length: CODEX_PAGE_SIZE + 5 }, (_, index) => ({
        outlineId: plan.story._id,
        userId: plan.user.id,
        kind: 'lore',
        name: `Lore ${String(index).padStart(3, '0')}`,
        desc: '',
        photoUrl: '',
      })),
    );
    const made = (
      await addEntry(plan, {
        kind: 'place',
        name: 'abbey',
        aliases: ['The Abbey'],
        matchCase: false,
        tags: ['old'],
      }).expect(201)
    ).body as CodexEntry;
    const index = await as(ctx, plan.user).get(`${plan.base}/codex-index`).expect(200);
    expect(index.body.entries).toHaveLength(CODEX_PAGE_SIZE + 6);
    expect(index.body.entries[0]).toEqual({
      _id: made._id,
      kind: 'place',
      name: 'abbey',
      aliases: ['The Abbey'],
      matchCase: false,
      tags: ['old'],
    });
    await as(ctx, await buildUser(ctx))
      .get(`${plan.base}/codex-index`)
      .expect(404);
    await request(ctx.app).get(`${plan.base}/codex-index`).expect(401);
  });

  it('a character added to the codex is one of the story’s characters on the spec’s routes', async () => {
    const plan = await newPlan();
    await as(ctx, plan.user).put(`/api/stories/${plan.story._id}/current`).expect(200);
    const made = await addEntry(plan, {
      kind: 'character',
      name: 'Mara',
      description: '<p>A pilot</p>',
      protag: true,
      fields: { age: '31', want: 'To fly again' },
    }).expect(201);
    expect(made.body).toMatchObject({ protag: true, fields: { age: '31', want: 'To fly again' } });
    const outline = (await as(ctx, plan.user).get('/api/outlines/me').expect(200)).body as Outline;
    expect(
      outline.characters.map((character) => [character._id, character.name, character.desc, character.protag]),
    ).toEqual([[made.body._id, 'Mara', '<p>A pilot</p>', true]]);
    await as(ctx, plan.user).get(`/api/outlines/characters/${made.body._id}`).expect(200);
  });

  it('changes the fields sent, merges sheet values by id and clears one with null', async () => {
    const plan = await newPlan();
    const made = (
      await addEntry(plan, { kind: 'character', name: 'Mara', fields: { age: '31', flaw: 'Pride' } }).expect(201)
    ).body as CodexEntry;
    const changed = await as(ctx, plan.user)
      .patch(`${plan.base}/codex/${made._id}`)
      .send({ name: 'Mara Vell', fields: { flaw: null, need: 'Trust' }, image: null, description: '<p>Pilot</p>' })
      .expect(200);
    expect(changed.body).toMatchObject({
      name: 'Mara Vell',
      fields: { age: '31', need: 'Trust' },
      image: null,
      description: '<p>Pilot</p>',
    });
    expect(await entryOf(plan, made._id)).toEqual(changed.body);
  });

  it('keeps only what every format holds of a field value: no NUL, no lone surrogate (never a 5xx)', async () => {
    const plan = await newPlan();
    const made = await addEntry(plan, {
      kind: 'character',
      name: 'Mara',
      fields: { want: 'To\u0000 fly\ud800', age: 'thirty\u0000one' },
    }).expect(201);
    expect(made.body.fields).toEqual({ want: 'To fly', age: 'thirtyone' });
    const refused = await as(ctx, plan.user)
      .patch(`${plan.base}/codex/${made.body._id}`)
      .send({ fields: { age: 'two\nlines' } })
      .expect(400);
    expect(refused.body.errors[0].path).toBe('fields.age');
  });

  it('refuses bad input with 400 naming the field, and changes nothing', async () => {
    const plan = await newPlan();
    const made = (await addEntry(plan, { kind: 'place', name: 'Harbour' }).expect(201)).body as CodexEntry;
    await as(ctx, plan.user)
      .put(`${plan.base}/codex-kinds/place`)
      .send({
        fields: [
          { id: 'population', name: 'Population', type: 'number' },
          { id: 'climate', name: 'Climate', type: 'choice', choices: ['Wet', 'Dry'] },
        ],
      });
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'name'],
      [{ kind: 'object' }, 'kind'],
      [{ fields: { nope: 'x' } }, 'fields.nope'],
      [{ fields: { population: 'many' } }, 'fields.population'],
      [{ fields: { climate: 'Windy' } }, 'fields.climate'],
      [{ image: 'javascript:alert(1)' }, 'image'],
      [{ aliases: 'Port' }, 'aliases'],
      [{ tags: [''] }, 'tags[0]'],
      [{ matchCase: 'yes' }, 'matchCase'],
      [{ protag: true }, 'protag'],
    ];
    for (const [body, path] of cases) {
      const refused = await as(ctx, plan.user).patch(`${plan.base}/codex/${made._id}`).send(body).expect(400);
      expect(refused.body.errors[0].path).toBe(path);
    }
    expect(await entryOf(plan, made._id)).toEqual(made);
    const unknown = await addEntry(plan, { kind: 'spells', name: 'Fireball' }).expect(400);
    expect(unknown.body).toEqual({ errors: [{ msg: 'This story has no kind spells', path: 'kind' }] });
    const noName = await addEntry(plan, { kind: 'place' }).expect(400);
    expect(noName.body.errors[0].path).toBe('name');
    await addEntry(plan, { kind: 'place', name: 'Quay', fields: { population: 'many' } }).expect(400);
    expect(await listOf(plan)).toHaveLength(1);
    await as(ctx, plan.user).patch(`${plan.base}/codex/not-an-id`).send({ name: 'X' }).expect(400);
    await as(ctx, plan.user).get(`/api/stories/nope/codex`).expect(400);
    await as(ctx, plan.user).patch(`${plan.base}/codex/${made._id}`).send({}).expect(400);
  });

  it('is the owner’s only: another writer gets 404 on the story and its entries, and an entry of another story is 404', async () => {
    const plan = await newPlan();
    const made = (await addEntry(plan, { kind: 'place', name: 'Harbour' }).expect(201)).body as CodexEntry;
    const stranger = await buildUser(ctx);
    const theirs = await newPlan(stranger);
    await as(ctx, stranger).get(`${plan.base}/codex`).expect(404);
    await as(ctx, stranger).post(`${plan.base}/codex`).send({ kind: 'place', name: 'Mine' }).expect(404);
    await as(ctx, stranger).get(`${plan.base}/codex/${made._id}`).expect(404);
    await as(ctx, stranger).patch(`${plan.base}/codex/${made._id}`).send({ name: 'Taken' }).expect(404);
    await as(ctx, stranger).delete(`${plan.base}/codex/${made._id}`).expect(404);
    await as(ctx, stranger).get(`${theirs.base}/codex/${made._id}`).expect(404);
    await as(ctx, stranger).patch(`${theirs.base}/codex/${made._id}`).send({ name: 'Taken' }).expect(404);
    await as(ctx, stranger).delete(`${theirs.base}/codex/${made._id}`).expect(404);
    await as(ctx, plan.user).get(`${plan.base}/codex/${MISSING_ID}`).expect(404);
    expect(await entryOf(plan, made._id)).toEqual(made);
  });

  it('adds, changes and deletes the notes of an entry of any kind; the owner’s only', async () => {
    const plan = await newPlan();
    const made = (await addEntry(plan, { kind: 'place', name: 'Harbour' }).expect(201)).body as CodexEntry;
    const notes = `${plan.base}/codex/${made._id}/notes`;
    const added = await as(ctx, plan.user)
      .post(notes)
      .send({ noteTitle: ' Smell ', noteText: 'Salt and tar' })
      .expect(201);
    expect(added.body.notes).toEqual([{ _id: expect.any(String), noteTitle: 'Smell', noteText: 'Salt and tar' }]);
    const noteId = added.body.notes[0]._id as string;
    const changed = await as(ctx, plan.user).patch(`${notes}/${noteId}`).send({ noteText: 'Fish' }).expect(200);
    expect(changed.body.notes).toEqual([{ _id: noteId, noteTitle: 'Smell', noteText: 'Fish' }]);
    const refused = await as(ctx, plan.user).post(notes).send({ noteTitle: '', noteText: 'x' }).expect(400);
    expect(refused.body.errors[0].path).toBe('noteTitle');
    await as(ctx, plan.user).patch(`${notes}/${noteId}`).send({}).expect(400);
    const stranger = await buildUser(ctx);
    await as(ctx, stranger).post(notes).send({ noteTitle: 'T', noteText: 'x' }).expect(404);
    await as(ctx, stranger).patch(`${notes}/${noteId}`).send({ noteText: 'Taken' }).expect(404);
    await as(ctx, stranger).delete(`${notes}/${noteId}`).expect(404);
    const other = (await addEntry(plan, { kind: 'object', name: 'Key' }).expect(201)).body as CodexEntry;
    await as(ctx, plan.user).delete(`${plan.base}/codex/${other._id}/notes/${noteId}`).expect(404);
    const deleted = await as(ctx, plan.user).delete(`${notes}/${noteId}`).expect(200);
    expect(deleted.body.notes).toEqual([]);
    await as(ctx, plan.user).delete(`${notes}/${noteId}`).expect(404);
  });

  it('deletes an entry: it is gone, and a scene loses it', async () => {
    const plan = await newPlan();
    const made = (await addEntry(plan, { kind: 'character', name: 'Mara' }).expect(201)).body as CodexEntry;
    const scene = await as(ctx, plan.user)
      .post(`${plan.base}/scenes`)
      .send({ title: 'Storm', pov: made._id, characters: [made._id] })
      .expect(201);
    await as(ctx, plan.user).delete(`${plan.base}/codex/${made._id}`).expect(204);
    await as(ctx, plan.user).get(`${plan.base}/codex/${made._id}`).expect(404);
    await as(ctx, plan.user).delete(`${plan.base}/codex/${made._id}`).expect(404);
    const board = (await as(ctx, plan.user).get(`${plan.base}/board`).expect(200)).body as {
      scenes: { _id: string; pov: string | null; characters: string[] }[];
    };
    expect(board.scenes.find((row) => row._id === scene.body._id)).toMatchObject({ pov: null, characters: [] });
  });

  it(`holds at most ${CODEX_ENTRIES_PER_STORY_MAX} entries a story, of which ${CHARACTERS_PER_STORY_MAX} characters`, async () => {
    const plan = await newPlan();
    const row = (index: number, kind: string) => ({
      outlineId: plan.story._id,
      userId: plan.user.id,
      kind,
      name: `Entry ${index}`,
      desc: '',
      photoUrl: '',
    });
    await ctx.db
      .insert(characters)
      .values(Array.from({ length: CHARACTERS_PER_STORY_MAX }, (_, index) => row(index, 'character')));
    const tooMany = await addEntry(plan, { kind: 'character', name: 'One too many' }).expect(400);
    expect(tooMany.body.errors[0].msg).toContain(String(CHARACTERS_PER_STORY_MAX));
    await addEntry(plan, { kind: 'place', name: 'Still room' }).expect(201);
    const rest = CODEX_ENTRIES_PER_STORY_MAX - CHARACTERS_PER_STORY_MAX - 1;
    await ctx.db.insert(characters).values(Array.from({ length: rest }, (_, index) => row(index, 'lore')));
    const full = await addEntry(plan, { kind: 'place', name: 'No room' }).expect(400);
    expect(full.body.errors[0].msg).toContain('2000');
    expect(await listOf(plan)).toHaveLength(CODEX_PAGE_SIZE);
  });
});
