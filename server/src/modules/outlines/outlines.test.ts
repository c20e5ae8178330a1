import { asc, eq } from 'drizzle-orm';
import { characters, notes, outlines } from '../../db/schema';
import { createTestContext, type TestContext } from '../../../test/test-app';
import {
  as,
  buildCharacter,
  buildNote,
  buildStory,
  buildUser,
  type BuiltCharacter,
  type BuiltNote,
  storyRows,
} from '../../../test/builders';
import { createCharacter, type TestUser } from '../../../test/factories';
import { BEAT_KEYS } from '@three-act/contract/beats';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const SIGN_IN = { errors: [{ msg: 'Please sign in to continue' }] };
const CHARACTER_NOT_FOUND = { errors: [{ msg: 'Character not found' }] };
const NOTE_NOT_FOUND = { errors: [{ msg: 'Note not found' }] };
const MISSING_ID = '0b7a3c1e-5f7d-4a8e-9c2b-1d3e5f7a9b0c';
/** Malformed ids, path-encoded: none of them may reach the database or answer 500. */
const MALFORMED_IDS = [
  'abc',
  encodeURIComponent("1' OR 1=1"),
  'me',
  '12345',
  `${MISSING_ID}x`,
  encodeURIComponent('{"$ne":null}'),
];

const emptyBeats = Object.fromEntries(BEAT_KEYS.map((key) => [key, null]));
const photoUrl = 'https://images.example.org/face.jpg';

const outlineRows = (userId: string) => storyRows(ctx, eq(outlines.userId, userId));
const characterRow = async (id: string) => (await ctx.db.select().from(characters).where(eq(characters.id, id)))[0];
const noteRows = (characterId: string) =>
  ctx.db.select().from(notes).where(eq(notes.characterId, characterId)).orderBy(asc(notes.createdAt));

/** A built note as the outline routes answer it. */
const noteJson = ({ id, noteTitle, noteText }: BuiltNote) => ({ _id: id, noteTitle, noteText });

const post = (user: TestUser | null, body: object) => {
  return (user ? as(ctx, user) : ctx.api()).post('/api/outlines').send(body);
};

describe('GET /api/outlines/me', () => {
  it('answers 401 when signed out', async () => {
    const res = await ctx.api().get('/api/outlines/me').expect(401);
    expect(res.body).toEqual(SIGN_IN);
  });

  it('answers 404 when the writer has no outline', async () => {
    const user = await buildUser(ctx);
    const res = await as(ctx, user).get('/api/outlines/me').expect(404);
    expect(res.body).toEqual({ errors: [{ msg: 'There is no outline for this user' }] });
  });

  it('answers 200 with null for ?absent=null when the writer has no outline (decision 171)', async () => {
    const user = await buildUser(ctx);
    const res = await as(ctx, user).get('/api/outlines/me?absent=null').expect(200);
    expect(res.body).toBeNull();
    expect(res.headers.etag).toBeUndefined();
    expect(await outlineRows(user.id)).toEqual([]);
  });

  it('answers the outline and its ETag for ?absent=null when there is one, as without it', async () => {
    const user = await buildUser(ctx);
    await buildStory(ctx, { user, beats: { act1a03: 'A storm' } });
    const plain = await as(ctx, user).get('/api/outlines/me').expect(200);
    const res = await as(ctx, user).get('/api/outlines/me?absent=null').expect(200);
    expect(res.body).toEqual(plain.body);
    expect(res.headers.etag).toBe(plain.headers.etag);
  });

  it('answers 400 for another value of absent', async () => {
    const user = await buildUser(ctx);
    const res = await as(ctx, user).get('/api/outlines/me?absent=yes').expect(400);
    expect(res.body).toEqual({ errors: [{ msg: 'absent must be "null"', path: 'absent' }] });
  });

  it('answers the own outline with all 32 beats, characters and notes in creation order', async () => {
    const user = await buildUser(ctx);
    const other = await buildUser(ctx);
    await buildStory(ctx, { user: other, title: 'Not mine', beats: { act1a01: 'secret' } });
    await buildStory(ctx, { user, beats: { act1a03: 'A storm' } });
    const first = await buildCharacter(ctx, { user, name: 'Ada', desc: '<p>Ada</p>' });
    const second = await buildCharacter(ctx, { user, name: 'Bram', desc: '<ul><li>Bram</li></ul>', protag: true });
    const n1 = await buildNote(ctx, { character: first!, noteTitle: 'Age', noteText: '34' });
    const n2 = await buildNote(ctx, { character: first!, noteTitle: 'Flaw', noteText: 'Pride' });
    const n3 = await buildNote(ctx, { character: second!, noteTitle: 'Height', noteText: 'Tall' });

    const res = await as(ctx, user).get('/api/outlines/me').expect(200);
    const [row] = await outlineRows(user.id);
    expect(res.body).toEqual({
      _id: row!.id,
      user: user.id,
      title: 'The Long Night',
      promptDismissed: false,
      ...emptyBeats,
      act1a03: 'A storm',
      characters: [
        {
          _id: first!._id,
          name: 'Ada',
          desc: '<p>Ada</p>',
          photoUrl,
          protag: false,
          beats: [],
          notes: [
            { _id: n1!._id, noteTitle: 'Age', noteText: '34' },
            { _id: n2!._id, noteTitle: 'Flaw', noteText: 'Pride' },
          ],
          date: expect.any(String),
        },
        {
          _id: second!._id,
          name: 'Bram',
          desc: '<ul><li>Bram</li></ul>',
          photoUrl,
          protag: true,
          beats: [],
          notes: [{ _id: n3!._id, noteTitle: 'Height', noteText: 'Tall' }],
          date: expect.any(String),
        },
      ],
      version: row!.version,
      date: row!.createdAt.toISOString(),
      updatedAt: row!.updatedAt.toISOString(),
    });
    expect(Object.keys(res.body)).toHaveLength(4 + 32 + 4);
    expect(JSON.stringify(res.body)).not.toContain('secret');
  });
});

