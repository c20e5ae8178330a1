import { BEAT_KEYS } from '@three-act/contract/beats';
import { BUILT_IN_SHEETS, builtInSheet, THREE_ACT_SHEET } from '@three-act/contract/built-in-sheets';
import type { Story, StructureRevision } from '@three-act/contract/story-structure';
import { and, desc, eq } from 'drizzle-orm';
import { characters, outlineRevisions, outlines, storyUnplaced } from '../../db/schema';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { as, buildBeatSheet, buildCharacter, buildStory, buildUser, storyRows } from '../../../test/builders';
import type { TestUser } from '../../../test/factories';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const MISSING_ID = '0b7a3c1e-5f7d-4a8e-9c2b-1d3e5f7a9b0c';
const etag = (story: Pick<Story, '_id' | 'version'>) => `"${story._id}.${story.version}"`;
const beatsOf = (story: Story) => story.acts.flatMap((act) => act.beats);

async function newStory(user: TestUser, beatSheet?: string, title = 'Lanterns') {
  const made = await as(ctx, user).post('/api/stories').send({ title, beatSheet }).expect(201);
  return (await as(ctx, user).get(`/api/stories/${made.body._id}`).expect(200)).body as Story;
}

const patchBeat = (user: TestUser, story: Pick<Story, '_id' | 'version'>, beatId: string, text: string | null) =>
  as(ctx, user).patch(`/api/stories/${story._id}/beats/${beatId}`).set('If-Match', etag(story)).send({ text });

const putStructure = (user: TestUser, story: Pick<Story, '_id' | 'version'>, acts: unknown) =>
  as(ctx, user).put(`/api/stories/${story._id}/structure`).set('If-Match', etag(story)).send({ acts });

/** The structure body that keeps a story as it is. */
const sameStructure = (story: Story) => ({
  acts: story.acts.map((act) => ({ key: act.key, name: act.name, beats: act.beats.map(({ _id }) => ({ _id })) })),
});

describe('stories on any beat sheet', () => {
  it.each(BUILT_IN_SHEETS.map((sheet) => [sheet.id, sheet] as const))(
    'starts a story on %s with its own copy of the acts, beats and questions',
    async (id, sheet) => {
      const user = await buildUser(ctx);
      const story = await newStory(user, id);
      expect(story.acts.map((act) => act.name)).toEqual(sheet.acts.map((act) => act.name));
      expect(story.acts.map((act) => act.beats.map(({ key, name, question }) => ({ key, name, question })))).toEqual(
        sheet.acts.map((act) => act.beats.map(({ key, name, question }) => ({ key, name, question }))),
      );
      expect(beatsOf(story).every((beat) => beat.text === null)).toBe(true);
      const listed = (await as(ctx, user).get('/api/stories').expect(200)).body;
      expect(listed[0]).toMatchObject({
        _id: story._id,
        progress: Math.round((1 / (1 + beatsOf(story).length)) * 100),
      });
    },
  );

  it("starts a story on the writer's own sheet; another writer's or an unknown one is refused", async () => {
    const user = await buildUser(ctx);
    const sheet = await buildBeatSheet(ctx, {
      user,
      acts: [{ name: 'Only act', beats: [{ name: 'The knot', question: 'What ties it?' }] }],
    });
    const story = await newStory(user, sheet.id);
    expect(story.acts).toEqual([
      {
        name: 'Only act',
        beats: [{ _id: expect.any(String), name: 'The knot', question: 'What ties it?', text: null }],
      },
    ]);
    const other = await buildUser(ctx);
    await as(ctx, other).post('/api/stories').send({ title: 'Mine', beatSheet: sheet.id }).expect(404);
    await as(ctx, other).post('/api/stories').send({ title: 'Mine', beatSheet: 'no-such-sheet' }).expect(404);
    const bad = await as(ctx, other).post('/api/stories').send({ title: 'Mine', beatSheet: '../x' }).expect(400);
    expect(bad.body.errors).toEqual([{ msg: 'Malformed beat sheet id', path: 'beatSheet' }]);
    expect((await as(ctx, other).get('/api/stories').expect(200)).body).toEqual([]);
  });

  it('answers the spec routes of a story on another structure with its beats, and refuses act fields with 409', async () => {
    const user = await buildUser(ctx);
    const story = await newStory(user, 'save-the-cat');
    const [first] = beatsOf(story);
    await patchBeat(user, story, first!._id, 'A snapshot of Mara before').expect(200);
    const outline = (await as(ctx, user).get('/api/outlines/me').expect(200)).body;
    expect(outline).toMatchObject({ _id: story._id, title: 'Lanterns', act1a01: null, act3a08: null });
    expect(outline.acts).toHaveLength(3);
    expect(outline.acts[0].beats[0]).toEqual({ ...first, text: 'A snapshot of Mara before' });
    const refused = await as(ctx, user).post('/api/outlines').send({ act1a01: 'Nope' }).expect(409);
    expect(refused.body.errors).toEqual([
      { msg: expect.stringContaining('not on the Three Act structure'), path: 'act1a01' },
    ]);
    await as(ctx, user).post('/api/outlines').send({ title: 'Lanterns at dusk' }).expect(200);
  });

  it('answers a Three Act story by id with the spec beats, and GET /api/outlines/me exactly as before', async () => {
    const user = await buildUser(ctx);
    const built = await buildStory(ctx, { user, beats: { act2a08: 'The midpoint' } });
    const story = (await as(ctx, user).get(`/api/stories/${built.id}`).expect(200)).body as Story;
    expect(beatsOf(story).map((beat) => beat.key)).toEqual(BEAT_KEYS);
    expect(beatsOf(story).find((beat) => beat.key === 'act2a08')).toMatchObject({
      name: 'Midpoint',
      text: 'The midpoint',
    });
    const outline = (await as(ctx, user).get('/api/outlines/me').expect(200)).body;
    expect(outline).not.toHaveProperty('acts');
    expect(outline.act2a08).toBe('The midpoint');
  });
});

