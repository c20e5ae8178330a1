import { NOTE_TEXT_MAX } from '@three-act/contract/limits';
import { eq } from 'drizzle-orm';
import { characters, notes } from '../../db/schema';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { as, buildCharacter, buildNote, buildUser } from '../../../test/builders';
import type { TestUser } from '../../../test/factories';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const MISSING_ID = '0b7a3c1e-5f7d-4a8e-9c2b-1d3e5f7a9b0c';

const patch = (user: TestUser | null, path: string, body: object) => {
  return (user ? as(ctx, user) : ctx.api()).patch(path).send(body);
};
const characterRow = async (id: string) => (await ctx.db.select().from(characters).where(eq(characters.id, id)))[0]!;

describe('optional photo', () => {
  it.each([[{}], [{ photoUrl: '' }], [{ photoUrl: null }], [{ photoUrl: '   ' }]])(
    'creates a character without a photo from %j',
    async (photo) => {
      const user = await buildUser(ctx);
      const res = await as(ctx, user)
        .put('/api/outlines/characters')
        .send({ name: 'No Photo', desc: '<p>Faceless</p>', ...photo })
        .expect(201);
      expect(res.body.characters[0]).toMatchObject({ name: 'No Photo', photoUrl: '' });
    },
  );
});

describe('PATCH /api/outlines/characters/:id', () => {
  it('changes only the fields sent, sanitising the description, and answers the character', async () => {
    const user = await buildUser(ctx);
    const character = await buildCharacter(ctx, { user, name: 'Mara', protag: false });
    await buildNote(ctx, { character: character!, noteTitle: 'Age', noteText: '34' });
    const res = await patch(user, `/api/outlines/characters/${character!._id}`, {
      name: '  Mara Vell ',
      desc: '<p>Keeper <strong>of</strong> the light<script>alert(1)</script><img src=x onerror=alert(1)></p>',
      protag: true,
    }).expect(200);
    expect(res.body).toMatchObject({
      _id: character!._id,
      name: 'Mara Vell',
      desc: '<p>Keeper <strong>of</strong> the light</p>',
      protag: true,
      photoUrl: character!.photoUrl,
      notes: [{ noteTitle: 'Age', noteText: '34' }],
    });
    await patch(user, `/api/outlines/characters/${character!._id}`, { photoUrl: '' }).expect(200);
    expect((await characterRow(character!._id)).photoUrl).toBe('');
  });

  it.each([
    [{}, { msg: 'Send at least one field to change' }],
    [{ name: '  ' }, { msg: 'Name is required', path: 'name' }],
    [{ desc: '<p><br></p>' }, { msg: 'Description is required', path: 'desc' }],
    [{ photoUrl: 'javascript:alert(1)' }, { msg: 'Photo URL must be an http(s) link', path: 'photoUrl' }],
    [{ protag: 'yes' }, { msg: 'protag must be true or false', path: 'protag' }],
    [{ name: 'Two\nlines' }, { msg: 'Name must be one line, without control characters', path: 'name' }],
  ])('refuses %j with 400 and changes nothing', async (body, error) => {
    const user = await buildUser(ctx);
    const character = await buildCharacter(ctx, { user, name: 'Unchanged' });
    const before = await characterRow(character!._id);
    const res = await patch(user, `/api/outlines/characters/${character!._id}`, body).expect(400);
    expect(res.body.errors).toContainEqual(error);
    expect(await characterRow(character!._id)).toEqual(before);
  });

  it("answers 404 for another writer's character, 400 for a malformed id, 401 signed out", async () => {
    const owner = await buildUser(ctx);
    const other = await buildUser(ctx);
    const character = await buildCharacter(ctx, { user: owner, name: 'Owned' });
    const res = await patch(other, `/api/outlines/characters/${character!._id}`, { name: 'Stolen' }).expect(404);
    expect(res.body).toEqual({ errors: [{ msg: 'Character not found' }] });
    await patch(other, `/api/outlines/characters/${MISSING_ID}`, { name: 'Nobody' }).expect(404);
    const malformed = await patch(owner, '/api/outlines/characters/abc', { name: 'Bad id' }).expect(400);
    expect(malformed.body).toEqual({ errors: [{ msg: 'Malformed character id', path: 'id' }] });
    await patch(null, `/api/outlines/characters/${character!._id}`, { name: 'Visitor' }).expect(401);
    expect((await characterRow(character!._id)).name).toBe('Owned');
  });
});

describe('PATCH /api/outlines/characters/note/:characterId/:noteId', () => {
  it('changes the note title or text and answers the character', async () => {
    const user = await buildUser(ctx);
    const character = await buildCharacter(ctx, { user });
    const note = await buildNote(ctx, { character: character!, noteTitle: 'Age', noteText: '34' });
    const path = `/api/outlines/characters/note/${character!._id}/${note!._id}`;
    const res = await patch(user, path, { noteText: ' 35 next spring ' }).expect(200);
    expect(res.body.notes).toEqual([{ _id: note!._id, noteTitle: 'Age', noteText: '35 next spring' }]);
    await patch(user, path, { noteTitle: 'Age (years)' }).expect(200);
    const [row] = await ctx.db.select().from(notes).where(eq(notes.id, note!._id));
    expect([row!.noteTitle, row!.noteText]).toEqual(['Age (years)', '35 next spring']);
  });

  it("refuses empty changes, another writer's note and a note of another character", async () => {
    const owner = await buildUser(ctx);
    const other = await buildUser(ctx);
    const first = await buildCharacter(ctx, { user: owner, name: 'First' });
    const second = await buildCharacter(ctx, { user: owner, name: 'Second' });
    const note = await buildNote(ctx, { character: first!, noteTitle: 'Kept', noteText: 'As is' });
    await patch(owner, `/api/outlines/characters/note/${first!._id}/${note!._id}`, {}).expect(400);
    await patch(owner, `/api/outlines/characters/note/${first!._id}/${note!._id}`, { noteTitle: '' }).expect(400);
    await patch(owner, `/api/outlines/characters/note/${first!._id}/${note!._id}`, {
      noteText: 'x'.repeat(NOTE_TEXT_MAX + 1),
    }).expect(400);
    const foreign = await patch(other, `/api/outlines/characters/note/${first!._id}/${note!._id}`, {
      noteTitle: 'Mine',
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ errors: [{ msg: 'Note not found' }] });
    await patch(owner, `/api/outlines/characters/note/${second!._id}/${note!._id}`, { noteTitle: 'Moved' }).expect(404);
    await patch(owner, `/api/outlines/characters/note/${first!._id}/abc`, { noteTitle: 'Bad' }).expect(400);
    const [row] = await ctx.db.select().from(notes).where(eq(notes.id, note!._id));
    expect([row!.noteTitle, row!.noteText]).toEqual(['Kept', 'As is']);
  });
});
