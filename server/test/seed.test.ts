import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../src/lib/passwords';
import { DEMO_PASSWORD, seedDemoData } from '../src/scripts/demo-data';
import { Random } from '../src/scripts/demo-text';
import { as } from './builders';
import { PROCESS_TEST_TIMEOUT, runScript } from './scripts';
import { createTestContext, type TestContext } from './test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const count = async (query: ReturnType<typeof sql>) => Number((await ctx.db.execute(query)).rows[0]!.n);

describe('demo data', () => {
  it('adds writers and content whose counters match their rows, twice, and leaves the counting triggers on', async () => {
    const passwordHash = await hashPassword(DEMO_PASSWORD, 4);
    const first = await seedDemoData(ctx.db, {
      users: 12,
      posts: 150,
      sheets: 40,
      passwordHash,
      random: new Random(1),
    });
    expect(first).toMatchObject({
      firstEmail: 'seed-1@example.org',
      lastEmail: 'seed-12@example.org',
      users: 12,
      posts: 150,
    });
    expect(first.likes).toBeGreaterThan(0);
    expect(first.comments).toBeGreaterThan(0);
    expect(first.outlines + first.profiles).toBeGreaterThan(0);
    expect(first.flaggedPosts).toBeGreaterThanOrEqual(2);
    expect(first.flaggedComments).toBeGreaterThanOrEqual(2);
    expect(first).toMatchObject({ sheets: 40 });
    expect(first.sheetLikes).toBeGreaterThan(0);

    // A second run on a non-empty database continues the numbering instead of colliding.
    const second = await seedDemoData(ctx.db, { users: 5, posts: 10, passwordHash, random: new Random(1) });
    expect(second).toMatchObject({ firstEmail: 'seed-13@example.org', lastEmail: 'seed-17@example.org' });
    expect(
      await count(sql`select count(*) as n from users where email like 'seed-%@example.org' and email_verified`),
    ).toBe(17);
    expect(await count(sql`select count(*) as n from posts`)).toBe(160);

    const wrongCounters = await count(sql`
      select count(*) as n from posts p
      where like_count <> (select count(*) from post_likes l where l.post_id = p.id)
         or report_count <> (select count(*) from post_reports r where r.post_id = p.id)
         or comment_count <> (select count(*) from comments c where c.post_id = p.id)`);
    const wrongCommentCounters = await count(sql`
      select count(*) as n from comments c
      where vote_count <> (select count(*) from comment_votes v where v.comment_id = c.id)
         or report_count <> (select count(*) from comment_reports r where r.comment_id = c.id)`);
    const wrongSheetCounters = await count(sql`
      select count(*) as n from beat_sheets s
      where likes <> (select count(*) from beat_sheet_likes l where l.sheet_id = s.id)`);
    expect([wrongCounters, wrongCommentCounters, wrongSheetCounters]).toEqual([0, 0, 0]);
    // Spread over the run's writers, all published, none past the per-writer limit.
    expect(await count(sql`select count(*) as n from beat_sheets where published_at is not null`)).toBe(40);
    expect(await count(sql`select max(c) as n from (select count(*) as c from beat_sheets group by user_id) x`)).toBe(
      4,
    );
    // More sheets than the writers may keep: refused before anything is written.
    const usersBefore = await count(sql`select count(*) as n from users`);
    await expect(
      seedDemoData(ctx.db, { users: 1, posts: 0, sheets: 201, passwordHash, random: new Random(2) }),
    ).rejects.toThrow('Sheets need writers: at most 200 each, so pass --users 2 or more');
    expect(await count(sql`select count(*) as n from users`)).toBe(usersBefore);
    expect(await count(sql`select count(*) as n from posts where report_count >= 5`)).toBeGreaterThanOrEqual(2);

    // The triggers count again after the seed: a like through the API moves the counter.
    const login = await ctx
      .api()
      .post('/api/auth')
      .send({ email: 'seed-3@example.org', password: DEMO_PASSWORD })
      .expect(200);
    const [target] = (await ctx.db.execute(sql`select id, like_count from posts where report_count < 5 limit 1`))
      .rows as {
      id: string;
      like_count: number;
    }[];
    const likes = await as(ctx, login.body).put(`/api/posts/like/${target!.id}`).expect(200);
    expect(await count(sql`select like_count as n from posts where id = ${target!.id}`)).toBe(likes.body.length);
    // And the shelf's: the seeded sheets are listed, and a like through the API counts.
    const shelf = await as(ctx, login.body).get('/api/beat-sheets/library?sort=new&limit=50').expect(200);
    expect(shelf.body.sheets).toHaveLength(40);
    const sheet = (shelf.body.sheets as { _id: string; likes: number; liked: boolean }[]).find((one) => !one.liked)!;
    const liked = await as(ctx, login.body).put(`/api/beat-sheets/${sheet._id}/like`).expect(200);
    expect(liked.body).toEqual({ likes: sheet.likes + 1, liked: true });

    // Moderators see the flagged posts in their queue.
    await ctx.db.execute(sql`update users set role = 'mod' where email = 'seed-1@example.org'`);
    const mod = await ctx
      .api()
      .post('/api/auth')
      .send({ email: 'seed-1@example.org', password: DEMO_PASSWORD })
      .expect(200);
    const queue = await as(ctx, mod.body).get('/api/moderation/posts').expect(200);
    expect(queue.body.length).toBeGreaterThanOrEqual(2);
  });
});

/** Runs the script the way `npm run seed --` does, with quick password hashes. */
const runSeed = (args: string[], env: Record<string, string>) =>
  runScript('seed.ts', args, { BCRYPT_COST: '4', ...env });

describe('npm run seed', () => {
  it(
    'seeds the embedded database of DATA_DIR, says what it made, and refuses bad options',
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'three-act-seed-'));
      const ok = await runSeed(['--users', '6', '--posts', '30', '--sheets', '12'], { DATA_DIR: dataDir });
      expect(ok.code).toBe(0);
      expect(ok.output).toContain(`Demo data added to the embedded database in ${dataDir}.`);
      expect(ok.output).toMatch(/6 writers \(verified\)/);
      expect(ok.output).toMatch(/30 posts, \d+ comments, \d+ likes/);
      expect(ok.output).toMatch(/12 beat sheets on the shelf with \d+ likes/);
      expect(ok.output).toContain(
        `Sign in as seed-1@example.org … seed-6@example.org with the password "${DEMO_PASSWORD}"`,
      );

      const bad = await runSeed(['--posts', 'lots'], { DATA_DIR: dataDir });
      expect(bad.code).toBe(1);
      expect(bad.output).toContain('--posts needs a whole number from 0 to 10000000.');
      const noWriters = await runSeed(['--users', '0', '--posts', '5'], { DATA_DIR: dataDir });
      expect(noWriters.code).toBe(1);
      expect(noWriters.output).toContain('Posts need writers');
      const tooManySheets = await runSeed(['--users', '1', '--posts', '0', '--sheets', '201'], { DATA_DIR: dataDir });
      expect(tooManySheets.code).toBe(1);
      expect(tooManySheets.output).toContain('Sheets need writers, at most 200 each: pass --users 2 or more.');
      // Each run starts a process with its own embedded database: beside the e2e suite, minutes.
    },
    PROCESS_TEST_TIMEOUT,
  );
});