describe('PATCH /api/stories/{id}/beats/{beatId}', () => {
  it('saves a beat by id with If-Match, even in a story that is not the current one; a stale save of it is 409', async () => {
    const user = await buildUser(ctx);
    const story = await newStory(user, 'kishotenketsu');
    await newStory(user, 'freytag', 'Another');
    const [ki] = beatsOf(story);
    const saved = await patchBeat(user, story, ki!._id, 'Two sisters run a lantern shop').expect(200);
    expect(saved.headers.etag).toBe(etag(saved.body));
    expect(beatsOf(saved.body)[0]!.text).toBe('Two sisters run a lantern shop');
    // Another tab still holds the first version.
    const stale = await patchBeat(user, story, ki!._id, 'Older words').expect(409);
    expect(stale.body.errors).toEqual([{ msg: expect.any(String), path: 'text' }]);
    expect(beatsOf(stale.body.story)[0]!.text).toBe('Two sisters run a lantern shop');
    // A different beat from the same old version saves.
    await patchBeat(user, story, beatsOf(story)[1]!._id, 'The shop fills up').expect(200);
    // The history keeps it by beat id.
    await as(ctx, user).put(`/api/stories/${story._id}/current`).expect(200);
    const revisions = (await as(ctx, user).get(`/api/outlines/me/revisions?field=${ki!._id}`).expect(200)).body;
    expect(revisions.map((revision: { text: string }) => revision.text)).toEqual(['Two sisters run a lantern shop']);
  });

  it('beats saved at once from one version all save; each answer is the story at its own version, and equals a read', async () => {
    const user = await buildUser(ctx);
    const story = await newStory(user, 'save-the-cat');
    const beats = beatsOf(story).slice(0, 8);
    const answers = await Promise.all(beats.map((beat, i) => patchBeat(user, story, beat._id, `Beat ${i}`)));
    expect(answers.map((res) => res.status)).toEqual(beats.map(() => 200));
    // Saves queue on the story's row: the save that made version v answers the v - 1 beats saved by then.
    for (const { body } of answers) {
      expect(beatsOf(body).filter((beat) => beat.text !== null)).toHaveLength(body.version - story.version);
    }
    const last = answers.find(({ body }) => body.version === story.version + beats.length);
    const read = await as(ctx, user).get(`/api/stories/${story._id}`).expect(200);
    expect(last?.body).toEqual(read.body);
  });

  it("answers 404 for another writer's story or a beat of another story, 400 malformed, 401 signed out, saving nothing", async () => {
    const user = await buildUser(ctx);
    const other = await buildUser(ctx);
    const story = await newStory(user, 'story-circle');
    const elsewhere = await newStory(user, 'story-circle', 'Elsewhere');
    const [beat] = beatsOf(story);
    await patchBeat(other, story, beat!._id, 'Intruder').expect(404);
    await patchBeat(user, story, beatsOf(elsewhere)[0]!._id, 'Wrong story').expect(404);
    await patchBeat(user, { ...story, _id: MISSING_ID }, beat!._id, 'Nowhere').expect(404);
    const malformed = await as(ctx, user).patch(`/api/stories/${story._id}/beats/nope`).send({ text: 'x' }).expect(400);
    expect(malformed.body.errors).toEqual([{ msg: 'Malformed beat id', path: 'beatId' }]);
    await as(ctx, user).patch(`/api/stories/${story._id}/beats/${beat!._id}`).send({ text: 7 }).expect(400);
    await ctx.api().patch(`/api/stories/${story._id}/beats/${beat!._id}`).send({ text: 'x' }).expect(401);
    await patchBeat(user, story, beat!._id, 'Names another story').set('If-Match', etag(elsewhere)).expect(412);
    const after = (await as(ctx, user).get(`/api/stories/${story._id}`).expect(200)).body as Story;
    expect(beatsOf(after).every((row) => row.text === null)).toBe(true);
    expect(after.version).toBe(story.version);
  });
});

