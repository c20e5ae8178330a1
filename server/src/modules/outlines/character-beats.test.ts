import { eq } from 'drizzle-orm';
import { characters } from '../../db/schema';
import { as, beatKeysOf, buildCharacter, buildUser } from '../../../test/builders';
import { createTestContext, type TestContext } from '../../../test/test-app';

// Issue "Structure woven through": characters linked to the beats they appear in
// (docs/decisions/131-characters-in-beats.md).

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const MISSING_ID = '0b7a3c1e-5f7d-4a8e-9c2b-1d3e5f7a9b0c';
const beatsOf = async (id: string) =>
  beatKeysOf(
    ctx,
    (await ctx.db.select({ beats: characters.beats }).from(characters).where(eq(characters.id, id)))[0]!.beats,
  );

describe('PUT /api/outlines/characters/:id/beats', () => {
  it('replaces the list, counts a repeat once, keeps outline order, and the outline carries it', async () => {
    const user = await buildUser(ctx);
    const character = await buildCharacter(ctx, { user });
    expect(character.beats).toEqual([]);

    const res = await as(ctx, user)
      .put(`/api/outlines/characters/${character._id}/beats`)
      .send({ beats: ['act3a06', 'act1a03', 'act2a08', 'act1a03'] })
      .expect(200);
    expect(res.body).toMatchObject({
      _id: character._id,
      name: character.name,
      beats: ['act1a03', 'act2a08', 'act3a06'],
    });
    expect((await as(ctx, user).get('/api/outlines/me').expect(200)).body.characters[0].beats).toEqual([
      'act1a03',
      'act2a08',
      'act3a06',
    ]);
    expect((await as(ctx, user).get(`/api/outlines/characters/${character._id}`).expect(200)).body.beats).toEqual([
      'act1a03',
      'act2a08',
      'act3a06',
    ]);

    await as(ctx, user).put(`/api/outlines/characters/${character._id}/beats`).send({ beats: [] }).expect(200);
    expect(await beatsOf(character._id)).toEqual([]);
  });

  it.each([
    [{ beats: ['act1a03', 'act4a01', 'midpoint'] }, 'Unknown beat: act4a01, midpoint'],
    [{ beats: 'act1a03' }, 'beats must be a list of beat keys'],
    [{ beats: [7] }, 'Each beat must be a beat key such as act2a07'],
    [{}, 'beats must be a list of beat keys'],
    [{ beats: Array(65).fill('act1a01') }, 'At most 32 beats'],
  ])('refuses %j with a message naming what is wrong, and changes nothing', async (body, message) => {
    const user = await buildUser(ctx);
    const character = await buildCharacter(ctx, { user });
    await as(ctx, user)
      .put(`/api/outlines/characters/${character._id}/beats`)
      .send({ beats: ['act2a01'] })
      .expect(200);
    const res = await as(ctx, user).put(`/api/outlines/characters/${character._id}/beats`).send(body).expect(400);
    expect(res.body.errors.map((error: { msg: string }) => error.msg)).toContain(message);
    expect(await beatsOf(character._id)).toEqual(['act2a01']);
  });

  it("answers 404 for another writer's character and a missing one, 400 for a malformed id, 401 signed out", async () => {
    const [owner, other] = [await buildUser(ctx), await buildUser(ctx)];
    const character = await buildCharacter(ctx, { user: owner });
    await as(ctx, other)
      .put('/api/outlines/characters/not-an-id/beats')
      .send({ beats: ['act1a01'] })
      .expect(400);
    for (const id of [character._id, MISSING_ID]) {
      await as(ctx, other)
        .put(`/api/outlines/characters/${id}/beats`)
        .send({ beats: ['act1a01'] })
        .expect(404);
    }
    await ctx
      .api()
      .put(`/api/outlines/characters/${character._id}/beats`)
      .send({ beats: ['act1a01'] })
      .expect(401);
    expect(await beatsOf(character._id)).toEqual([]);
  });
});
