import { eq, sql } from 'drizzle-orm';
import { outlineRevisions, outlines } from '../../db/schema';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { as, beatIdOf, currentStoryRow, buildStory, buildUser, storyRows } from '../../../test/builders';
import type { TestUser } from '../../../test/factories';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const MISSING_ID = '0b7a3c1e-5f7d-4a8e-9c2b-1d3e5f7a9b0c';
const CHANGED = 'Changed elsewhere since you loaded it: choose a version';

/** POST /api/outlines as `user`, with If-Match and a tab id when given. */
function save(user: TestUser, body: object, { ifMatch, tab }: { ifMatch?: string; tab?: string } = {}) {
  let req = as(ctx, user).post('/api/outlines');
  if (ifMatch !== undefined) req = req.set('If-Match', ifMatch);
  if (tab !== undefined) req = req.set('X-Tab-Id', tab);
  return req.send(body);
}

const storedOf = (userId: string) => currentStoryRow(ctx, userId);
const revisionsOf = (user: TestUser, field: string) => as(ctx, user).get(`/api/outlines/me/revisions?field=${field}`);

describe('conflict-safe saves (If-Match)', () => {
  it('sends the story and its version as the ETag; every saved change bumps it, an unchanged save does not', async () => {
    const user = await buildUser(ctx);
    const created = await save(user, { title: 'Versions' }).expect(201);
    expect(created.body.version).toBe(1);
    const id = created.body._id as string;
    expect(created.headers.etag).toBe(`"${id}.1"`);
    const me = await as(ctx, user).get('/api/outlines/me').expect(200);
    expect(me.headers.etag).toBe(`"${id}.1"`);
    expect((await save(user, { act1a01: 'One' }, { ifMatch: me.headers.etag }).expect(200)).body.version).toBe(2);
    // The version alone still names the current story's version.
    expect((await save(user, { act1a01: 'One' }, { ifMatch: '"2"' }).expect(200)).body.version).toBe(2);
    expect((await save(user, { promptDismissed: true }).expect(200)).body.version).toBe(2);
  });

  it('two tabs: the stale save of a field changed since answers 409 naming only that field, and saves nothing', async () => {
    const user = await buildUser(ctx);
    await save(user, { title: 'Two tabs', act1a04: 'Beat four', act1a07: 'Beat seven' }).expect(201);
    // Both tabs loaded version 1. Tab 1 saves beat 4.
    await save(user, { act1a04: 'Beat four, from tab 1' }, { ifMatch: '"1"' }).expect(200);
    // Tab 2 (still at version 1) saves beats 4 and 7 and the title.
    const res = await save(
      user,
      { act1a04: 'Beat four, from tab 2', act1a07: 'Beat seven, from tab 2', title: 'Two tabs' },
      { ifMatch: '"1"' },
    ).expect(409);
    expect(res.headers['error-code']).toBe('conflict');
    expect(res.headers.etag).toBe(`"${res.body.outline._id}.2"`);
    expect(res.body.errors).toEqual([{ msg: CHANGED, path: 'act1a04' }]);
    expect(res.body.outline).toMatchObject({ version: 2, act1a04: 'Beat four, from tab 1', act1a07: 'Beat seven' });
    const stored = await storedOf(user.id);
    expect([stored.act1a04, stored.act1a07, stored.version]).toEqual(['Beat four, from tab 1', 'Beat seven', 2]);

    // The same stale save of beat 4 alone (the app's autosave): 409 too, nothing saved.
    const alone = await save(user, { act1a04: 'Beat four, from tab 2' }, { ifMatch: '"1"' }).expect(409);
    expect(alone.body.errors).toEqual([{ msg: CHANGED, path: 'act1a04' }]);
    expect((await storedOf(user.id)).act1a04).toBe('Beat four, from tab 1');
    expect((await revisionsOf(user, 'act1a04').expect(200)).body[0].text).toBe('Beat four, from tab 1');

    // Tab 2 saves only beat 7 against the same old version: no conflict, since beat 7 has not changed since.
    expect(
      (await save(user, { act1a07: 'Beat seven, from tab 2' }, { ifMatch: '"1"' }).expect(200)).body,
    ).toMatchObject({
      act1a04: 'Beat four, from tab 1',
      act1a07: 'Beat seven, from tab 2',
      version: 3,
    });
    // Sending the text that is stored now is no conflict either.
    await save(user, { act1a04: 'Beat four, from tab 1' }, { ifMatch: '"1"' }).expect(200);
    // With the version it was shown (the 409's outline), the writer's choice saves.
    await save(user, { act1a04: 'Both: tab 1 and tab 2' }, { ifMatch: '"3"' }).expect(200);
    expect((await storedOf(user.id)).act1a04).toBe('Both: tab 1 and tab 2');
  });

  it('autosaves of different beats sent at once from one loaded version all save, each with its history', async () => {
    const user = await buildUser(ctx);
    await save(user, { title: 'At once' }).expect(201);
    const beats = ['act1a01', 'act1a02', 'act1a03', 'act2a01', 'act2a02', 'act2a03', 'act3a01', 'act3a02'];
    const answers = await Promise.all(
      beats.map((beat, i) => save(user, { [beat]: `Beat ${i}` }, { ifMatch: '"1"', tab: `tab-${i}` })),
    );
    expect(answers.map((res) => res.status)).toEqual(beats.map(() => 200));
    // Each answer is the story as one moment saw it: at version v, the v - 1 beats saved by then.
    // (Saves queue on the story's row; one that waited must not answer a version with an older text.)
    for (const { body } of answers) {
      expect(beats.filter((beat) => body[beat] !== null)).toHaveLength(body.version - 1);
    }
    const last = answers.find(({ body }) => body.version === 1 + beats.length);
    expect(last?.body).toEqual((await as(ctx, user).get('/api/outlines/me').expect(200)).body);
    const stored = await storedOf(user.id);
    expect(stored.version).toBe(1 + beats.length);
    expect(beats.map((beat) => stored[beat as 'act1a01'])).toEqual(beats.map((_, i) => `Beat ${i}`));
    expect(new Set(Object.values(stored.fieldVersions)).size).toBe(1 + beats.length);
    for (const [i, beat] of beats.entries()) {
      expect((await revisionsOf(user, beat).expect(200)).body.map((r: { text: string }) => r.text)).toEqual([
        `Beat ${i}`,
      ]);
    }
  });

  it('without If-Match merges as the spec says (last save wins)', async () => {
    const user = await buildUser(ctx);
    await save(user, { title: 'Spec client', act2a01: 'First' }).expect(201);
    await save(user, { act2a01: 'Second' }).expect(200);
    await save(user, { act2a01: 'Third' }).expect(200);
    expect((await storedOf(user.id)).act2a01).toBe('Third');
  });

  it.each([
    '12',
    '"abc"',
    'W/"1"',
    '"1", "2"',
    '*',
    '"-1"',
    '"99999999999"',
    `"${MISSING_ID}"`,
    `"${MISSING_ID}."`,
    `"x.1"`,
  ])('refuses the malformed If-Match %j with 400 and saves nothing', async (ifMatch) => {
    const user = await buildUser(ctx);
    await save(user, { title: 'Malformed' }).expect(201);
    const res = await save(user, { act1a01: 'Nope' }, { ifMatch }).expect(400);
    expect(res.body).toEqual({
      errors: [
        {
          msg: 'If-Match must be the outline\'s ETag, such as "<story id>.12", or its version in quotes, such as "12"',
        },
      ],
    });
    expect((await storedOf(user.id)).act1a01).toBeNull();
  });

  it('a tab holding a story that another tab or device has since left: 412, nothing written to either story', async () => {
    const user = await buildUser(ctx);
    const one = await save(user, { title: 'Story one', act1a01: 'One, beat one' }).expect(201);
    // Another tab makes a new story, which becomes current; it has fewer saves than the first.
    await as(ctx, user).post('/api/stories').send({ title: 'Story two' }).expect(201);
    for (const body of [{ act1a01: 'Two, beat one' }, { act1a02: 'Two, beat two' }]) {
      await save(user, body).expect(200);
    }
    // The first tab autosaves (one field) and saves two fields, with the first story's ETag.
    for (const body of [{ act1a01: 'Typed in tab one' }, { act1a01: 'Typed in tab one', act1a03: 'More' }]) {
      const res = await save(user, body, { ifMatch: one.headers.etag }).expect(412);
      expect(res.headers['error-code']).toBe('precondition_failed');
      expect(res.body.errors[0].msg).toMatch(/different story/);
    }
    const stories = await storyRows(ctx, eq(outlines.userId, user.id));
    expect(stories.map((story) => [story.title, story.act1a01, story.act1a03]).sort()).toEqual([
      ['Story one', 'One, beat one', null],
      ['Story two', 'Two, beat one', null],
    ]);
    // A version the story never had is refused the same way, whichever form the tag takes.
    const current = await storedOf(user.id);
    for (const ifMatch of [`"${current.version + 1}"`, `"${current.id}.${current.version + 5}"`]) {
      await save(user, { act1a01: 'From the future' }, { ifMatch }).expect(412);
    }
    // Back on the first story, the same ETag saves.
    await as(ctx, user).put(`/api/stories/${one.body._id}/current`).expect(200);
    await save(user, { act1a01: 'Typed in tab one' }, { ifMatch: one.headers.etag }).expect(200);
    expect((await storedOf(user.id)).act1a01).toBe('Typed in tab one');
  });

  it('refuses a malformed X-Tab-Id, and If-Match when there is no outline (autosave never creates one)', async () => {
    const user = await buildUser(ctx);
    await save(user, { title: 'Tabs' }, { tab: 'bad tab!' }).expect(400);
    await save(user, { title: 'Tabs' }, { ifMatch: '"0"' }).expect(404);
    expect(await ctx.db.$count(outlines, eq(outlines.userId, user.id))).toBe(0);
  });
});

