import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { counterMismatches, DERIVED_TABLES, listTables, nonEmptyTables, restoreBackup } from '../../src/db/backup';
import { MIGRATION_COUNT, openDatabase, type Database } from '../../src/db/client';
import * as schema from '../../src/db/schema';
import { users } from '../../src/db/schema';
import { runScript } from '../scripts';
import { createPgDatabase, postgresUrl } from './processes';
import { appOn, AVATAR_BYTES, SEED_PASSWORD, seedEverything } from './seed-everything';

/** The newest migration this build carries, as a backup's header names it. */
const LATEST_TAG = (
  JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../drizzle/meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  }
).entries.at(-1)!.tag;
const LEVEL = `${LATEST_TAG} (${MIGRATION_COUNT} migrations)`;

/** Every table the schema declares: a backup must carry each one, so the seed fills each one. */
const SCHEMA_TABLES = (Object.values(schema) as unknown[])
  .flatMap((value) => (is(value, PgTable) ? [getTableName(value)] : []))
  .filter((name) => !DERIVED_TABLES.includes(name))
  .sort();

/** A database the scripts can reach through their environment, and the test through openDatabase. */
interface Place {
  label: string;
  env: Record<string, string>;
  open(): Promise<Database>;
  cleanup(): Promise<void>;
}

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'three-act-backup-'));
const places: Place[] = [];

