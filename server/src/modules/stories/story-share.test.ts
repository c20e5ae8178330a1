import { eq } from 'drizzle-orm';
import { outlines } from '../../db/schema';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { as, buildCharacter, buildNote, buildStory, buildUser } from '../../../test/builders';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const MISSING_ID = '0b7a3c1e-5f7d-4a8e-9c2b-1d3e5f7a9b0c';
const tokenOf = (url: string) => url.replace('/read/', '');

describe('feedback links', () => {
  it('shares a story read-only, signed out, with the characters only when chosen and never the notes', async () => {
    const writer = await buildUser(ctx, { verified: true });
    const story = await buildStory(ctx, {
      user: writer,
      title: 'The Lighthouse',
      beats: { act1a01: 'A keeper alone' },
    });
    const mara = await buildCharacter(ctx, { user: writer, name: 'Mara', desc: '<p>The keeper</p>', protag: true });
    await buildNote(ctx, { character: mara, noteTitle: 'Secret', noteText: 'She burned the letters' });

    expect((await as(ctx, writer).get(`/api/stories/${story._id}/share`).expect(200)).body).toBeNull();
    const shared = await as(ctx, writer)
      .post(`/api/stories/${story._id}/share`)
      .send({ characters: false })
      .expect(200);
    expect(shared.body).toEqual({
      url: expect.stringMatching(/^\/read\/[A-Za-z0-9_-]{32}$/),
      characters: false,
      notes: false,
      codex: false,
    });
    expect((await as(ctx, writer).get(`/api/stories/${story._id}/share`).expect(200)).body).toEqual(shared.body);

    const page = await ctx
      .api()
      .get(`/api/read/${tokenOf(shared.body.url)}`)
      .expect(200);
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.body).toMatchObject({ title: 'The Lighthouse', author: writer.name, characters: null });
    expect(page.body.beats.act1a01).toBe('A keeper alone');
    expect(JSON.stringify(page.body)).not.toMatch(/Mara|burned|@example|[0-9a-f]{8}-[0-9a-f]{4}-/);

    // With the characters: the same link, now showing them, still without notes (not chosen).
    const again = await as(ctx, writer).post(`/api/stories/${story._id}/share`).send({ characters: true }).expect(200);
    expect(again.body).toEqual({ url: shared.body.url, characters: true, notes: false, codex: false });
    const withCast = (
      await ctx
        .api()
        .get(`/api/read/${tokenOf(shared.body.url)}`)
        .expect(200)
    ).body;
    expect(withCast.characters).toEqual([{ name: 'Mara', desc: '<p>The keeper</p>', protag: true, beats: [] }]);
    expect(JSON.stringify(withCast)).not.toMatch(/burned|Secret/);

    // Revoked: the link is dead, and a new share makes a new one.
    expect((await as(ctx, writer).delete(`/api/stories/${story._id}/share`).expect(200)).body).toEqual({
      msg: 'Link revoked',
    });
    expect(
      (
        await ctx
          .api()
          .get(`/api/read/${tokenOf(shared.body.url)}`)
          .expect(404)
      ).body,
    ).toEqual({
      errors: [{ msg: 'Page Not Found' }],
    });
    const fresh = await as(ctx, writer).post(`/api/stories/${story._id}/share`).send({ characters: false }).expect(200);
    expect(fresh.body.url).not.toBe(shared.body.url);
  });

  it("shows the characters' notes only when chosen, in the writer's order, on the same link", async () => {
    const writer = await buildUser(ctx, { verified: true });
    const story = await buildStory(ctx, { user: writer, title: 'The Lighthouse' });
    const mara = await buildCharacter(ctx, { user: writer, name: 'Mara', desc: '<p>The keeper</p>', protag: true });
    const ivo = await buildCharacter(ctx, { user: writer, name: 'Ivo' });
    await buildNote(ctx, { character: mara, noteTitle: 'Secret', noteText: 'She burned the letters' });
    await buildNote(ctx, { character: mara, noteTitle: 'Age', noteText: '34' });
    const read = async (url: string) =>
      (
        await ctx
          .api()
          .get(`/api/read/${tokenOf(url)}`)
          .expect(200)
      ).body;
    const ownerSees = (await as(ctx, writer).get('/api/outlines/me').expect(200)).body.characters as {
      name: string;
      notes: { _id: string; noteTitle: string; noteText: string }[];
    }[];

    const shared = await as(ctx, writer)
      .post(`/api/stories/${story._id}/share`)
      .send({ characters: true, notes: true })
      .expect(200);
    expect(shared.body).toEqual({
      url: expect.stringMatching(/^\/read\//),
      characters: true,
      notes: true,
      codex: false,
    });
    expect((await as(ctx, writer).get(`/api/stories/${story._id}/share`).expect(200)).body).toEqual(shared.body);
    const [row] = await ctx.db
      .select({ characters: outlines.shareCharacters, notes: outlines.shareNotes })
      .from(outlines)
      .where(eq(outlines.id, story._id));
    expect(row).toEqual({ characters: true, notes: true });

    const page = await read(shared.body.url);
    // The notes as their writer sees them on the outline, without ids.
    expect(page.characters).toEqual(
      ownerSees.map((character) => ({
        name: character.name,
        desc: expect.any(String),
        protag: expect.any(Boolean),
        beats: [],
        notes: character.notes.map(({ noteTitle, noteText }) => ({ noteTitle, noteText })),
      })),
    );
    expect(page.characters.find((c: { name: string }) => c.name === 'Mara').notes).toHaveLength(2);
    expect(page.characters.find((c: { name: string }) => c.name === ivo.name).notes).toEqual([]);
    expect(JSON.stringify(page)).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-|@example/);

    // Notes off again (absent means off): the same link, the characters without their notes.
    for (const body of [{ characters: true, notes: false }, { characters: true }]) {
      await as(ctx, writer).post(`/api/stories/${story._id}/share`).send({ characters: true, notes: true }).expect(200);
      const off = await as(ctx, writer).post(`/api/stories/${story._id}/share`).send(body).expect(200);
      expect(off.body).toEqual({ url: shared.body.url, characters: true, notes: false, codex: false });
      const hidden = await read(shared.body.url);
      expect(hidden.characters).toHaveLength(2);
      for (const character of hidden.characters) expect(character).not.toHaveProperty('notes');
      expect(JSON.stringify(hidden)).not.toMatch(/burned|Secret/);
    }

    // The characters off takes their notes with them; revoking forgets the choice.
    await as(ctx, writer).post(`/api/stories/${story._id}/share`).send({ characters: true, notes: true }).expect(200);
    const outlineOnly = await as(ctx, writer)
      .post(`/api/stories/${story._id}/share`)
      .send({ characters: false })
      .expect(200);
    expect(outlineOnly.body).toEqual({ url: shared.body.url, characters: false, notes: false, codex: false });
    expect((await read(shared.body.url)).characters).toBeNull();
    await as(ctx, writer).post(`/api/stories/${story._id}/share`).send({ characters: true, notes: true }).expect(200);
    await as(ctx, writer).delete(`/api/stories/${story._id}/share`).expect(200);
    const fresh = await as(ctx, writer).post(`/api/stories/${story._id}/share`).send({ characters: true }).expect(200);
    expect(fresh.body).toMatchObject({ characters: true, notes: false });
    expect(JSON.stringify(await read(fresh.body.url))).not.toContain('burned');
  });

  it("keeps other writers out, refuses bad input, and kills a trashed story's link", async () => {
    const [writer, other] = [await buildUser(ctx, { verified: true }), await buildUser(ctx, { verified: true })];
    const story = await buildStory(ctx, { user: writer, title: 'Mine' });
    for (const call of [
      as(ctx, other).get(`/api/stories/${story._id}/share`),
      as(ctx, other).post(`/api/stories/${story._id}/share`).send({ characters: true }),
      as(ctx, other).delete(`/api/stories/${story._id}/share`),
      as(ctx, writer).post(`/api/stories/${MISSING_ID}/share`).send({ characters: true }),
    ]) {
      expect((await call.expect(404)).body).toEqual({ errors: [{ msg: 'Story not found' }] });
    }
    for (const body of [{}, { characters: 'yes' }]) {
      expect(
        (await as(ctx, writer).post(`/api/stories/${story._id}/share`).send(body).expect(400)).body.errors[0],
      ).toEqual({
        msg: 'characters must be true or false',
        path: 'characters',
      });
    }
    for (const notes of ['yes', 1, null]) {
      expect(
        (await as(ctx, writer).post(`/api/stories/${story._id}/share`).send({ characters: true, notes }).expect(400))
          .body,
      ).toEqual({
        errors: [{ msg: 'notes must be true or false', path: 'notes' }],
      });
    }
    expect(
      (
        await as(ctx, writer)
          .post(`/api/stories/${story._id}/share`)
          .send({ characters: false, notes: true })
          .expect(400)
      ).body,
    ).toEqual({ errors: [{ msg: 'Notes can only be shared with the characters', path: 'notes' }] });
    // Nothing was shared by the refused requests.
    expect((await as(ctx, writer).get(`/api/stories/${story._id}/share`).expect(200)).body).toBeNull();
    await ctx.api().post(`/api/stories/${story._id}/share`).send({ characters: true }).expect(401);
    for (const token of ['abc', 'x'.repeat(32), '../../etc', '%00'])
      await ctx.api().get(`/api/read/${token}`).expect(404);

    const { body } = await as(ctx, writer)
      .post(`/api/stories/${story._id}/share`)
      .send({ characters: false })
      .expect(200);
    await as(ctx, writer).post('/api/stories').send({ title: 'Second story' }).expect(201);
    await as(ctx, writer).delete(`/api/stories/${story._id}`).expect(200);
    await ctx
      .api()
      .get(`/api/read/${tokenOf(body.url)}`)
      .expect(404);
  });

  it('brings a story back from the trash unshared: the old link stays dead; the writer can share it again (decision 148)', async () => {
    const writer = await buildUser(ctx, { verified: true });
    const story = await buildStory(ctx, { user: writer, title: 'Back from the trash' });
    const { body: shared } = await as(ctx, writer)
      .post(`/api/stories/${story._id}/share`)
      .send({ characters: true, notes: true })
      .expect(200);
    await as(ctx, writer).delete(`/api/stories/${story._id}`).expect(200);
    await as(ctx, writer).put(`/api/stories/${story._id}/restore`).expect(200);

    await ctx
      .api()
      .get(`/api/read/${tokenOf(shared.url)}`)
      .expect(404);
    expect((await as(ctx, writer).get(`/api/stories/${story._id}/share`).expect(200)).body).toBeNull();
    const [row] = await ctx.db
      .select({ token: outlines.shareToken, characters: outlines.shareCharacters, notes: outlines.shareNotes })
      .from(outlines)
      .where(eq(outlines.id, story._id));
    expect(row).toEqual({ token: null, characters: false, notes: false });

    const { body: again } = await as(ctx, writer)
      .post(`/api/stories/${story._id}/share`)
      .send({ characters: false })
      .expect(200);
    expect(again.url).not.toBe(shared.url);
    expect(
      (
        await ctx
          .api()
          .get(`/api/read/${tokenOf(again.url)}`)
          .expect(200)
      ).body.title,
    ).toBe('Back from the trash');
  });
});