describe('POST /api/outlines (create or merge)', () => {
  it('answers 401 when signed out and writes nothing', async () => {
    const res = await post(null, { title: 'Nobody' }).expect(401);
    expect(res.body).toEqual(SIGN_IN);
    expect(await ctx.db.select().from(outlines).where(eq(outlines.title, 'Nobody'))).toHaveLength(0);
  });

  it('requires a title when creating', async () => {
    const user = await buildUser(ctx);
    const res = await post(user, { act1a01: 'An opening' }).expect(400);
    expect(res.body).toEqual({ errors: [{ msg: 'Title is required', path: 'title' }] });
    expect(await outlineRows(user.id)).toHaveLength(0);
  });

  it.each([[''], ['   '], [null], [42], [['a title']], [{ $ne: '' }]])('refuses the title %j', async (title) => {
    const user = await buildUser(ctx);
    const res = await post(user, { title }).expect(400);
    expect(res.body).toEqual({ errors: [{ msg: 'Title is required', path: 'title' }] });
    expect(await outlineRows(user.id)).toHaveLength(0);
  });

  it.each(['Two\nlines', 'Tab\there', 'Bell\u0007'])('refuses the title %j: a title is one line', async (title) => {
    const user = await buildUser(ctx);
    const res = await post(user, { title }).expect(400);
    expect(res.body).toEqual({
      errors: [{ msg: 'Title must be one line, without control characters', path: 'title' }],
    });
    expect(await outlineRows(user.id)).toHaveLength(0);
  });

  it('answers 201 with the outline when it creates it, trimming the title', async () => {
    const user = await buildUser(ctx);
    const res = await post(user, { title: '  The Tide  ', act1a01: 'Low water', promptDismissed: true }).expect(201);
    const [row] = await outlineRows(user.id);
    expect(res.body).toEqual({
      _id: row!.id,
      user: user.id,
      title: 'The Tide',
      promptDismissed: true,
      ...emptyBeats,
      act1a01: 'Low water',
      characters: [],
      version: row!.version,
      date: row!.createdAt.toISOString(),
      updatedAt: row!.updatedAt.toISOString(),
    });
    expect(row).toMatchObject({ userId: user.id, title: 'The Tide', promptDismissed: true, act1a01: 'Low water' });
  });

  it('merges later saves (200): act 2 never erases act 1, and an empty answer clears a beat', async () => {
    const user = await buildUser(ctx);
    await post(user, { title: 'Merge', act1a01: 'one', act1a02: 'two', act1a08: 'eight' }).expect(201);
    const act2 = await post(user, { act2a01: 'middle', act2a16: 'late' }).expect(200);
    expect(act2.body).toMatchObject({
      title: 'Merge',
      act1a01: 'one',
      act1a02: 'two',
      act2a01: 'middle',
      act2a16: 'late',
    });

    await post(user, { act1a02: '', act1a08: '   \n ', act2a16: null, act3a08: 'the end' }).expect(200);
    const res = await as(ctx, user).get('/api/outlines/me').expect(200);
    expect(res.body).toMatchObject({
      title: 'Merge',
      promptDismissed: false,
      act1a01: 'one',
      act1a02: null,
      act1a08: null,
      act2a01: 'middle',
      act2a16: null,
      act3a08: 'the end',
    });
    const [row] = await outlineRows(user.id);
    expect(row).toMatchObject({ act1a01: 'one', act1a02: null, act1a08: null, act2a16: null, act3a08: 'the end' });
    expect(await outlineRows(user.id)).toHaveLength(1);
  });

  it('updates the title and promptDismissed alone', async () => {
    const user = await buildUser(ctx);
    await post(user, { title: 'Old', act1a01: 'kept' }).expect(201);
    await post(user, { promptDismissed: true }).expect(200);
    const res = await post(user, { title: 'New' }).expect(200);
    expect(res.body).toMatchObject({ title: 'New', promptDismissed: true, act1a01: 'kept' });
    const [row] = await outlineRows(user.id);
    expect(row).toMatchObject({ title: 'New', promptDismissed: true, act1a01: 'kept' });
  });

  it('refuses an empty title on update and leaves the outline unchanged', async () => {
    const user = await buildUser(ctx);
    await post(user, { title: 'Stays', act1a01: 'kept' }).expect(201);
    const res = await post(user, { title: ' ', act1a01: 'changed' }).expect(400);
    expect(res.body).toEqual({ errors: [{ msg: 'Title is required', path: 'title' }] });
    const [row] = await outlineRows(user.id);
    expect(row).toMatchObject({ title: 'Stays', act1a01: 'kept' });
  });

  it('ignores unknown fields such as user, _id, id and userId', async () => {
    const user = await buildUser(ctx);
    const victim = await buildUser(ctx);
    await post(victim, { title: 'Victim' }).expect(201);
    const [victimRow] = await outlineRows(victim.id);
    const created = await post(user, {
      title: 'Mine',
      user: victim.id,
      userId: victim.id,
      _id: victimRow!.id,
      id: victimRow!.id,
      createdAt: '2000-01-01T00:00:00.000Z',
      characters: [{ name: 'Injected' }],
      act4a01: 'no such beat',
    }).expect(201);
    const [row] = await outlineRows(user.id);
    expect(created.body).toMatchObject({ _id: row!.id, user: user.id, title: 'Mine', characters: [] });
    expect(created.body).not.toHaveProperty('act4a01');
    expect(row!.id).not.toBe(victimRow!.id);
    expect(row!.createdAt.getFullYear()).toBeGreaterThan(2000);

    await post(user, { _id: victimRow!.id, user: victim.id, act1a01: 'still mine' }).expect(200);
    expect((await outlineRows(victim.id))[0]).toEqual(victimRow);
    expect((await outlineRows(user.id))[0]).toMatchObject({ id: row!.id, act1a01: 'still mine' });
  });

  it.each([
    [{ title: 'x'.repeat(201) }, { msg: 'Title must be at most 200 characters', path: 'title' }],
    [
      { title: 'ok', act2a05: 'x'.repeat(100_001) },
      { msg: 'Each answer must be at most 100000 characters', path: 'act2a05' },
    ],
    [
      { title: 'ok', act1a01: 7 },
      { msg: 'Each answer must be text', path: 'act1a01' },
    ],
    [
      { title: 'ok', act3a08: ['a'] },
      { msg: 'Each answer must be text', path: 'act3a08' },
    ],
    [
      { title: 'ok', act1a04: { $set: 'x' } },
      { msg: 'Each answer must be text', path: 'act1a04' },
    ],
    [
      { title: 'ok', promptDismissed: 'yes' },
      { msg: 'promptDismissed must be true or false', path: 'promptDismissed' },
    ],
  ])('refuses %#: answers 400 and writes nothing', async (body, error) => {
    const user = await buildUser(ctx);
    const res = await post(user, body).expect(400);
    expect(res.body).toEqual({ errors: [error] });
    expect(await outlineRows(user.id)).toHaveLength(0);
  });

  it('reports every bad field at once and changes nothing on update', async () => {
    const user = await buildUser(ctx);
    await post(user, { title: 'Intact', act1a01: 'kept' }).expect(201);
    const res = await post(user, { title: '', act1a01: 'changed', act2a02: 1, act3a01: 'y'.repeat(100_001) }).expect(
      400,
    );
    expect(res.body).toEqual({
      errors: [
        { msg: 'Title is required', path: 'title' },
        { msg: 'Each answer must be text', path: 'act2a02' },
        { msg: 'Each answer must be at most 100000 characters', path: 'act3a01' },
      ],
    });
    expect((await outlineRows(user.id))[0]).toMatchObject({
      title: 'Intact',
      act1a01: 'kept',
      act2a02: null,
      act3a01: null,
    });
  });

  it('accepts the limits exactly: a 200-character title and 100 000-character beats', async () => {
    const user = await buildUser(ctx);
    const title = 't'.repeat(200);
    const beat = 'b'.repeat(100_000);
    await post(user, { title, act2a05: beat }).expect(201);
    expect((await outlineRows(user.id))[0]).toMatchObject({ title, act2a05: beat });
  });

  it('removes NUL characters instead of failing in the database', async () => {
    const user = await buildUser(ctx);
    const res = await post(user, { title: 'Nul\u0000 title', act1a01: 'a\u0000b' }).expect(201);
    expect(res.body).toMatchObject({ title: 'Nul title', act1a01: 'ab' });
  });

  it('makes exactly one outline from 20 concurrent first saves', async () => {
    const user = await buildUser(ctx);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => post(user, { title: `Race ${i}`, [`act1a0${(i % 8) + 1}`]: `beat ${i}` })),
    );
    const statuses = responses.map((res) => res.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 200)).toHaveLength(19);
    const rows = await outlineRows(user.id);
    expect(rows).toHaveLength(1);
    expect(new Set(responses.map((res) => res.body._id))).toEqual(new Set([rows[0]!.id]));
  });

  it('leaves other writers’ outlines alone', async () => {
    const [a, b] = [await buildUser(ctx), await buildUser(ctx)];
    await post(a, { title: 'A', act1a01: 'a' }).expect(201);
    await post(b, { title: 'B', act1a01: 'b' }).expect(201);
    await post(a, { act1a01: 'a2' }).expect(200);
    expect((await outlineRows(b.id))[0]).toMatchObject({ title: 'B', act1a01: 'b' });
  });
});

