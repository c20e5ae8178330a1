import { BUILT_IN_SHEETS } from '@three-act/contract/built-in-sheets';
import { storySchema, type Story } from '@three-act/contract/story-structure';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { as, buildUser } from '../../../test/builders';
import type { TestUser } from '../../../test/factories';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const etag = (story: Pick<Story, '_id' | 'version'>) => `"${story._id}.${story.version}"`;
/** Texts JSON must escape, or that PostgreSQL and JavaScript might write differently. */
const TRICKY = [
  'Quote " backslash \\ slash /',
  'Tab\tnew\nline\r\u0001 bell',
  'Ünïcödé — “curly” 文字 😀 \u2028 \u2029',
  '',
];

const read = (user: TestUser, id: string) => as(ctx, user).get(`/api/stories/${id}`).expect(200);

/**
 * GET /api/stories/{id} is written by PostgreSQL (story-text.ts) and every save's answer by
 * `toStoryJson`: a writer's page reads both, so they must be the same story, field for field.
 */
describe('GET /api/stories/{id}: the answer PostgreSQL writes is the one the saves answer', () => {
  it.each(BUILT_IN_SHEETS.map((sheet) => [sheet.id] as const))(
    'on %s: built-in words, written text, renamed and hinted beats, a renamed act and unplaced text',
    async (sheet) => {
      const user = await buildUser(ctx);
      const title = TRICKY[0];
      const made = await as(ctx, user).post('/api/stories').send({ title, beatSheet: sheet }).expect(201);
      let story = (await read(user, made.body._id)).body as Story;
      const beats = story.acts.flatMap((act) => act.beats);
      for (const [index, beat] of beats.entries()) {
        const saved = await as(ctx, user)
          .patch(`/api/stories/${story._id}/beats/${beat._id}`)
          .set('If-Match', etag(story))
          .send({ text: index === 1 ? null : `${index}. ${TRICKY[index % TRICKY.length]}` })
          .expect(200);
        story = saved.body;
      }
      expect((await read(user, story._id)).body).toEqual(story);

      // The first act renamed, its first beat with words of its own, a beat made without a key, and
      // the last beat dropped: its text goes to the unplaced list.
      const [first, ...rest] = story.acts as [Story['acts'][number], ...Story['acts']];
      const acts = [
        {
          ...(first.key !== undefined && { key: first.key }),
          name: 'Opening, “renamed”',
          beats: [
            { _id: first.beats[0]!._id, name: 'My own name', question: 'My own question?', hint: 'A hint of mine' },
            ...first.beats.slice(1).map(({ _id }) => ({ _id })),
            { name: 'A beat of my own', question: 'Why?' },
          ],
        },
        ...rest.map((act, index) => ({
          ...(act.key !== undefined && { key: act.key }),
          name: act.name,
          beats: (index === rest.length - 1 ? act.beats.slice(0, -1) : act.beats).map(({ _id }) => ({ _id })),
        })),
      ];
      const changed = await as(ctx, user)
        .put(`/api/stories/${story._id}/structure`)
        .set('If-Match', etag(story))
        .send({ acts })
        .expect(200);
      expect(changed.body.unplaced).toHaveLength(1);

      const answer = await read(user, story._id);
      expect(answer.body).toEqual(changed.body);
      expect(storySchema.parse(answer.body)).toEqual(answer.body);
      expect(answer.headers.etag).toBe(etag(changed.body));
      expect(answer.headers['content-type']).toMatch(/^application\/json; charset=utf-8/);
    },
  );

  it("answers a story on the writer's own sheet, its hint and a beat without text, the same way too", async () => {
    const user = await buildUser(ctx);
    const sheet = await as(ctx, user)
      .post('/api/beat-sheets')
      .send({ name: 'Two', acts: [{ name: 'One', beats: [{ name: 'A', question: 'Q?', hint: 'H' }] }] })
      .expect(201);
    const made = await as(ctx, user)
      .post('/api/stories')
      .send({ title: 'Mine', beatSheet: sheet.body._id })
      .expect(201);
    const story = (await read(user, made.body._id)).body as Story;
    const beat = story.acts[0]!.beats[0]!;
    expect(beat).toEqual({ _id: beat._id, name: 'A', question: 'Q?', hint: 'H', text: null });
    const saved = await as(ctx, user)
      .patch(`/api/stories/${story._id}/beats/${beat._id}`)
      .set('If-Match', etag(story))
      .send({ text: 'Written' })
      .expect(200);
    expect((await read(user, story._id)).body).toEqual(saved.body);
  });
});