/**
 * A one-field save is written two ways: the spec's merge (no If-Match) inside a transaction, and the
 * app's autosave (If-Match) as one statement. Both keep the same history.
 */
describe.each([
  ['merged without If-Match', false],
  ['autosaved with If-Match', true],
])('revisions of a field %s', (_mode, autosave) => {
  /** Saves one user's fields, with If-Match set to the version the last answer gave when autosaving. */
  function saver(user: TestUser, version: number) {
    return async (body: object, tab?: string) => {
      const res = await save(user, body, { tab, ifMatch: autosave ? `"${version}"` : undefined }).expect(200);
      version = res.body.version;
      return res;
    };
  }

  it('coalesces saves of one field from one tab for 10 minutes; another tab or a later save adds one', async () => {
    const user = await buildUser(ctx);
    const created = await save(user, { title: 'History' }, { tab: 'tab-1' }).expect(201);
    const put = saver(user, created.body.version);
    for (const text of ['A', 'A storm', 'A storm rises']) await put({ act1a02: text }, 'tab-1');
    let revisions = (await revisionsOf(user, 'act1a02').expect(200)).body;
    expect(revisions).toEqual([
      {
        _id: expect.any(String),
        field: 'act1a02',
        text: 'A storm rises',
        savedAt: expect.any(String),
        author: { _id: user.id, name: user.name },
      },
    ]);
    expect((await storedOf(user.id)).version).toBe(4);

    await put({ act1a02: 'From the phone' }, 'tab-2');
    revisions = (await revisionsOf(user, 'act1a02').expect(200)).body;
    expect(revisions.map((revision: { text: string }) => revision.text)).toEqual(['From the phone', 'A storm rises']);

    // Ten minutes later the same tab starts a new revision.
    await ctx.db.update(outlineRevisions).set({ createdAt: sql`now() - interval '11 minutes'` });
    await put({ act1a02: 'From the phone, later' }, 'tab-2');
    // Clearing a beat is a change too.
    await put({ act1a02: '' }, 'tab-2');
    revisions = (await revisionsOf(user, 'act1a02').expect(200)).body;
    expect(revisions.map((revision: { text: string | null }) => revision.text)).toEqual([
      null,
      'From the phone',
      'A storm rises',
    ]);
    expect((await revisionsOf(user, 'title').expect(200)).body.map((r: { text: string }) => r.text)).toEqual([
      'History',
    ]);
    const stored = await storedOf(user.id);
    expect([stored.act1a02, stored.version, stored.fieldVersions]).toEqual([null, 7, { title: 1, act1a02: 7 }]);
  });

  it('keeps the newest 100 revisions of a field', async () => {
    const user = await buildUser(ctx);
    const created = await save(user, { title: 'Cap' }).expect(201);
    const { id } = await storedOf(user.id);
    const field = await beatIdOf(ctx, id, 'act3a01');
    await ctx.db.insert(outlineRevisions).values(
      Array.from({ length: 100 }, (_, i) => ({
        outlineId: id,
        field,
        text: `old ${i}`,
        version: 1,
        source: 'seed',
        savedAt: new Date(Date.now() - (200 - i) * 60_000),
      })),
    );
    await saver(user, created.body.version)({ act3a01: 'newest' });
    const revisions = (await revisionsOf(user, 'act3a01').expect(200)).body;
    expect(revisions).toHaveLength(100);
    expect(revisions[0].text).toBe('newest');
    expect(revisions.at(-1).text).toBe('old 1');
  });
});