describe('PUT /api/outlines/characters', () => {
  const put = (user: TestUser | null, body: object) => {
    return (user ? as(ctx, user) : ctx.api()).put('/api/outlines/characters').send(body);
  };
  const valid = { name: 'Mara Quill', desc: '<p>A <strong>cartographer</strong></p>', photoUrl, protag: true };
  const characterRowsOf = (userId: string) =>
    ctx.db.select().from(characters).where(eq(characters.userId, userId)).orderBy(asc(characters.createdAt));

  it('answers 401 when signed out and writes nothing', async () => {
    const res = await put(null, { ...valid, name: 'Signed Out Sam' }).expect(401);
    expect(res.body).toEqual(SIGN_IN);
    expect(await ctx.db.select().from(characters).where(eq(characters.name, 'Signed Out Sam'))).toHaveLength(0);
  });

  it('answers 400 with every field message for an empty payload', async () => {
    const user = await buildUser(ctx);
    const res = await put(user, {}).expect(400);
    expect(res.body).toEqual({
      errors: [
        { msg: 'Name is required', path: 'name' },
        { msg: 'Description is required', path: 'desc' },
      ],
    });
    expect(await outlineRows(user.id)).toHaveLength(0);
  });

  it.each([
    [{ name: '   ' }, { msg: 'Name is required', path: 'name' }],
    [{ name: 'n'.repeat(101) }, { msg: 'Name must be at most 100 characters', path: 'name' }],
    [{ name: ['Mara'] }, { msg: 'Name is required', path: 'name' }],
    [{ desc: 'd'.repeat(100_001) }, { msg: 'Description must be at most 100000 characters', path: 'desc' }],
    [{ desc: '<p><br></p>' }, { msg: 'Description is required', path: 'desc' }],
    [{ desc: '<p>&nbsp; </p>' }, { msg: 'Description is required', path: 'desc' }],
    [
      { desc: '<script>alert(1)</script><img src=x onerror=alert(1)>' },
      { msg: 'Description is required', path: 'desc' },
    ],
    [{ desc: 12 }, { msg: 'Description is required', path: 'desc' }],
    [{ photoUrl: 'javascript:alert(1)//.png' }, { msg: 'Photo URL must be an http(s) link', path: 'photoUrl' }],
    [{ photoUrl: 'data:image/png;base64,AAAA' }, { msg: 'Photo URL must be an http(s) link', path: 'photoUrl' }],
    [{ photoUrl: 'ftp://files.example.org/a.png' }, { msg: 'Photo URL must be an http(s) link', path: 'photoUrl' }],
    [{ photoUrl: 'images.example.org/a.png' }, { msg: 'Photo URL must be an http(s) link', path: 'photoUrl' }],
    [{ photoUrl: 'https://x.example.org/"><script>' }, { msg: 'Photo URL must be an http(s) link', path: 'photoUrl' }],
    [
      { photoUrl: `https://x.example.org/${'p'.repeat(2_000)}` },
      { msg: 'Photo URL must be at most 2000 characters', path: 'photoUrl' },
    ],
  ])('refuses %#: answers 400 and writes nothing', async (change, error) => {
    const user = await buildUser(ctx);
    const res = await put(user, { ...valid, ...change }).expect(400);
    expect(res.body).toEqual({ errors: [error] });
    expect(await outlineRows(user.id)).toHaveLength(0);
    expect(await characterRowsOf(user.id)).toHaveLength(0);
  });

  it('creates a missing (untitled) outline, then the character, answering 201 with the outline', async () => {
    const user = await buildUser(ctx);
    const res = await put(user, { ...valid, name: '  Mara Quill ', photoUrl: ` ${photoUrl} ` }).expect(201);
    const [outline] = await outlineRows(user.id);
    const [row] = await characterRowsOf(user.id);
    expect(outline).toMatchObject({ title: null, promptDismissed: false, act1a01: null });
    expect(row).toMatchObject({
      outlineId: outline!.id,
      userId: user.id,
      name: 'Mara Quill',
      desc: '<p>A <strong>cartographer</strong></p>',
      photoUrl,
      protag: true,
    });
    expect(res.body).toEqual({
      _id: outline!.id,
      user: user.id,
      title: null,
      promptDismissed: false,
      ...emptyBeats,
      characters: [
        {
          _id: row!.id,
          name: 'Mara Quill',
          desc: '<p>A <strong>cartographer</strong></p>',
          photoUrl,
          protag: true,
          beats: [],
          notes: [],
          date: row!.createdAt.toISOString(),
        },
      ],
      version: outline!.version,
      date: outline!.createdAt.toISOString(),
      updatedAt: outline!.updatedAt.toISOString(),
    });

    // the outline saved afterwards is the same one, now titled
    const saved = await post(user, { title: 'Found Later' }).expect(200);
    expect(saved.body).toMatchObject({ _id: outline!.id, title: 'Found Later', characters: [{ _id: row!.id }] });
  });

  it('adds to the existing outline, in creation order', async () => {
    const user = await buildUser(ctx);
    await buildStory(ctx, { user, beats: { act1a01: 'kept' } });
    await put(user, { ...valid, name: 'First' }).expect(201);
    const res = await put(user, { ...valid, name: 'Second' }).expect(201);
    expect(res.body.title).toBe('The Long Night');
    expect(res.body.act1a01).toBe('kept');
    expect(res.body.characters.map((c: { name: string }) => c.name)).toEqual(['First', 'Second']);
    expect(await outlineRows(user.id)).toHaveLength(1);
  });

  it('makes one outline when several first characters arrive at once', async () => {
    const user = await buildUser(ctx);
    await Promise.all(Array.from({ length: 10 }, (_, i) => put(user, { ...valid, name: `Crowd ${i}` }).expect(201)));
    expect(await outlineRows(user.id)).toHaveLength(1);
    expect(await characterRowsOf(user.id)).toHaveLength(10);
  });

  it('stores the description sanitised', async () => {
    const user = await buildUser(ctx);
    const desc =
      '<h2 onclick="x()">Past</h2><p style="color:red">Born <em>at sea</em><script>alert(1)</script></p>' +
      '<a href="javascript:alert(1)">bad</a><a href="https://wiki.example.org/" target="_blank">good</a><iframe src="https://x"></iframe>';
    await put(user, { ...valid, desc }).expect(201);
    const [row] = await characterRowsOf(user.id);
    expect(row!.desc).toBe(
      '<h2>Past</h2><p>Born <em>at sea</em></p><a rel="noopener nofollow">bad</a>' +
        '<a href="https://wiki.example.org/" rel="noopener nofollow">good</a>',
    );
  });

  it('accepts a 100 000-character description and a 100-character name', async () => {
    const user = await buildUser(ctx);
    const desc = `<p>${'d'.repeat(100_000 - 7)}</p>`;
    await put(user, { ...valid, name: 'n'.repeat(100), desc }).expect(201);
    expect((await characterRowsOf(user.id))[0]).toMatchObject({ name: 'n'.repeat(100), desc });
  });

  it.each([
    ['TRUE', true],
    ['true', true],
    ['True', true],
    [true, true],
    ['yes', false],
    [false, false],
    ['false', false],
    [' TRUE', false],
    [1, false],
    [undefined, false],
  ])('stores protag %j as %j', async (protag, expected) => {
    const user = await buildUser(ctx);
    const res = await put(user, { ...valid, protag }).expect(201);
    expect(res.body.characters[0].protag).toBe(expected);
    expect((await characterRowsOf(user.id))[0]!.protag).toBe(expected);
  });
});

