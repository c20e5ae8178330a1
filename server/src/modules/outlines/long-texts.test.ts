import { BEAT_KEYS } from '@three-act/contract/beats';
import { BEAT_MAX, CHARACTER_DESC_MAX, NOTE_TEXT_MAX } from '@three-act/contract/limits';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { as, beatIdOf, buildCharacter, buildUser, currentStoryRow } from '../../../test/builders';
import type { TestUser } from '../../../test/factories';

// Issue 37: a beat holds a long chapter, whole (docs/decisions/168-long-texts-and-settled-conflicts.md).
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** Text of exactly `length` characters, with line breaks and a mark at its end, so a cut shows. */
const longText = (length: number, fill = 'a') => `${'Line one.\n'.repeat(10)}`.padEnd(length - 4, fill) + ' END';
const save = (user: Pick<TestUser, 'token'>, body: object) => as(ctx, user).post('/api/outlines').send(body);

describe('a beat of 100 000 characters', () => {
  it('saves and reads back whole through the spec’s routes and the story’s, and 100 001 is a 400 naming the limit', async () => {
    const user = await buildUser(ctx);
    const beat = longText(BEAT_MAX);
    expect(beat).toHaveLength(100_000);
    await save(user, { title: 'Long Night', act2a05: beat }).expect(201);
    const read = await as(ctx, user).get('/api/outlines/me').expect(200);
    expect(read.body.act2a05).toBe(beat);
    const row = await currentStoryRow(ctx, user.id);
    const story = await as(ctx, user).get(`/api/stories/${row.id}`).expect(200);
    const texts = story.body.acts.flatMap((act: { beats: { text: string | null }[] }) => act.beats.map((b) => b.text));
    expect(texts).toContain(beat);

    const res = await save(user, { act2a05: `${beat}!` }).expect(400);
    expect(res.body).toEqual({ errors: [{ msg: 'Each answer must be at most 100000 characters', path: 'act2a05' }] });
    expect((await currentStoryRow(ctx, user.id)).act2a05).toBe(beat);
  });

  it('saves one beat by its id at the limit, in a 3-byte script, and refuses one character more', async () => {
    const user = await buildUser(ctx);
    await save(user, { title: 'Euro Night' }).expect(201);
    const row = await currentStoryRow(ctx, user.id);
    const beatId = await beatIdOf(ctx, row.id, 'act1a03');
    const beat = longText(BEAT_MAX, '€');
    await as(ctx, user).patch(`/api/stories/${row.id}/beats/${beatId}`).send({ text: beat }).expect(200);
    expect((await currentStoryRow(ctx, user.id)).act1a03).toBe(beat);
    const res = await as(ctx, user)
      .patch(`/api/stories/${row.id}/beats/${beatId}`)
      .send({ text: `${beat}€` })
      .expect(400);
    expect(res.body.errors[0].msg).toContain('100000 characters');
  });

  it('takes all 32 beats at their longest in one save of the spec’s route (a body far over 1 MB)', async () => {
    const user = await buildUser(ctx, { verified: true });
    const beats = Object.fromEntries(
      BEAT_KEYS.map((key, i) => [key, longText(BEAT_MAX, String.fromCharCode(97 + (i % 26)))]),
    );
    await save(user, { title: 'Every Beat', ...beats }).expect(201);
    const read = (await as(ctx, user).get('/api/outlines/me').expect(200)).body;
    for (const key of BEAT_KEYS) expect(read[key]).toBe(beats[key]);
  });
});

describe('long descriptions and notes', () => {
  it('keeps a 100 000-character description and note whole, and names the limit past it', async () => {
    const user = await buildUser(ctx);
    const character = await buildCharacter(ctx, { user, name: 'Wanderer' });
    const desc = `<p>${longText(CHARACTER_DESC_MAX - 7)}</p>`;
    await as(ctx, user).patch(`/api/outlines/characters/${character.id}`).send({ desc }).expect(200);
    const tooLong = await as(ctx, user)
      .patch(`/api/outlines/characters/${character.id}`)
      .send({ desc: `<p>${longText(CHARACTER_DESC_MAX - 6)}</p>` })
      .expect(400);
    expect(tooLong.body).toEqual({ errors: [{ msg: 'Description must be at most 100000 characters', path: 'desc' }] });

    const noteText = longText(NOTE_TEXT_MAX);
    await as(ctx, user)
      .put(`/api/outlines/characters/note/${character.id}`)
      .send({ noteTitle: 'Backstory', noteText })
      .expect(201);
    const read = await as(ctx, user).get(`/api/outlines/characters/${character.id}`).expect(200);
    expect(read.body.desc).toBe(desc);
    expect(read.body.notes[0].noteText).toBe(noteText);
  });
});

describe('a story file with long beats', () => {
  it('imports the export of a story whose beats are all full (over the old 2 MB), whole', async () => {
    const user = await buildUser(ctx, { verified: true });
    const beats = Object.fromEntries(BEAT_KEYS.map((key) => [key, longText(BEAT_MAX)]));
    await save(user, { title: 'Full House', ...beats }).expect(201);
    const row = await currentStoryRow(ctx, user.id);
    const exported = await as(ctx, user).get(`/api/stories/${row.id}/export?format=json`).expect(200);
    const file = JSON.parse(exported.text as string) as unknown;
    expect((exported.text as string).length).toBeGreaterThan(3_200_000);
    const imported = await as(ctx, user)
      .post('/api/stories/import')
      .send(file as object)
      .expect(201);
    expect(imported.body.title).not.toBe('Full House');
    const read = (await as(ctx, user).get('/api/outlines/me').expect(200)).body;
    expect(read._id).not.toBe(row.id);
    for (const key of BEAT_KEYS) expect(read[key]).toBe(beats[key]);
  });

  it('imports the Markdown export of a story with a 100 000-character beat, whole', async () => {
    const user = await buildUser(ctx);
    const beat = longText(BEAT_MAX);
    await save(user, { title: 'Long Lines', act1a01: beat }).expect(201);
    const row = await currentStoryRow(ctx, user.id);
    const exported = await as(ctx, user).get(`/api/stories/${row.id}/export?format=md`).expect(200);
    await as(ctx, user)
      .post('/api/stories/import')
      .set('Content-Type', 'text/markdown')
      .send(exported.text as string)
      .expect(201);
    const imported = await currentStoryRow(ctx, user.id);
    expect(imported.id).not.toBe(row.id);
    expect(imported.act1a01).toBe(beat);
  });
});