describe('revisions', () => {
  it('restores a revision as a new change; another writer cannot read or restore it', async () => {
    const user = await buildUser(ctx);
    const other = await buildUser(ctx);
    await save(user, { title: 'Restore', act2a04: 'The first idea' }, { tab: 'a' }).expect(201);
    await save(user, { act2a04: 'A worse idea' }, { tab: 'b' }).expect(200);
    const [, first] = (await revisionsOf(user, 'act2a04').expect(200)).body;
    expect(first.text).toBe('The first idea');

    await buildStory(ctx, { user: other, title: 'Theirs' });
    const foreign = await as(ctx, other).put(`/api/outlines/me/revisions/${first._id}/restore`);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ errors: [{ msg: 'Revision not found' }] });
    expect((await revisionsOf(other, 'act2a04').expect(200)).body).toEqual([]);

    const restored = await as(ctx, user).put(`/api/outlines/me/revisions/${first._id}/restore`).expect(200);
    expect(restored.body).toMatchObject({ act2a04: 'The first idea', version: 3 });
    expect(restored.headers.etag).toBe(`"${restored.body._id}.3"`);
    expect((await revisionsOf(user, 'act2a04').expect(200)).body.map((r: { text: string }) => r.text)).toEqual([
      'The first idea',
      'A worse idea',
      'The first idea',
    ]);
  });

  it('refuses an unknown field, a malformed or missing revision id, and answers 401 signed out', async () => {
    const user = await buildUser(ctx);
    await save(user, { title: 'Bad input' }).expect(201);
    for (const field of ['', 'act4a01', 'password', 'title&field=act1a01']) {
      const res = await revisionsOf(user, encodeURIComponent(field)).expect(400);
      expect(res.body).toEqual({
        errors: [{ msg: 'field must be title, a beat key such as act2a04, or a beat id', path: 'field' }],
      });
    }
    await as(ctx, user).get('/api/outlines/me/revisions').expect(400);
    const malformed = await as(ctx, user).put('/api/outlines/me/revisions/abc/restore');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ errors: [{ msg: 'Malformed revision id', path: 'id' }] });
    await as(ctx, user).put(`/api/outlines/me/revisions/${MISSING_ID}/restore`).expect(404);
    await ctx.api().get('/api/outlines/me/revisions?field=title').expect(401);
    await ctx.api().put(`/api/outlines/me/revisions/${MISSING_ID}/restore`).expect(401);
  });
});