describe('GET /api/outlines/characters/:id', () => {
  it('answers 401 when signed out', async () => {
    const res = await ctx.api().get(`/api/outlines/characters/${MISSING_ID}`).expect(401);
    expect(res.body).toEqual(SIGN_IN);
  });

  it('answers the own character with its notes in creation order', async () => {
    const user = await buildUser(ctx);
    const character = await createCharacter(ctx, user, {
      name: 'Iris',
      desc: '<p>Keeps <b>bees</b></p>',
      protag: 'TRUE',
    });
    const n1 = await buildNote(ctx, { character: { id: character!._id }, noteTitle: 'Hair Color', noteText: 'Grey' });
    const n2 = await buildNote(ctx, {
      character: { id: character!._id },
      noteTitle: 'Occupation',
      noteText: 'Beekeeper',
    });
    const row = await characterRow(character!._id);
    const res = await as(ctx, user).get(`/api/outlines/characters/${character!._id}`).expect(200);
    expect(res.body).toEqual({
      _id: character!._id,
      name: 'Iris',
      desc: '<p>Keeps <b>bees</b></p>',
      photoUrl,
      protag: true,
      beats: [],
      notes: [
        { _id: n1!._id, noteTitle: 'Hair Color', noteText: 'Grey' },
        { _id: n2!._id, noteTitle: 'Occupation', noteText: 'Beekeeper' },
      ],
      date: row!.createdAt.toISOString(),
    });
  });

  it('answers 404 for another writer’s character without revealing it', async () => {
    const owner = await buildUser(ctx);
    const intruder = await buildUser(ctx);
    const character = await buildCharacter(ctx, { user: owner, name: 'Private Pia' });
    const res = await as(ctx, intruder).get(`/api/outlines/characters/${character!._id}`).expect(404);
    expect(res.body).toEqual(CHARACTER_NOT_FOUND);
  });

  it.each([MISSING_ID, ...MALFORMED_IDS])('answers 404 for the missing or malformed id %s', async (id) => {
    const user = await buildUser(ctx);
    await buildCharacter(ctx, { user });
    const res = await as(ctx, user).get(`/api/outlines/characters/${id}`).expect(404);
    expect(res.body).toEqual(CHARACTER_NOT_FOUND);
  });
});

