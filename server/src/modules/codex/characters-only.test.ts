import type { Board } from '@three-act/contract/board';
import type { CodexEntry } from '@three-act/contract/codex';
import type { Outline } from '@three-act/contract/outlines';
import type { Story } from '@three-act/contract/story-structure';
import { strFromU8, unzipSync } from 'fflate';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { as, buildUser } from '../../../test/builders';
import { binary } from '../../../test/binary';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/**
 * The codex's entries share the characters' table (docs/decisions/177-the-codex.md): a place is
 * never one of the story's characters, wherever the characters are read.
 */
describe('entries of other kinds are never characters', () => {
  it('a place is in no outline, board, export or shared page, is no scene’s point of view, and the character routes do not know it', async () => {
    const user = await buildUser(ctx);
    const writer = as(ctx, user);
    const made = await writer.post('/api/stories').send({ title: 'Lanterns' }).expect(201);
    const base = `/api/stories/${made.body._id}`;
    await writer.put(`${base}/current`).expect(200);
    const story = (await writer.get(base).expect(200)).body as Story;
    const [beat] = story.acts[0]?.beats ?? [];
    await writer.patch(`${base}/beats/${beat?._id}`).send({ text: 'Mara walks to Saltmarsh.' }).expect(200);
    const mara = (
      await writer
        .post(`${base}/codex`)
        .send({ kind: 'character', name: 'Mara', description: '<p>A pilot</p>' })
        .expect(201)
    ).body as CodexEntry;
    const place = (
      await writer
        .post(`${base}/codex`)
        .send({ kind: 'place', name: 'Saltmarsh', description: '<p>Reeds</p>', summary: 'Marsh town' })
        .expect(201)
    ).body as CodexEntry;
    expect(place.appearsIn).toEqual([{ beat: beat?._id, label: expect.any(String) }]);

    const outline = (await writer.get('/api/outlines/me').expect(200)).body as Outline;
    expect(outline.characters.map((character) => character.name)).toEqual(['Mara']);
    const board = (await writer.get(`${base}/board`).expect(200)).body as Board;
    expect(board.characters.map((character) => character.name)).toEqual(['Mara']);

    const refused = await writer.post(`${base}/scenes`).send({ title: 'Arrival', pov: place._id }).expect(400);
    expect(refused.body.errors[0].path).toBe('pov');
    const present = await writer
      .post(`${base}/scenes`)
      .send({ title: 'Arrival', characters: [mara._id, place._id] })
      .expect(400);
    expect(present.body.errors[0].path).toBe('characters[1]');
    await writer
      .post(`${base}/scenes`)
      .send({ title: 'Arrival', pov: mara._id, characters: [mara._id] })
      .expect(201);

    const markdown = (await writer.get(`${base}/export?format=md`).expect(200)).text;
    // The characters' section holds Mara alone; the place is in the story bible, under places.
    const cast = markdown.split('\n## Characters\n')[1]?.split('\n## ')[0] ?? '';
    expect(cast).toContain('### Mara');
    expect(cast).not.toContain('Saltmarsh');
    expect(cast).not.toContain('Reeds');
    const json = JSON.parse((await writer.get(`${base}/export?format=json`).buffer(true).expect(200)).text as string);
    expect(json.characters.map((character: { name: string }) => character.name)).toEqual(['Mara']);
    const docx = await writer.get(`${base}/export?format=docx`).buffer(true).parse(binary).expect(200);
    const document = strFromU8(unzipSync(new Uint8Array(docx.body as Buffer))['word/document.xml'] as Uint8Array);
    expect(document).toContain('A pilot');

    const share = await writer.post(`${base}/share`).send({ characters: true, notes: true }).expect(200);
    const page = await as(ctx, await buildUser(ctx))
      .get(`/api${share.body.url as string}`)
      .expect(200);
    expect(page.body.characters.map((character: { name: string }) => character.name)).toEqual(['Mara']);

    await writer.get(`/api/outlines/characters/${place._id}`).expect(404);
    await writer.patch(`/api/outlines/characters/${place._id}`).send({ name: 'Seized' }).expect(404);
    await writer.post(`/api/outlines/characters/note/${place._id}`).send({ noteTitle: 'T', noteText: 'x' }).expect(404);
    await writer.delete(`/api/outlines/characters/${place._id}`).expect(404);
    await writer.get(`${base}/codex/${place._id}`).expect(200);
  });
});