function embedded(): Place {
  const dataDir = fs.mkdtempSync(path.join(scratch, 'data-'));
  const place = {
    label: 'embedded',
    env: { DATA_DIR: dataDir, DATABASE_URL: '' },
    open: () => openDatabase({ dataDir }),
    cleanup: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
  places.push(place);
  return place;
}

async function postgres(): Promise<Place> {
  const database = await createPgDatabase('three_act_backup');
  // The data dir only holds the generated JWT secret when DATABASE_URL is set.
  const place = {
    label: 'PostgreSQL',
    env: { DATABASE_URL: database.url, DATA_DIR: fs.mkdtempSync(path.join(scratch, 'pg-')) },
    open: () => openDatabase({ databaseUrl: database.url, poolSize: 2 }),
    cleanup: () => database.drop(),
  };
  places.push(place);
  return place;
}

afterAll(async () => {
  for (const place of places) await place.cleanup();
  fs.rmSync(scratch, { recursive: true, force: true });
});

let fileCounter = 0;
const newFile = () => path.join(scratch, `backup-${(fileCounter += 1)}.jsonl`);

async function backup(place: Place, file = newFile(), extra: string[] = []) {
  const result = await runScript('backup.ts', [file, ...extra], place.env);
  if (result.code !== 0) throw new Error(`backup of ${place.label} failed: ${result.output}`);
  expect(result.output).toContain('Backed up ');
  // Password and token hashes are in it: owner-only.
  expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  return file;
}

async function restore(place: Place, file: string, extra: string[] = []) {
  const result = await runScript('restore.ts', [file, ...extra], place.env);
  if (result.code !== 0) throw new Error(`restore into ${place.label} failed: ${result.output}`);
  expect(result.output).toContain('Counters match their rows.');
  return result.output;
}

async function withDatabase<T>(place: Place, use: (database: Database) => Promise<T>): Promise<T> {
  const database = await place.open();
  try {
    return await use(database);
  } finally {
    await database.close();
  }
}

const lines = (file: string) => fs.readFileSync(file, 'utf8').trimEnd().split('\n');

/** Everything after the header line must be identical; the header differs only in when and from where. */
function expectSameContent(a: string, b: string) {
  const [headerA, ...restA] = lines(a);
  const [headerB, ...restB] = lines(b);
  const { createdAt: _a, source: _sa, ...levelA } = JSON.parse(headerA!);
  const { createdAt: _b, source: _sb, ...levelB } = JSON.parse(headerB!);
  expect(levelB).toEqual(levelA);
  expect(restB.length).toBe(restA.length);
  const firstDifference = restA.findIndex((line, i) => line !== restB[i]);
  expect({ firstDifference, a: restA[firstDifference], b: restB[firstDifference] }).toEqual({
    firstDifference: -1,
    a: undefined,
    b: undefined,
  });
}

/** The restored database works for the app: a seeded writer signs in, counters equal their rows, bytes intact. */
async function expectWorkingCopy(place: Place) {
  await withDatabase(place, async ({ db }) => {
    const { api, close } = appOn(db, path.join(scratch, 'outbox'));
    try {
      const login = await api().post('/api/auth').send({ email: 'cy@example.org', password: SEED_PASSWORD });
      expect(login.status).toBe(200);
      const me = await api().get('/api/auth').set('x-auth-token', login.body.token);
      expect(me.body).toMatchObject({ name: 'Cy "Quote" Writer', email: 'cy@example.org', emailVerified: true });
      const posts = await api().get('/api/posts').set('x-auth-token', login.body.token);
      expect(posts.status).toBe(200);
      expect(posts.body.length).toBe(6);
    } finally {
      close();
    }
    expect(await counterMismatches(db)).toEqual({
      'posts.like_count': 0,
      'posts.report_count': 0,
      'posts.comment_count': 0,
      'comments.vote_count': 0,
      'beat_sheets.likes': 0,
      'beat_sheets.report_count': 0,
      'comments.report_count': 0,
    });
    const [ada] = await db
      .select({ avatar: users.avatarImage, role: users.role })
      .from(users)
      .where(eq(users.email, 'ada@example.org'));
    expect(Buffer.compare(ada!.avatar!, AVATAR_BYTES)).toBe(0);
    expect(ada!.role).toBe('admin');
    const [{ likes }] = (await db.execute(sql`SELECT sum(like_count)::int AS likes FROM posts`)).rows as [
      {
        likes: number;
      },
    ];
    expect(likes).toBe(12);
    // The search's word table, left out of the file, is filled again by the restore's own inserts.
    const terms = await db.execute(sql`
      SELECT (SELECT count(*)::int FROM post_terms) AS terms, (SELECT count(*)::int FROM (
        SELECT p.id, w.lexeme, term_rank(p.search, w.lexeme), p.report_count < 5 FROM posts p, unnest(p.search) w
        EXCEPT SELECT post_id, lexeme, rank, visible FROM post_terms) d) AS missing`);
    expect(terms.rows[0]).toMatchObject({ terms: expect.any(Number), missing: 0 });
    expect((terms.rows[0] as { terms: number }).terms).toBeGreaterThan(0);
  });
}

/** Seeds through the API and checks that every table of the schema got rows. */
async function seed(place: Place) {
  await withDatabase(place, async ({ db }) => {
    await seedEverything(db, path.join(scratch, 'outbox'));
    const tables = (await listTables(db)).map((t) => t.name);
    expect([...tables].sort()).toEqual(SCHEMA_TABLES);
    expect(Object.keys(await nonEmptyTables(db)).sort()).toEqual([...tables].sort());
  });
}

/** The file itself: exact bytes, arrays and microseconds survive in a form any reader can take. */
function expectPortableFile(file: string) {
  const all = lines(file).map((line) => JSON.parse(line));
  expect(all[0]).toMatchObject({
    format: 'three-act-backup',
    version: 1,
    migration: { count: MIGRATION_COUNT, tag: LATEST_TAG },
  });
  expect(all[all.length - 1]).toMatchObject({ end: true, rows: expect.objectContaining({ users: 4, posts: 6 }) });
  const usersAt = all.findIndex((line) => line.table === 'users');
  const columns = all[usersAt].columns.map((c: { name: string }) => c.name);
  const adaRow = all
    .slice(usersAt + 1)
    .find((row) => Array.isArray(row) && row[columns.indexOf('email')] === 'ada@example.org');
  expect(Buffer.from(adaRow[columns.indexOf('avatar_image')], 'base64').equals(AVATAR_BYTES)).toBe(true);
  expect(adaRow[columns.indexOf('created_at')]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{1,6})?\+00:00$/);
  const profilesAt = all.findIndex((line) => line.table === 'profiles');
  const genresAt = all[profilesAt].columns.findIndex((c: { name: string }) => c.name === 'genres');
  const genres = all
    .slice(profilesAt + 1)
    .filter(Array.isArray)
    .map((row) => row[genresAt]);
  expect(genres).toContainEqual(['Fantasy', 'Sci "Fi"', 'a,b', '{braces}', 'NULL', '', 'Ünïcödé 🐉']);
}