describe('PUT /api/outlines/characters/note/:id', () => {
  const putNote = (user: TestUser | null, id: string, body: object) => {
    return (user ? as(ctx, user) : ctx.api()).put(`/api/outlines/characters/note/${id}`).send(body);
  };
  const valid = { noteTitle: 'Birthplace', noteText: 'A lighthouse' };

  let owner: TestUser;
  let character: { _id: string };
  beforeAll(async () => {
    owner = await buildUser(ctx);
    character = await buildCharacter(ctx, { user: owner });
  });

  it('answers 401 when signed out and writes nothing', async () => {
    const res = await putNote(null, character._id, valid).expect(401);
    expect(res.body).toEqual(SIGN_IN);
    expect(await noteRows(character._id)).toHaveLength(0);
  });

  it('answers 400 with both messages for an empty payload', async () => {
    const res = await putNote(owner, character._id, {}).expect(400);
    expect(res.body).toEqual({
      errors: [
        { msg: 'Note title is required', path: 'noteTitle' },
        { msg: 'Note text is required', path: 'noteText' },
      ],
    });
    expect(await noteRows(character._id)).toHaveLength(0);
  });

  it.each([
    [{ noteTitle: '  ' }, { msg: 'Note title is required', path: 'noteTitle' }],
    [{ noteTitle: 't'.repeat(101) }, { msg: 'Note title must be at most 100 characters', path: 'noteTitle' }],
    [{ noteText: '\n\t ' }, { msg: 'Note text is required', path: 'noteText' }],
    [{ noteText: 'x'.repeat(100_001) }, { msg: 'Note text must be at most 100000 characters', path: 'noteText' }],
    [{ noteText: { $gt: '' } }, { msg: 'Note text is required', path: 'noteText' }],
  ])('refuses %#: answers 400 and writes nothing', async (change, error) => {
    const res = await putNote(owner, character._id, { ...valid, ...change }).expect(400);
    expect(res.body).toEqual({ errors: [error] });
    expect(await noteRows(character._id)).toHaveLength(0);
  });

  it('answers 404 for another writer’s character and writes nothing', async () => {
    const intruder = await buildUser(ctx);
    await buildCharacter(ctx, { user: intruder });
    const res = await putNote(intruder, character._id, valid).expect(404);
    expect(res.body).toEqual(CHARACTER_NOT_FOUND);
    expect(await noteRows(character._id)).toHaveLength(0);
  });

  it.each([MISSING_ID, ...MALFORMED_IDS])('answers 404 for the missing or malformed id %s', async (id) => {
    const before = await ctx.db.select({ id: notes.id }).from(notes);
    const res = await putNote(owner, id, valid).expect(404);
    expect(res.body).toEqual(CHARACTER_NOT_FOUND);
    expect(await ctx.db.select({ id: notes.id }).from(notes)).toHaveLength(before.length);
  });

  it('adds the trimmed note and answers 201 with the outline', async () => {
    const res = await putNote(owner, character._id, {
      noteTitle: '  Flaw ',
      noteText: '  Trusts no one.\nNot even herself.  ',
    }).expect(201);
    const [row] = await noteRows(character._id);
    expect(row).toMatchObject({
      characterId: character._id,
      noteTitle: 'Flaw',
      noteText: 'Trusts no one.\nNot even herself.',
    });
    expect(res.body.user).toBe(owner.id);
    expect(res.body.characters).toEqual([
      expect.objectContaining({
        _id: character._id,
        notes: [{ _id: row!.id, noteTitle: 'Flaw', noteText: 'Trusts no one.\nNot even herself.' }],
      }),
    ]);
  });

  it('accepts a 100-character title and 100 000-character text', async () => {
    const other = await buildCharacter(ctx, { user: owner });
    await putNote(owner, other!._id, { noteTitle: 't'.repeat(100), noteText: 'x'.repeat(100_000) }).expect(201);
    expect((await noteRows(other!._id))[0]).toMatchObject({
      noteTitle: 't'.repeat(100),
      noteText: 'x'.repeat(100_000),
    });
  });
});

