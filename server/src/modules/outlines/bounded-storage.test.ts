import { BEAT_KEYS } from '@three-act/contract/beats';
import { eq, sql } from 'drizzle-orm';
import { characters, outlineRevisions, outlines } from '../../db/schema';
import { createTestContext, type TestContext } from '../../../test/test-app';
import {
  as,
  beatIdOf,
  currentStoryRow,
  buildCharacter,
  buildSession,
  buildStory,
  buildUser,
} from '../../../test/builders';
import type { TestUser } from '../../../test/factories';

// Issue 31, finding 4: bounded storage and work per writer (docs/decisions/151-bounded-storage-per-writer.md).
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** A beat's worth of text at its 100 000 characters, 3 bytes each in UTF-8: 300 000 bytes. */
const heavyBeat = (n: number) => `${n}`.padEnd(100_000, '€');
const stored = (userId: string) => currentStoryRow(ctx, userId);
const save = (user: Pick<TestUser, 'token'>, body: object, tab?: string) =>
  as(ctx, user, tab === undefined ? {} : { 'X-Tab-Id': tab })
    .post('/api/outlines')
    .send(body);

describe('the bytes a writer’s saves carry a minute', () => {
  // The budget's window (in this process's memory, without Redis) opens at a writer's first save and
  // lasts a minute by the clock. Saving 12 MB into PGlite took more than that beside the e2e suite in
  // a CI rehearsal, so the window closed and the save meant to be refused was a new minute's first.
  // The clock stands still here (only `Date`: timers, ticks and I/O run as ever), so each test runs
  // within one minute, however long the machine takes.
  beforeEach(() => {
    jest.useFakeTimers({
      doNotFake: [
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
      ],
    });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  const UNVERIFIED =
    'Too much text saved this minute (at most 1 MB a minute until your e-mail address is verified); please wait a moment, or verify your address';

  it('refuses an unverified writer past 1 MB a minute with 429 and Retry-After, saving nothing, across outline and character saves', async () => {
    const user = await buildUser(ctx);
    const other = await buildUser(ctx);
    await save(user, { title: 'Fast Hands' }).expect(201);
    // 3 saves of 300 000 bytes fit in 1 048 576 bytes, with the title; the 4th does not.
    for (let i = 0; i < 3; i += 1) await save(user, { [BEAT_KEYS[i]!]: heavyBeat(i) }).expect(200);
    const before = await stored(user.id);
    const res = await save(user, { act3a01: heavyBeat(9) }).expect(429);
    expect(res.body).toEqual({ errors: [{ msg: UNVERIFIED }] });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
    const after = await stored(user.id);
    expect(after.act3a01).toBeNull();
    expect(after.version).toBe(before.version);
    // A character's description counts in the same budget.
    const character = await buildCharacter(ctx, { user, name: 'Quill' });
    const patched = await as(ctx, user)
      .patch(`/api/outlines/characters/${character.id}`)
      .send({ desc: `<p>${'€'.repeat(100_000 - 7)}</p>` })
      .expect(429);
    expect(patched.body).toEqual({ errors: [{ msg: UNVERIFIED }] });
    const [kept] = await ctx.db
      .select({ desc: characters.desc })
      .from(characters)
      .where(eq(characters.id, character.id));
    expect(kept!.desc).toBe(character.desc);
    // A small save still fits; another writer has a budget of their own.
    await save(user, { act3a01: 'A short line' }).expect(200);
    await save(other, { title: 'Someone Else' }).expect(201);
    await save(other, { act1a01: heavyBeat(1) }).expect(200);
  });

  it('lets a verified writer save 12 MB a minute (one save of every beat at its longest), then 429 with nothing saved', async () => {
    const user = await buildUser(ctx, { verified: true });
    await save(user, { title: 'Marathon' }).expect(201);
    // One save of the 32 beats at 300 000 bytes (9 600 000) and one of 9 more (2 700 000) fit in
    // 12 582 912 bytes with the title; one more beat does not.
    await save(user, Object.fromEntries(BEAT_KEYS.map((key, i) => [key, heavyBeat(i)]))).expect(200);
    await save(user, Object.fromEntries(BEAT_KEYS.slice(0, 9).map((key, i) => [key, heavyBeat(40 + i)]))).expect(200);
    const before = await stored(user.id);
    const res = await save(user, { act1a02: heavyBeat(70) }).expect(429);
    expect(res.body).toEqual({
      errors: [{ msg: 'Too much text saved this minute (at most 12 MB a minute); please wait a moment and try again' }],
    });
    expect(res.headers['retry-after']).toBeDefined();
    expect((await stored(user.id)).version).toBe(before.version);
    // A story import counts too.
    await as(ctx, user)
      .post('/api/stories/import')
      .send({ format: 'three-act-story/1', title: 'Imported', beats: { act1a01: heavyBeat(71) }, characters: [] })
      .expect(429);
    expect(await ctx.db.$count(outlines, eq(outlines.userId, user.id))).toBe(1);
  });
});

describe('revisions of a session’s tabs', () => {
  it('keeps revisions of their own for 8 sources of a session in a story; further tab ids join the newest', async () => {
    const user = await buildUser(ctx, { verified: true });
    await save(user, { title: 'Many Tabs' }).expect(201); // the session without a tab: its first source
    for (let tab = 1; tab <= 7; tab += 1) await save(user, { act1a01: `From tab ${tab}` }, `tab-${tab}`).expect(200);
    // Tabs 8 to 20 mint nothing: their saves update tab 7's revision, the session's newest.
    for (let tab = 8; tab <= 20; tab += 1) await save(user, { act1a01: `From tab ${tab}` }, `tab-${tab}`).expect(200);
    const revisions = (await as(ctx, user).get('/api/outlines/me/revisions?field=act1a01').expect(200)).body;
    expect(revisions.map((revision: { text: string }) => revision.text)).toEqual([
      'From tab 20',
      ...[6, 5, 4, 3, 2, 1].map((tab) => `From tab ${tab}`),
    ]);
    expect((await stored(user.id)).act1a01).toBe('From tab 20');
    const sources = await ctx.db
      .selectDistinct({ source: outlineRevisions.source })
      .from(outlineRevisions)
      .innerJoin(outlines, eq(outlines.id, outlineRevisions.outlineId))
      .where(eq(outlines.userId, user.id));
    expect(sources).toHaveLength(8);
    // A tab that already has revisions keeps adding its own; so does another session (device).
    await save(user, { act1a01: 'Tab 2 again' }, 'tab-2').expect(200);
    const device = await buildSession(ctx, user);
    await save(device, { act1a01: 'From the phone' }, 'tab-1').expect(200);
    const after = (await as(ctx, user).get('/api/outlines/me/revisions?field=act1a01').expect(200)).body;
    expect(after.map((revision: { text: string }) => revision.text).slice(0, 3)).toEqual([
      'From the phone',
      'Tab 2 again',
      'From tab 20',
    ]);
  });
});

describe('a story’s history in bytes', () => {
  it('keeps at most 5 MB: the oldest revisions go first, never a field’s newest', async () => {
    const user = await buildUser(ctx, { verified: true });
    const story = await buildStory(ctx, { user, title: 'Long History', beats: { act1a02: 'The second beat' } });
    // 200 older revisions of 30 000 bytes (6 MB) across 4 beats, an hour ago and older, oldest first.
    await ctx.db.execute(sql`
      INSERT INTO outline_revisions (outline_id, field, text, version, source, created_at, saved_at)
      SELECT ${story.id}::uuid, b.id::text, repeat('€', 10000), 1, 'old:',
        now() - make_interval(mins => 60 + 200 - n), now() - make_interval(mins => 60 + 200 - n)
      FROM generate_series(1, 200) n
      JOIN story_beats b ON b.outline_id = ${story.id}::uuid AND b.key = 'act1a0' || (3 + n % 4)`);
    const newestBefore = await ctx.db.execute<{ id: string }>(sql`
      SELECT DISTINCT ON (field) id FROM outline_revisions WHERE outline_id = ${story.id}::uuid
      ORDER BY field, saved_at DESC, id DESC`);
    const oldestFirst = (
      await ctx.db.execute<{ id: string }>(sql`
        SELECT id FROM outline_revisions WHERE outline_id = ${story.id}::uuid AND source = 'old:' ORDER BY saved_at, id`)
    ).rows.map((row) => (row as { id: string }).id);

    await save(user, { act1a01: heavyBeat(1) }).expect(200);

    const rows = await ctx.db
      .select({ id: outlineRevisions.id, field: outlineRevisions.field })
      .from(outlineRevisions)
      .where(eq(outlineRevisions.outlineId, story.id));
    const [{ bytes }] = (
      await ctx.db.execute<{ bytes: string }>(
        sql`SELECT sum(octet_length(coalesce(text, ''))) AS bytes FROM outline_revisions WHERE outline_id = ${story.id}::uuid`,
      )
    ).rows as [{ bytes: string }];
    expect(Number(bytes)).toBeLessThanOrEqual(5 * 1024 * 1024);
    expect(Number(bytes)).toBeGreaterThan(5 * 1024 * 1024 - 30_000);
    // Every field's newest revision stays (the title, the second beat, each old beat), and the new one.
    const kept = new Set(rows.map((row) => row.id));
    for (const { id } of newestBefore.rows) expect(kept.has(id)).toBe(true);
    const first = await beatIdOf(ctx, story.id, 'act1a01');
    expect(rows.filter((row) => row.field === first)).toHaveLength(1);
    // What went is the oldest: the old revisions left are the newest of them.
    const left = oldestFirst.filter((id) => kept.has(id));
    expect(left.length).toBeLessThan(200);
    expect(left).toEqual(oldestFirst.slice(200 - left.length));
    expect((await stored(user.id)).act1a01).toBe(heavyBeat(1));
  });
});

describe('the stories of an unverified account', () => {
  const UNVERIFIED_MAX =
    'Until your e-mail address is verified you can keep at most 5 stories: verify it to keep up to 100';

  it('keeps at most 5, and 5 in the trash; a verified writer goes on', async () => {
    const user = await buildUser(ctx);
    const verified = await buildUser(ctx, { verified: true });
    const ids: string[] = [];
    for (let i = 1; i <= 5; i += 1) {
      ids.push(
        (
          await as(ctx, user)
            .post('/api/stories')
            .send({ title: `Story ${i}` })
            .expect(201)
        ).body._id,
      );
      await as(ctx, verified)
        .post('/api/stories')
        .send({ title: `Story ${i}` })
        .expect(201);
    }
    const refused = await as(ctx, user).post('/api/stories').send({ title: 'Story 6' }).expect(400);
    expect(refused.body).toEqual({ errors: [{ msg: UNVERIFIED_MAX }] });
    const imported = await as(ctx, user)
      .post('/api/stories/import')
      .send({ format: 'three-act-story/1', title: 'Imported', beats: {}, characters: [] })
      .expect(400);
    expect(imported.body).toEqual({ errors: [{ msg: UNVERIFIED_MAX }] });
    expect(await ctx.db.$count(outlines, eq(outlines.userId, user.id))).toBe(5);
    await as(ctx, verified).post('/api/stories').send({ title: 'Story 6' }).expect(201);

    // The trash keeps as many as the account may have: a sixth deleted story pushes out the first.
    for (const id of ids) await as(ctx, user).delete(`/api/stories/${id}`).expect(200);
    const sixth = (await as(ctx, user).post('/api/stories').send({ title: 'Story 6' }).expect(201)).body._id;
    await as(ctx, user).delete(`/api/stories/${sixth}`).expect(200);
    const trash = (await as(ctx, user).get('/api/stories/trash').expect(200)).body;
    expect(trash.map((story: { title: string }) => story.title)).toEqual([
      'Story 6',
      'Story 5',
      'Story 4',
      'Story 3',
      'Story 2',
    ]);
    expect(await ctx.db.$count(outlines, eq(outlines.userId, user.id))).toBe(5);
  });
});