describe('PUT /api/stories/{id}/structure', () => {
  it('renames, reorders and adds beats and acts, keeping texts, as one new version', async () => {
    const user = await buildUser(ctx);
    const story = await newStory(user, 'seven-point');
    const [hook, turn] = beatsOf(story);
    const written = (await patchBeat(user, story, hook!._id, 'A girl steals a lantern').expect(200)).body as Story;
    const res = await putStructure(user, written, [
      { name: 'Beginning', beats: [{ _id: turn!._id }, { _id: hook!._id, name: 'The theft' }] },
      { name: 'The rest', beats: [{ name: 'A beat of my own', question: 'What now?', hint: 'Think small' }] },
    ]).expect(200);
    const changed = res.body as Story;
    expect(changed.version).toBe(written.version + 1);
    expect(changed.acts.map((act) => act.name)).toEqual(['Beginning', 'The rest']);
    expect(beatsOf(changed).map(({ _id, name, text }) => ({ _id, name, text }))).toEqual([
      { _id: turn!._id, name: turn!.name, text: null },
      { _id: hook!._id, name: 'The theft', text: 'A girl steals a lantern' },
      { _id: expect.any(String), name: 'A beat of my own', text: null },
    ]);
    expect(beatsOf(changed)[2]).toMatchObject({ question: 'What now?', hint: 'Think small' });
    // The other five beats had no text: nothing goes to the unplaced list.
    expect(changed.unplaced).toEqual([]);
  });

  it('puts the text of a beat it drops in the unplaced list, from which it goes into any beat', async () => {
    const user = await buildUser(ctx);
    const story = await newStory(user, 'freytag');
    const [exposition, rising] = beatsOf(story);
    let current = (await patchBeat(user, story, rising!._id, 'The river rises').expect(200)).body as Story;
    current = (await putStructure(user, current, [{ name: 'All', beats: [{ _id: exposition!._id }] }]).expect(200))
      .body as Story;
    expect(current.unplaced).toEqual([
      { _id: expect.any(String), text: 'The river rises', origin: { beat: rising!.name }, date: expect.any(String) },
    ]);
    const placed = await as(ctx, user)
      .post(`/api/stories/${story._id}/unplaced/${current.unplaced[0]!._id}/place`)
      .set('If-Match', etag(current))
      .send({ beat: exposition!._id })
      .expect(200);
    expect(placed.body.unplaced).toEqual([]);
    expect(beatsOf(placed.body)[0]!.text).toBe('The river rises');
  });

  it('switches a story from Three Act to Save the Cat and back with nothing lost, characters following', async () => {
    const user = await buildUser(ctx);
    const texts = Object.fromEntries(BEAT_KEYS.map((key) => [key, `Text of ${key}`]));
    const built = await buildStory(ctx, { user, beats: texts });
    await buildCharacter(ctx, { story: built, beats: ['act1a06', 'act3a05'] });
    let story = (await as(ctx, user).get(`/api/stories/${built.id}`).expect(200)).body as Story;
    const byKey = new Map(beatsOf(story).map((beat) => [beat.key, beat._id]));
    const stc = builtInSheet('save-the-cat')!;
    const toStc = stc.acts.map((act, index) => ({
      key: `save-the-cat/act-${index + 1}`,
      name: act.name,
      beats: act.beats.map((beat) => ({ key: beat.key, from: (beat.threeAct ?? []).map((key) => byKey.get(key)!) })),
    }));
    story = (await putStructure(user, story, toStc).expect(200)).body as Story;
    expect(beatsOf(story)).toHaveLength(15);
    expect(story.unplaced).toEqual([]);
    const joined = beatsOf(story)
      .map((beat) => beat.text ?? '')
      .join('\n\n');
    for (const text of Object.values(texts)) expect(joined).toContain(text);
    const [character] = await ctx.db
      .select({ beats: characters.beats })
      .from(characters)
      .where(eq(characters.outlineId, built.id));
    expect(character!.beats).toHaveLength(2);
    // Back: each Save the Cat beat's text goes into the first Three Act beat it maps to.
    const first = new Map<string, string>(
      stc.acts.flatMap((act) => act.beats).map((beat, index) => [beat.threeAct![0]!, beatsOf(story)[index]!._id]),
    );
    const back = THREE_ACT_SHEET.acts.map((act, index) => ({
      key: `three-act/act-${index + 1}`,
      name: act.name,
      beats: act.beats.map((beat) => ({ key: beat.key, ...(first.has(beat.key) && { from: [first.get(beat.key)!] }) })),
    }));
    story = (await putStructure(user, story, back).expect(200)).body as Story;
    expect(beatsOf(story).map((beat) => beat.key)).toEqual(BEAT_KEYS);
    const again = beatsOf(story)
      .map((beat) => beat.text ?? '')
      .join('\n\n');
    for (const text of Object.values(texts)) expect(again).toContain(text);
    // On Three Act again, the spec's routes answer its act fields.
    await as(ctx, user).put(`/api/stories/${built.id}/current`).expect(200);
    const outline = (await as(ctx, user).get('/api/outlines/me').expect(200)).body;
    expect(outline).not.toHaveProperty('acts');
    expect(outline.act1a01).toContain('Text of act1a01');
  });

  it.each([
    ['more than 7 acts', Array.from({ length: 8 }, (_, i) => ({ name: `A${i}`, beats: [{ name: 'b' }] })), 'acts'],
    [
      'more than 100 beats',
      [{ name: 'A', beats: Array.from({ length: 101 }, () => ({ name: 'b' })) }],
      'acts[0].beats',
    ],
    ['an empty act name', [{ name: ' ', beats: [{ name: 'b' }] }], 'acts[0].name'],
    ['a beat without a name', [{ name: 'A', beats: [{ question: 'Why?' }] }], 'acts[0].beats[0].name'],
    ['a name over 120 characters', [{ name: 'A', beats: [{ name: 'n'.repeat(121) }] }], 'acts[0].beats[0].name'],
    [
      'a question over 1 000 characters',
      [{ name: 'A', beats: [{ name: 'n', question: 'q'.repeat(1001) }] }],
      'acts[0].beats[0].question',
    ],
    ['an unknown built-in beat', [{ name: 'A', beats: [{ key: 'nope/nope' }] }], 'acts[0].beats[0].key'],
    ['a malformed beat id', [{ name: 'A', beats: [{ _id: 'x' }] }], 'acts[0].beats[0]._id'],
    ['a beat id of another story', [{ name: 'A', beats: [{ _id: MISSING_ID }] }], 'acts[0].beats[0]._id'],
  ])('refuses %s with 400 naming the field, changing nothing', async (_, acts, path) => {
    const user = await buildUser(ctx);
    const story = await newStory(user, 'kishotenketsu');
    const res = await putStructure(user, story, acts).expect(400);
    expect(res.body.errors.map((error: { path: string }) => error.path)).toContain(path);
    expect((await as(ctx, user).get(`/api/stories/${story._id}`).expect(200)).body).toEqual(story);
  });

  it('refuses a beat named twice, and a stale If-Match after another structure change (409), changing nothing', async () => {
    const user = await buildUser(ctx);
    const story = await newStory(user, 'kishotenketsu');
    const [ki, sho] = beatsOf(story);
    const twice = await putStructure(user, story, [
      { name: 'A', beats: [{ _id: ki!._id }, { name: 'B', from: [ki!._id] }] },
    ]);
    expect(twice.status).toBe(400);
    expect(twice.body.errors[0].path).toBe('acts[0].beats[1].from[0]');
    await putStructure(user, story, [{ name: 'One', beats: [{ _id: ki!._id }, { _id: sho!._id }] }]).expect(200);
    const stale = await putStructure(user, story, sameStructure(story).acts).expect(409);
    expect(stale.body.story.acts.map((act: { name: string }) => act.name)).toEqual(['One']);
    // A beat's text saved since does not make the structure stale.
    const now = stale.body.story as Story;
    await patchBeat(user, now, ki!._id, 'Typing elsewhere').expect(200);
    await putStructure(user, now, sameStructure(now).acts).expect(200);
  });

  it("answers 404 for another writer's story and unplaced text, 401 signed out", async () => {
    const user = await buildUser(ctx);
    const other = await buildUser(ctx);
    const story = await newStory(user, 'kishotenketsu');
    await putStructure(other, story, sameStructure(story).acts).expect(404);
    await as(ctx, other).get(`/api/stories/${story._id}`).expect(404);
    await as(ctx, user).delete(`/api/stories/${story._id}/unplaced/${MISSING_ID}`).expect(404);
    await ctx.api().get(`/api/stories/${story._id}`).expect(401);
    await ctx.api().put(`/api/stories/${story._id}/structure`).send(sameStructure(story)).expect(401);
    const [row] = await storyRows(ctx, eq(outlines.id, story._id));
    expect(row!.version).toBe(story.version);
  });
});

