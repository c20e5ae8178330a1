import type { Revision } from '@three-act/contract/outlines';
import type { SceneRevision } from '@three-act/contract/board';
import { and, desc, eq } from 'drizzle-orm';
import { outlineRevisions, outlines } from '../../db/schema';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { addMember, as, buildUser, newApiStory, type ApiStory } from '../../../test/builders';
import type { TestUser } from '../../../test/factories';
import { binary } from '../../../test/binary';
import { strFromU8, unzipSync } from 'fflate';

// Who saved each revision (issue 35, docs/decisions/191-revision-authors.md): the owner's and a
// co-author's saves of one beat stay apart, each naming its writer; a deleted account's stay, unnamed.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const TAB = 'tab-1';

/** The owner's story, opened as the current story by a co-author too. */
async function sharedStory(): Promise<ApiStory & { coauthor: TestUser }> {
  const plan = await newApiStory(ctx);
  const coauthor = await buildUser(ctx, { name: 'Ines Co-author' });
  await addMember(ctx, plan.story._id, coauthor, 'coauthor', { current: true });
  return { ...plan, coauthor };
}

/** The story's ETag as it stands, for a save with If-Match. */
async function etagOf(storyId: string) {
  const [row] = await ctx.db.select({ version: outlines.version }).from(outlines).where(eq(outlines.id, storyId));
  return `"${storyId}.${row!.version}"`;
}

const named = (user: TestUser) => ({ _id: user.id, name: user.name });
const historyOf = async (user: TestUser, field: string) =>
  (await as(ctx, user).get(`/api/outlines/me/revisions?field=${field}`).expect(200)).body as Revision[];
const byWhom = (revisions: { text: string | null; author: Revision['author'] }[]) =>
  revisions.map(({ text, author }) => [text, author?.name ?? null]);

describe.each([
  ['autosaved with If-Match (one statement)', true],
  ['merged without If-Match', false],
])('revisions of a shared story %s', (_mode, withIfMatch) => {
  /** Saves the first beat as `user` from tab-1: through POST /api/outlines, or PATCH …/beats/{beatId}. */
  async function saveBeat(plan: ApiStory, user: TestUser, text: string, route: 'outline' | 'beat') {
    const headers: Record<string, string> = { 'X-Tab-Id': TAB };
    if (withIfMatch) headers['If-Match'] = await etagOf(plan.story._id);
    if (route === 'outline') return as(ctx, user, headers).post('/api/outlines').send({ act1a01: text }).expect(200);
    return as(ctx, user, headers).patch(`${plan.base}/beats/${plan.beats[0]}`).send({ text }).expect(200);
  }

  it("keeps the owner's and a co-author's saves of one beat as revisions of their own, each naming its author", async () => {
    const plan = await sharedStory();
    const { user: owner, coauthor } = plan;
    await saveBeat(plan, owner, 'The owner opens.', 'outline');
    await saveBeat(plan, coauthor, 'The co-author opens.', 'outline');
    // The co-author's next save from the same tab within 10 minutes folds into their own revision…
    await saveBeat(plan, coauthor, 'The co-author opens, again.', 'beat');
    // …and the owner's next one is a revision of its own.
    await saveBeat(plan, owner, 'The owner answers.', 'beat');

    const revisions = await historyOf(owner, 'act1a01');
    expect(revisions.map(({ text, author }) => ({ text, author }))).toEqual([
      { text: 'The owner answers.', author: named(owner) },
      { text: 'The co-author opens, again.', author: named(coauthor) },
      { text: 'The owner opens.', author: named(owner) },
    ]);
    // The co-author reads the same history of the story they have open.
    expect(await historyOf(coauthor, 'act1a01')).toEqual(revisions);
    const stored = await ctx.db
      .select({ authorId: outlineRevisions.authorId })
      .from(outlineRevisions)
      .where(and(eq(outlineRevisions.outlineId, plan.story._id), eq(outlineRevisions.field, plan.beats[0]!)))
      .orderBy(desc(outlineRevisions.savedAt), desc(outlineRevisions.id));
    expect(stored.map((row) => row.authorId)).toEqual([owner.id, coauthor.id, owner.id]);
  });

  it("never folds a co-author's save into another writer's revision, even one kept under the same source", async () => {
    const plan = await sharedStory();
    const { user: owner, coauthor } = plan;
    await saveBeat(plan, coauthor, 'The co-author opens.', 'outline');
    await saveBeat(plan, owner, 'The owner answers.', 'outline');
    // Sessions are each one writer's, so sources differ between writers: the author is checked anyway.
    const [coauthors] = await ctx.db
      .select({ source: outlineRevisions.source })
      .from(outlineRevisions)
      .where(eq(outlineRevisions.authorId, coauthor.id));
    await ctx.db
      .update(outlineRevisions)
      .set({ source: coauthors!.source })
      .where(and(eq(outlineRevisions.outlineId, plan.story._id), eq(outlineRevisions.authorId, owner.id)));

    await saveBeat(plan, coauthor, 'The co-author again.', 'beat');
    expect(byWhom(await historyOf(owner, 'act1a01'))).toEqual([
      ['The co-author again.', coauthor.name],
      ['The owner answers.', owner.name],
      ['The co-author opens.', coauthor.name],
    ]);
  });
});