describe('DELETE /api/outlines/characters/:id', () => {
  const del = (user: TestUser | null, id: string) => {
    return (user ? as(ctx, user) : ctx.api()).delete(`/api/outlines/characters/${id}`);
  };

  it('answers 401 when signed out and deletes nothing', async () => {
    const owner = await buildUser(ctx);
    const character = await buildCharacter(ctx, { user: owner });
    const res = await del(null, character!._id).expect(401);
    expect(res.body).toEqual(SIGN_IN);
    expect(await characterRow(character!._id)).toBeDefined();
  });

  it('answers 404 for another writer’s character and deletes nothing', async () => {
    const owner = await buildUser(ctx);
    const intruder = await buildUser(ctx);
    await buildCharacter(ctx, { user: intruder });
    const character = await buildCharacter(ctx, { user: owner });
    await buildNote(ctx, { character: character! });
    const before = await characterRow(character!._id);
    const res = await del(intruder, character!._id).expect(404);
    expect(res.body).toEqual(CHARACTER_NOT_FOUND);
    expect(await characterRow(character!._id)).toEqual(before);
    expect(await noteRows(character!._id)).toHaveLength(1);
  });

  it.each([MISSING_ID, ...MALFORMED_IDS])('answers 404 for the missing or malformed id %s', async (id) => {
    const user = await buildUser(ctx);
    await buildCharacter(ctx, { user });
    const res = await del(user, id).expect(404);
    expect(res.body).toEqual(CHARACTER_NOT_FOUND);
    expect(await ctx.db.select().from(characters).where(eq(characters.userId, user.id))).toHaveLength(1);
  });

  it('deletes the character and its notes, answering 200 with the outline', async () => {
    const user = await buildUser(ctx);
    const keep = await buildCharacter(ctx, { user, name: 'Keep' });
    const gone = await buildCharacter(ctx, { user, name: 'Gone' });
    await buildNote(ctx, { character: gone! });
    await buildNote(ctx, { character: gone! });
    const kept = await buildNote(ctx, { character: keep! });
    const res = await del(user, gone!._id).expect(200);
    expect(res.body.user).toBe(user.id);
    expect(res.body.characters).toEqual([
      expect.objectContaining({ _id: keep!._id, name: 'Keep', notes: [noteJson(kept)] }),
    ]);
    expect(await characterRow(gone!._id)).toBeUndefined();
    expect(await noteRows(gone!._id)).toHaveLength(0);
    expect(await noteRows(keep!._id)).toHaveLength(1);
  });
});