/** The PUT that switches a Three Act story to Save the Cat through the contract's framework mappings. */
function toSaveTheCat(story: Story) {
  const byKey = new Map(beatsOf(story).map((beat) => [beat.key, beat._id]));
  return builtInSheet('save-the-cat')!.acts.map((act, index) => ({
    key: `save-the-cat/act-${index + 1}`,
    name: act.name,
    beats: act.beats.map((beat) => ({ key: beat.key, from: (beat.threeAct ?? []).map((key) => byKey.get(key)!) })),
  }));
}

const revisionsOf = async (user: TestUser, story: Pick<Story, '_id'>) =>
  (await as(ctx, user).get(`/api/stories/${story._id}/structure/revisions`).expect(200)).body as StructureRevision[];

const restore = (user: TestUser, story: Pick<Story, '_id' | 'version'>, revisionId: string) =>
  as(ctx, user).put(`/api/stories/${story._id}/structure/revisions/${revisionId}/restore`).set('If-Match', etag(story));

/** What a story holds, to compare before and after: every beat's id, key, words and text, in order. */
const shape = (story: Story) => ({
  acts: story.acts.map((act) => ({ key: act.key, name: act.name })),
  beats: beatsOf(story),
});

/** Texts that must come back byte for byte: emoji, tabs, CRLF, spaces at the ends, a long one. */
const awkward = (key: string, index: number) =>
  [
    `Text of ${key}`,
    `  ${key} 🏮 with a tab\there\r\nand CRLF  `,
    `${key}: ${'ä'.repeat(3000)}`,
    `${key}\n\nTwo paragraphs, “quotes” and \\ a backslash`,
  ][index % 4]!;