describe('npm run backup / npm run restore', () => {
  if (postgresUrl()) {
    it('round-trips every table from the embedded database to PostgreSQL and back, unchanged', async () => {
      const source = embedded();
      await seed(source);
      const first = await backup(source);
      expectPortableFile(first);

      const server = await postgres();
      await restore(server, first);
      const second = await backup(server);
      expectSameContent(first, second);
      await expectWorkingCopy(server);

      const back = embedded();
      await restore(back, second);
      expectSameContent(first, await backup(back));
      await expectWorkingCopy(back);
    });

    it('round-trips every table from PostgreSQL (seeded there, microsecond timestamps) to the embedded database', async () => {
      const source = await postgres();
      await seed(source);
      const first = await backup(source);
      expectPortableFile(first);
      // PostgreSQL keeps microseconds; they must reach the file and come back.
      expect(fs.readFileSync(first, 'utf8')).toMatch(/T\d\d:\d\d:\d\d\.\d{6}\+00:00/);

      const copy = embedded();
      await restore(copy, first);
      expectSameContent(first, await backup(copy));
      await expectWorkingCopy(copy);
    });
  } else {
    it('round-trips every table from one embedded database to another, unchanged (no PostgreSQL server reachable)', async () => {
      const source = embedded();
      await seed(source);
      const first = await backup(source);
      expectPortableFile(first);
      const copy = embedded();
      await restore(copy, first);
      expectSameContent(first, await backup(copy));
      await expectWorkingCopy(copy);
    });
  }

  it('refuses what would lose or mix data, and changes nothing when it does', async () => {
    const source = embedded();
    await seed(source);
    const file = await backup(source);

    // An existing file is not overwritten without --force.
    const again = await runScript('backup.ts', [file], source.env);
    expect(again.code).toBe(1);
    expect(again.output).toContain('already exists. Choose another name, or add --force to overwrite it.');
    await backup(source, file, ['--force']);

    // The embedded database cannot be read while a server (here: this process) holds it.
    const running = await source.open();
    try {
      const locked = await runScript('backup.ts', [newFile()], source.env);
      expect(locked.code).toBe(1);
      expect(locked.output).toContain('is in use by another process');
      expect(locked.output).toContain('Stop it to back up the embedded database');
      const lockedRestore = await runScript('restore.ts', [file, '--replace'], source.env);
      expect(lockedRestore.code).toBe(1);
      expect(lockedRestore.output).toContain('stop it before restoring into it');
    } finally {
      await running.close();
    }

    // A non-empty target is refused without --replace.
    const refused = await runScript('restore.ts', [file], source.env);
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(
      /The target database is not empty \(users 4, .*\)\. Restore into an empty database, or add --replace to wipe it first\./,
    );

    // --replace wipes the target first: the result is the backup, not a mix.
    await withDatabase(source, async ({ db }) => {
      await db.insert(users).values({ name: 'Someone Else', email: 'else@example.org', passwordHash: 'x' });
    });
    const replaced = await restore(source, file, ['--replace']);
    expect(replaced).toMatch(/The \d+ rows that were there before were removed \(--replace\)\./);
    const expected = JSON.parse(lines(file).at(-1)!).rows as Record<string, number>;
    await withDatabase(source, async ({ db }) => {
      expect(await nonEmptyTables(db)).toEqual(expected);
      expect(await db.$count(users, eq(users.email, 'else@example.org'))).toBe(0);
    });

    // Damaged files are refused whole (in this process, on an in-memory database: the same code the script runs).
    const target = await openDatabase({});
    try {
      const variants: [string, string[], string][] = [
        ['truncated', lines(file).slice(0, -3), 'the backup is incomplete, so nothing was restored'],
        [
          'row count',
          [...lines(file).slice(0, -1), JSON.stringify({ end: true, rows: { ...expected, posts: 7 } })],
          'announces 7 rows of posts but holds 6',
        ],
        [
          'garbled',
          [...lines(file).slice(0, 20), '{"table": "posts", "colu', ...lines(file).slice(20)],
          'is not valid JSON: the file is damaged',
        ],
        [
          'other schema level',
          [
            JSON.stringify({
              ...JSON.parse(lines(file)[0]!),
              migration: { count: MIGRATION_COUNT + 1, tag: '9999_future', hash: 'f'.repeat(64) },
            }),
            ...lines(file).slice(1),
          ],
          `The backup was made at schema migration 9999_future (${MIGRATION_COUNT + 1} migrations), but this database is at ${LEVEL}`,
        ],
      ];
      for (const [name, content, message] of variants) {
        const damaged = newFile();
        fs.writeFileSync(damaged, `${content.join('\n')}\n`);
        await expect(restoreBackup(target.db, damaged)).rejects.toThrow(message);
        expect({ name, rows: await nonEmptyTables(target.db) }).toEqual({ name, rows: {} });
      }
      // The intact file loads into it.
      await restoreBackup(target.db, file);
      expect(await nonEmptyTables(target.db)).toEqual(expected);
    } finally {
      await target.close();
    }
  });
});
