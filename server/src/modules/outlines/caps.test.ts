import { eq } from 'drizzle-orm';
import { CHARACTERS_PER_STORY_MAX, NOTES_PER_CHARACTER_MAX, WORKS_PER_PROFILE_MAX } from '@three-act/contract/limits';
import { characters, notes, outlines, profiles, works } from '../../db/schema';
import { as, buildCharacter, buildProfile, buildUser } from '../../../test/builders';
import { addNote } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/test-app';

// Unbounded growth (attack item 6): 150 notes of 5 kB made every note write answer 778 kB, and 120
// works made a public profile 658 kB. Each list a writer keeps has a cap, answered with a clear 400.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const character = { name: 'One more', desc: '<p>Who</p>', photoUrl: 'https://images.example.org/a.jpg' };

it(`takes a story's ${CHARACTERS_PER_STORY_MAX}th character and refuses the next`, async () => {
  const writer = await buildUser(ctx);
  await buildCharacter(ctx, { user: writer });
  const [outline] = await ctx.db.select({ id: outlines.id }).from(outlines).where(eq(outlines.userId, writer.id));
  await ctx.db.insert(characters).values(
    Array.from({ length: CHARACTERS_PER_STORY_MAX - 2 }, (_, i) => ({
      ...character,
      name: `Extra ${i}`,
      userId: writer.id,
      outlineId: outline!.id,
    })),
  );
  await as(ctx, writer).put('/api/outlines/characters').send(character).expect(201);
  const res = await as(ctx, writer).put('/api/outlines/characters').send(character).expect(400);
  expect(res.body).toEqual({ errors: [{ msg: `A story can have at most ${CHARACTERS_PER_STORY_MAX} characters` }] });
  expect(await ctx.db.$count(characters, eq(characters.outlineId, outline!.id))).toBe(CHARACTERS_PER_STORY_MAX);
});

it(`takes a character's ${NOTES_PER_CHARACTER_MAX}th note and refuses the next`, async () => {
  const writer = await buildUser(ctx);
  const { _id } = await buildCharacter(ctx, { user: writer });
  await ctx.db.insert(notes).values(
    Array.from({ length: NOTES_PER_CHARACTER_MAX - 1 }, (_, i) => ({
      characterId: _id,
      noteTitle: `Note ${i}`,
      noteText: 'Text',
    })),
  );
  await addNote(ctx, writer, _id);
  const res = await as(ctx, writer)
    .put(`/api/outlines/characters/note/${_id}`)
    .send({ noteTitle: 'One too many', noteText: 'Text' })
    .expect(400);
  expect(res.body).toEqual({ errors: [{ msg: `A character can have at most ${NOTES_PER_CHARACTER_MAX} notes` }] });
  expect(await ctx.db.$count(notes, eq(notes.characterId, _id))).toBe(NOTES_PER_CHARACTER_MAX);
});

it(`takes a profile's ${WORKS_PER_PROFILE_MAX}th finished work and refuses the next`, async () => {
  const writer = await buildUser(ctx);
  await buildProfile(ctx, { user: writer });
  const [profile] = await ctx.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.userId, writer.id));
  await ctx.db.insert(works).values(
    Array.from({ length: WORKS_PER_PROFILE_MAX - 1 }, (_, i) => ({
      profileId: profile!.id,
      title: `Work ${i}`,
      author: writer.name,
    })),
  );
  const work = { title: 'The last one', author: writer.name };
  await as(ctx, writer).put('/api/profile/works').send(work).expect(201);
  const res = await as(ctx, writer).put('/api/profile/works').send(work).expect(400);
  expect(res.body).toEqual({ errors: [{ msg: `A profile can list at most ${WORKS_PER_PROFILE_MAX} finished works` }] });
  expect(await ctx.db.$count(works, eq(works.profileId, profile!.id))).toBe(WORKS_PER_PROFILE_MAX);
});