describe('undo a structure change: PUT /api/stories/{id}/structure/revisions/{revisionId}/restore', () => {
  it('switches Three Act → Save the Cat → undo: every beat back with its id and text byte for byte, nothing in unplaced, characters back', async () => {
    const user = await buildUser(ctx);
    const texts = Object.fromEntries(BEAT_KEYS.map((key, index) => [key, awkward(key, index)]));
    const built = await buildStory(ctx, { user, beats: texts });
    const character = await buildCharacter(ctx, { story: built, beats: ['act1a06', 'act3a05'] });
    const before = (await as(ctx, user).get(`/api/stories/${built.id}`).expect(200)).body as Story;
    expect(await revisionsOf(user, before)).toEqual([]);

    const switched = (await putStructure(user, before, toSaveTheCat(before)).expect(200)).body as Story;
    expect(beatsOf(switched)).toHaveLength(15);
    const [kept] = await revisionsOf(user, switched);
    expect(kept).toEqual({
      _id: expect.any(String),
      savedAt: expect.any(String),
      author: { _id: user.id, name: user.name },
      sheet: 'Three Act',
      acts: THREE_ACT_SHEET.acts.map((act) => ({ name: act.name, beats: act.beats.length })),
    });

    const res = await restore(user, switched, kept!._id).expect(200);
    const undone = res.body as Story;
    expect(res.headers.etag).toBe(etag(undone));
    expect(undone.version).toBe(switched.version + 1);
    expect(shape(undone)).toEqual(shape(before));
    for (const beat of beatsOf(undone)) expect(beat.text).toBe(texts[beat.key!]);
    expect(undone.unplaced).toEqual([]);
    const [row] = await ctx.db
      .select({ beats: characters.beats })
      .from(characters)
      .where(eq(characters.id, character.id));
    const byKey = new Map(beatsOf(before).map((beat) => [beat.key, beat._id]));
    expect(row!.beats).toEqual([byKey.get('act1a06'), byKey.get('act3a05')]);
    // The story is a Three Act story again for the spec's routes.
    await as(ctx, user).put(`/api/stories/${built.id}/current`).expect(200);
    const outline = (await as(ctx, user).get('/api/outlines/me').expect(200)).body;
    expect(outline.act1a02).toBe(texts.act1a02);
    expect(outline.characters[0].beats).toEqual(['act1a06', 'act3a05']);

    // The undo is a change of its own: undoing it brings Save the Cat back as the switch left it.
    const revisions = await revisionsOf(user, undone);
    expect(revisions.map((revision) => revision.sheet)).toEqual(['Save the Cat', 'Three Act']);
    const redone = (await restore(user, undone, revisions[0]!._id).expect(200)).body as Story;
    expect(shape(redone)).toEqual(shape(switched));
    expect(redone.unplaced).toEqual([]);
  });

  it('puts text typed since the switch in the unplaced list on undo, and takes it back on undoing the undo', async () => {
    const user = await buildUser(ctx);
    const built = await buildStory(ctx, {
      user,
      beats: { act1a01: 'The lamp is lit.', act1a06: 'The lamp goes out.' },
    });
    const before = (await as(ctx, user).get(`/api/stories/${built.id}`).expect(200)).body as Story;
    let story = (await putStructure(user, before, toSaveTheCat(before)).expect(200)).body as Story;
    const [opening, theme] = beatsOf(story);
    expect(opening!.text).toBe('The lamp is lit.');
    // Typed into a beat the switch made empty, and into one it filled.
    story = (await patchBeat(user, story, theme!._id, 'Light is a promise.').expect(200)).body as Story;
    story = (await patchBeat(user, story, opening!._id, 'The lamp is lit.\n\nEvery night.').expect(200)).body as Story;
    const [kept] = await revisionsOf(user, story);
    const undone = (await restore(user, story, kept!._id).expect(200)).body as Story;
    expect(shape(undone)).toEqual(shape(before));
    const unplaced = undone.unplaced.map(({ text, origin }) => ({ text, origin }));
    expect(unplaced.sort((a, b) => a.text.localeCompare(b.text))).toEqual([
      { text: 'Light is a promise.', origin: { beat: 'Theme stated' } },
      { text: 'The lamp is lit.\n\nEvery night.', origin: { beat: 'Opening image' } },
    ]);
    // Undo the undo: both beats hold their text again, so the unplaced list gives it back.
    const [undo] = await revisionsOf(user, undone);
    const redone = (await restore(user, undone, undo!._id).expect(200)).body as Story;
    expect(
      beatsOf(redone)
        .slice(0, 2)
        .map(({ _id, text }) => ({ _id, text })),
    ).toEqual([
      { _id: opening!._id, text: 'The lamp is lit.\n\nEvery night.' },
      { _id: theme!._id, text: 'Light is a promise.' },
    ]);
    expect(redone.unplaced).toEqual([]);
  });

  it('brings back text a change put in the unplaced list, taking it off the list; a beat renamed and joined comes apart', async () => {
    const user = await buildUser(ctx);
    const story = await newStory(user, 'freytag');
    const [exposition, rising, climax] = beatsOf(story);
    let current = (await patchBeat(user, story, rising!._id, 'The river rises').expect(200)).body as Story;
    current = (await patchBeat(user, current, climax!._id, 'The dam breaks').expect(200)).body as Story;
    current = (await patchBeat(user, current, exposition!._id, 'A quiet town').expect(200)).body as Story;
    const before = current;
    current = (
      await putStructure(user, current, [
        { name: 'All', beats: [{ _id: exposition!._id, name: 'Everything', from: [climax!._id] }] },
      ]).expect(200)
    ).body as Story;
    expect(beatsOf(current)[0]!.text).toBe('A quiet town\n\nThe dam breaks');
    expect(current.unplaced.map((item) => item.text)).toEqual(['The river rises']);
    const [kept] = await revisionsOf(user, current);
    expect(kept!.sheet).toBe("Freytag's Pyramid");
    const undone = (await restore(user, current, kept!._id).expect(200)).body as Story;
    expect(shape(undone)).toEqual(shape(before));
    expect(undone.unplaced).toEqual([]);
  });

  it('refuses a stale If-Match after another structure change (409), but not after a beat saved since', async () => {
    const user = await buildUser(ctx);
    const story = await newStory(user, 'kishotenketsu');
    const [ki, sho] = beatsOf(story);
    const first = (await putStructure(user, story, [{ name: 'One', beats: [{ _id: ki!._id }] }]).expect(200))
      .body as Story;
    const [kept] = await revisionsOf(user, first);
    const second = (await putStructure(user, first, [{ name: 'Two', beats: [{ _id: ki!._id }] }]).expect(200))
      .body as Story;
    const stale = await restore(user, first, kept!._id).expect(409);
    expect(stale.body.errors).toEqual([{ msg: expect.stringContaining('changed elsewhere'), path: 'acts' }]);
    expect(stale.body.story).toEqual(second);
    expect((await as(ctx, user).get(`/api/stories/${story._id}`).expect(200)).body).toEqual(second);
    // Two changes from one tab within minutes keep two structures: each can be brought back.
    expect((await revisionsOf(user, second)).map((revision) => revision.acts[0]!.name)).toEqual(['One', 'Ki']);
    // A structure keeps the text of the beats its change took away or rewrote, not of those it kept as they were.
    const [newest] = await ctx.db
      .select({ text: outlineRevisions.text })
      .from(outlineRevisions)
      .where(and(eq(outlineRevisions.outlineId, story._id), eq(outlineRevisions.field, 'structure')))
      .orderBy(desc(outlineRevisions.savedAt))
      .limit(1);
    expect(JSON.parse(newest!.text!).beats).toEqual([expect.not.objectContaining({ text: null })]);
    expect(JSON.parse(newest!.text!).beats[0]).not.toHaveProperty('text');
    const typed = (await patchBeat(user, second, ki!._id, 'Typed in another tab').expect(200)).body as Story;
    const undone = (await restore(user, second, kept!._id).expect(200)).body as Story;
    expect(undone.version).toBe(typed.version + 1);
    expect(beatsOf(undone).map(({ _id, text }) => ({ _id, text }))).toEqual([
      { _id: ki!._id, text: 'Typed in another tab' },
      { _id: sho!._id, text: null },
      ...beatsOf(story)
        .slice(2)
        .map(({ _id }) => ({ _id, text: null })),
    ]);
    await restore(user, { ...second, _id: story._id, version: undone.version + 5 }, kept!._id).expect(412);
  });

  it("answers 404 for another writer's story or revision and a revision that is not a structure, 400 malformed, 401 signed out", async () => {
    const user = await buildUser(ctx);
    const other = await buildUser(ctx);
    const story = await newStory(user, 'kishotenketsu');
    const [ki] = beatsOf(story);
    const changed = (await putStructure(user, story, [{ name: 'One', beats: [{ _id: ki!._id }] }]).expect(200))
      .body as Story;
    const [kept] = await revisionsOf(user, changed);
    const theirs = await newStory(other, 'kishotenketsu');
    const theirsChanged = (
      await putStructure(other, theirs, [{ name: 'One', beats: [{ _id: beatsOf(theirs)[0]!._id }] }]).expect(200)
    ).body as Story;
    const [theirRevision] = await revisionsOf(other, theirsChanged);

    const notFound = await restore(other, changed, kept!._id).expect(404);
    expect(notFound.body.errors).toEqual([{ msg: 'Story not found' }]);
    await as(ctx, other).get(`/api/stories/${story._id}/structure/revisions`).expect(404);
    const elsewhere = await restore(user, changed, theirRevision!._id).expect(404);
    expect(elsewhere.body.errors).toEqual([{ msg: 'Revision not found' }]);
    await restore(user, changed, MISSING_ID).expect(404);
    // A beat's revision is not a structure.
    const typed = (await patchBeat(user, changed, ki!._id, 'Words').expect(200)).body as Story;
    const [beatRevision] = await ctx.db
      .select({ id: outlineRevisions.id })
      .from(outlineRevisions)
      .where(and(eq(outlineRevisions.outlineId, story._id), eq(outlineRevisions.field, ki!._id)));
    await restore(user, typed, beatRevision!.id).expect(404);
    // Nor does the spec's restore of a field take a structure.
    await as(ctx, user).put(`/api/stories/${story._id}/current`).expect(200);
    await as(ctx, user).put(`/api/outlines/me/revisions/${kept!._id}/restore`).expect(404);

    const malformed = await restore(user, typed, 'nope').expect(400);
    expect(malformed.body.errors).toEqual([{ msg: 'Malformed revision id', path: 'revisionId' }]);
    const badStory = await as(ctx, user).get('/api/stories/nope/structure/revisions').expect(400);
    expect(badStory.body.errors).toEqual([{ msg: 'Malformed story id', path: 'id' }]);
    await ctx.api().put(`/api/stories/${story._id}/structure/revisions/${kept!._id}/restore`).expect(401);
    await ctx.api().get(`/api/stories/${story._id}/structure/revisions`).expect(401);
    expect((await as(ctx, user).get(`/api/stories/${story._id}`).expect(200)).body).toEqual(typed);
    expect((await as(ctx, other).get(`/api/stories/${theirs._id}`).expect(200)).body).toEqual(theirsChanged);
  });

  it('restores a structure kept before texts were kept with it, losing nothing', async () => {
    const user = await buildUser(ctx);
    const story = await newStory(user, 'kishotenketsu');
    const [ki, sho] = beatsOf(story);
    let current = (await patchBeat(user, story, ki!._id, 'Kept text').expect(200)).body as Story;
    current = (await patchBeat(user, current, sho!._id, 'Merged text').expect(200)).body as Story;
    current = (
      await putStructure(user, current, [{ name: 'One', beats: [{ _id: ki!._id, from: [sho!._id] }] }]).expect(200)
    ).body as Story;
    // The first snapshots held the words alone.
    const [revision] = await ctx.db
      .select({ id: outlineRevisions.id, text: outlineRevisions.text })
      .from(outlineRevisions)
      .where(and(eq(outlineRevisions.outlineId, story._id), eq(outlineRevisions.field, 'structure')));
    const old = JSON.parse(revision!.text!) as { acts: unknown; beats: Record<string, unknown>[] };
    const wordsOnly = { acts: old.acts, beats: old.beats.map(({ text: _text, ...beat }) => beat) };
    await ctx.db
      .update(outlineRevisions)
      .set({ text: JSON.stringify(wordsOnly) })
      .where(eq(outlineRevisions.id, revision!.id));
    const undone = (await restore(user, current, revision!.id).expect(200)).body as Story;
    expect(beatsOf(undone).map((beat) => beat._id)).toEqual(beatsOf(story).map((beat) => beat._id));
    expect(beatsOf(undone)[0]!.text).toBe('Kept text\n\nMerged text');
    expect(undone.unplaced).toEqual([]);
    const unplaced = await ctx.db.select().from(storyUnplaced).where(eq(storyUnplaced.outlineId, story._id));
    expect(unplaced).toEqual([]);
  });
});