describe("the owner's account export", () => {
  it('names who saved each revision of a shared story', async () => {
    const plan = await sharedStory();
    await as(ctx, plan.user).post('/api/outlines').send({ act1a01: 'The owner opens.' }).expect(200);
    await as(ctx, plan.coauthor).post('/api/outlines').send({ act1a02: 'The co-author answers.' }).expect(200);
    const res = await as(ctx, plan.user).get('/api/users/me/export').buffer(true).parse(binary).expect(200);
    const files = unzipSync(new Uint8Array(res.body as Buffer));
    const [story] = Object.entries(files)
      .filter(([name]) => name.startsWith('stories/') && name.endsWith('.json'))
      .map(
        ([, file]) =>
          JSON.parse(strFromU8(file)) as { revisions: { field: string; text: string; author: string | null }[] },
      );
    expect(story!.revisions.map(({ field, text, author }) => ({ field, text, author }))).toEqual(
      expect.arrayContaining([
        { field: 'act1a01', text: 'The owner opens.', author: plan.user.name },
        { field: 'act1a02', text: 'The co-author answers.', author: plan.coauthor.name },
      ]),
    );
  });
});

describe('a deleted co-author', () => {
  it('leaves their revisions in the story, with author null', async () => {
    const plan = await sharedStory();
    const { user: owner, coauthor } = plan;
    await as(ctx, coauthor).post('/api/outlines').send({ act1a01: 'Written before leaving.' }).expect(200);
    await as(ctx, owner, { 'X-Tab-Id': TAB })
      .post('/api/outlines')
      .send({ act1a01: 'The owner carries on.' })
      .expect(200);

    await as(ctx, coauthor).delete('/api/profile').send({ password: coauthor.password }).expect(200);

    expect(await historyOf(owner, 'act1a01')).toEqual([
      expect.objectContaining({ text: 'The owner carries on.', author: named(owner) }),
      expect.objectContaining({ text: 'Written before leaving.', author: null }),
    ]);
    const kept = await ctx.db
      .select({ text: outlineRevisions.text, authorId: outlineRevisions.authorId })
      .from(outlineRevisions)
      .where(eq(outlineRevisions.text, 'Written before leaving.'));
    expect(kept).toEqual([{ text: 'Written before leaving.', authorId: null }]);
  });
});

describe('scene and structure revisions', () => {
  it('name who saved each title and summary, and who changed the structure', async () => {
    const plan = await sharedStory();
    const { user: owner, coauthor } = plan;
    const scenes = `${plan.base}/scenes`;
    const scene = (await as(ctx, owner).post(scenes).send({ title: 'Docks at dawn' }).expect(201)).body as {
      _id: string;
    };
    await as(ctx, coauthor)
      .patch(`${scenes}/${scene._id}`)
      .send({ title: 'Docks at dusk', summary: '<p>The ferry is late.</p>' })
      .expect(200);

    const history = (await as(ctx, coauthor).get(`${scenes}/${scene._id}/revisions`).expect(200))
      .body as SceneRevision[];
    expect(history.map(({ field, text, author }) => ({ field, text, author }))).toEqual(
      expect.arrayContaining([
        { field: 'title', text: 'Docks at dusk', author: named(coauthor) },
        { field: 'summary', text: '<p>The ferry is late.</p>', author: named(coauthor) },
        { field: 'title', text: 'Docks at dawn', author: named(owner) },
      ]),
    );
    expect(history).toHaveLength(3);

    // A structure change keeps the structure before it, named for the writer who changed it.
    const acts = plan.story.acts.map((act, index) => ({
      ...(index > 0 && { key: act.key }),
      name: index === 0 ? 'The docks' : act.name,
      beats: act.beats.map(({ _id }) => ({ _id })),
    }));
    await as(ctx, coauthor, { 'If-Match': await etagOf(plan.story._id) })
      .put(`${plan.base}/structure`)
      .send({ acts })
      .expect(200);
    const structures = (await as(ctx, owner).get(`${plan.base}/structure/revisions`).expect(200)).body;
    expect(structures).toEqual([expect.objectContaining({ sheet: 'Three Act', author: named(coauthor) })]);
  });
});