describe('DELETE /api/outlines/characters/note/:characterId/:noteId', () => {
  const del = (user: TestUser | null, characterId: string, noteId: string) => {
    return (user ? as(ctx, user) : ctx.api()).delete(`/api/outlines/characters/note/${characterId}/${noteId}`);
  };

  let owner: TestUser;
  let character: BuiltCharacter;
  let sibling: BuiltCharacter;
  let note: { _id: string };
  beforeEach(async () => {
    owner = await buildUser(ctx);
    character = await buildCharacter(ctx, { user: owner });
    sibling = await buildCharacter(ctx, { user: owner });
    note = await buildNote(ctx, { character });
  });

  it('answers 401 when signed out and deletes nothing', async () => {
    const res = await del(null, character._id, note._id).expect(401);
    expect(res.body).toEqual(SIGN_IN);
    expect(await noteRows(character._id)).toHaveLength(1);
  });

  it('answers 404 for another writer’s note and deletes nothing', async () => {
    const intruder = await buildUser(ctx);
    const own = await buildCharacter(ctx, { user: intruder });
    const res = await del(intruder, character._id, note._id).expect(404);
    expect(res.body).toEqual(NOTE_NOT_FOUND);
    // pairing the note with the intruder's own character does not help either
    await del(intruder, own!._id, note._id).expect(404);
    expect(await noteRows(character._id)).toEqual([expect.objectContaining({ id: note._id })]);
  });

  it('answers 404 when the note belongs to another of the writer’s characters', async () => {
    const res = await del(owner, sibling._id, note._id).expect(404);
    expect(res.body).toEqual(NOTE_NOT_FOUND);
    expect(await noteRows(character._id)).toHaveLength(1);
  });

  it('answers 404 for missing or malformed ids and deletes nothing', async () => {
    const pairs = [
      [character._id, MISSING_ID],
      [MISSING_ID, note._id],
      ...MALFORMED_IDS.flatMap((bad) => [
        [character._id, bad],
        [bad, note._id],
      ]),
    ];
    for (const [characterId, noteId] of pairs) {
      const res = await del(owner, characterId!, noteId!).expect(404);
      expect(res.body).toEqual(NOTE_NOT_FOUND);
    }
    expect(await noteRows(character._id)).toHaveLength(1);
  });

  it('deletes the note and answers 200 with the outline', async () => {
    const other = await buildNote(ctx, { character });
    const res = await del(owner, character._id, note._id).expect(200);
    expect(res.body.user).toBe(owner.id);
    expect(res.body.characters).toEqual([
      expect.objectContaining({ _id: character._id, notes: [noteJson(other)] }),
      expect.objectContaining({ _id: sibling._id, notes: [] }),
    ]);
    expect(await noteRows(character._id)).toEqual([expect.objectContaining({ id: other!._id })]);
    await del(owner, character._id, note._id).expect(404);
  });
});
