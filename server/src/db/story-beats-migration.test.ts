import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { BEAT_KEYS, beatPosition } from '@three-act/contract/beats';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { Client, Pool } from 'pg';
import { createOutlinesService } from '../modules/outlines/outlines.service';
import type { AppDeps } from '../deps';
import type { Db } from './client';
import { PGLITE_EXTENSIONS } from './pglite-extensions';

/**
 * Stories written by the schema before beats were rows (migration 0013) keep every byte through
 * 0014–0015 (docs/decisions/154-story-structure-as-rows.md): beat texts and the versions that last
 * changed them, titles, revisions (now keyed by beat id), characters' beats (now ids, in order),
 * and the story versions drafts hold in If-Match. On PGlite, or on PostgreSQL when DATABASE_URL is set.
 */

const migrationsFolder = path.resolve(__dirname, '../../drizzle');
const BEFORE = '0013_email_change_guard';

/** The migrations folder as it stood at `tag`: its SQL files and a journal that ends there. */
function migrationsUpTo(tag: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'three-act-migrations-'));
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const end = journal.entries.findIndex((entry) => entry.tag === tag);
  const entries = journal.entries.slice(0, end + 1);
  fs.mkdirSync(path.join(dir, 'meta'));
  fs.writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const entry of entries)
    fs.copyFileSync(path.join(migrationsFolder, `${entry.tag}.sql`), path.join(dir, `${entry.tag}.sql`));
  return dir;
}

interface Opened {
  db: Db;
  /** Runs the migrations of a folder. */
  migrate: (folder: string) => Promise<void>;
  close: () => Promise<void>;
}

async function openEmpty(): Promise<Opened> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
    const db = drizzlePglite(client);
    return {
      db: db as unknown as Db,
      migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
      close: () => client.close(),
    };
  }
  const name = `three_act_migration_${process.pid}_${Date.now()}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pool = new Pool({ connectionString: url.toString(), max: 2 });
  const db = drizzlePg(pool);
  return {
    db: db as unknown as Db,
    migrate: (folder) => migratePg(db, { migrationsFolder: folder }),
    close: async () => {
      await pool.end();
      const cleanup = new Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

const rows = async <T>(db: Db, query: ReturnType<typeof sql>) => (await db.execute(query)).rows as T[];

/** Text that a careless copy would change: accents, emoji, a tab, lines, quotes, the longest beat. */
const textOf = (story: number, index: number) =>
  index === 31
    ? `${'Ω'.repeat(9_990)}—end ${story}`
    : `Story ${story}, beat ${index + 1}: «Ça va?» 👩‍🚀\n\tShe said "no" — and meant it. \\n ${'x'.repeat(index)}`;

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const STORY = ['10000000-0000-4000-8000-000000000001', '10000000-0000-4000-8000-000000000002'] as const;
const CHARACTER = ['20000000-0000-4000-8000-000000000001', '20000000-0000-4000-8000-000000000002'] as const;

async function writeOldStories(db: Db) {
  await db.execute(sql`
    INSERT INTO users (id, name, email, password_hash, email_verified) VALUES
      (${A}::uuid, 'Mara Writer', 'mara@example.org', 'x', true),
      (${B}::uuid, 'Other Writer', 'other@example.org', 'x', true)`);
  for (const [n, id] of STORY.entries()) {
    const texts = BEAT_KEYS.map((_, index) => (n === 1 && index % 3 !== 0 ? null : textOf(n, index)));
    const versions = Object.fromEntries([
      ['title', 2],
      ...BEAT_KEYS.flatMap((key, index) => (texts[index] === null ? [] : [[key, 3 + index]])),
    ]);
    await db.execute(sql`
      INSERT INTO outlines (id, user_id, title, current, version, field_versions, deleted_at, ${sql.raw(BEAT_KEYS.join(', '))})
      VALUES (${id}::uuid, ${n === 0 ? A : B}::uuid, ${`Title ${n} “quoted”`}, ${n === 0}, 40, ${JSON.stringify(versions)}::jsonb,
        ${n === 1 ? sql`now()` : sql`NULL`}, ${sql.join(
          texts.map((text) => sql`${text}`),
          sql`, `,
        )})`);
    for (const [index, key] of ['title', 'act1a01', 'act2a08', 'act3a08'].entries()) {
      await db.execute(sql`
        INSERT INTO outline_revisions (outline_id, field, text, version, source, saved_at)
        VALUES (${id}::uuid, ${key}, ${`Old ${key} of ${n} ✍`}, ${index + 1}, 'session:tab', now() - interval '1 hour'),
          (${id}::uuid, ${key}, ${`Older ${key} of ${n}`}, ${index + 1}, 'session:tab', now() - interval '2 hours')`);
    }
  }
  await db.execute(sql`
    INSERT INTO characters (id, outline_id, user_id, name, description, photo_url, protag, beats) VALUES
      (${CHARACTER[0]}::uuid, ${STORY[0]}::uuid, ${A}::uuid, 'Mara', '<p>Hero</p>', '', true, '{act1a06,act2a08,act3a05}'),
      (${CHARACTER[1]}::uuid, ${STORY[0]}::uuid, ${A}::uuid, 'Nobody', '<p>None</p>', '', false, '{}')`);
}

describe('migrating stories to beats as rows (0014–0015)', () => {
  let opened: Opened;

  beforeAll(async () => {
    opened = await openEmpty();
    const dir = migrationsUpTo(BEFORE);
    await opened.migrate(dir);
    fs.rmSync(dir, { recursive: true });
    await writeOldStories(opened.db);
    await opened.migrate(migrationsFolder);
  }, 60_000);

  afterAll(() => opened?.close());

  it('keeps every beat text byte for byte, in order, with the version that last changed it', async () => {
    for (const [n, id] of STORY.entries()) {
      const beats = await rows<{ act: number; position: number; key: string; text: string | null; version: number }>(
        opened.db,
        sql`SELECT act, position, key, text, version FROM story_beats WHERE outline_id = ${id}::uuid ORDER BY act, position`,
      );
      expect(beats.map((beat) => beat.key)).toEqual(BEAT_KEYS);
      BEAT_KEYS.forEach((key, index) => {
        const { act, index: position } = beatPosition(key);
        const text = n === 1 && index % 3 !== 0 ? null : textOf(n, index);
        expect(beats[index]).toEqual({
          act: act - 1,
          position: position - 1,
          key,
          text,
          version: text === null ? 0 : 3 + index,
        });
      });
    }
  });

  it('keeps titles, story versions (what drafts send in If-Match), the trash and the acts', async () => {
    const stories = await rows<{
      id: string;
      title: string;
      version: number;
      title_version: number;
      acts: unknown;
      trashed: boolean;
    }>(
      opened.db,
      sql`SELECT id, title, version, title_version, acts, deleted_at IS NOT NULL AS trashed FROM outlines ORDER BY id`,
    );
    expect(stories).toEqual(
      STORY.map((id, n) => ({
        id,
        title: `Title ${n} “quoted”`,
        version: 40,
        title_version: 2,
        acts: [{ key: 'three-act/act-1' }, { key: 'three-act/act-2' }, { key: 'three-act/act-3' }],
        trashed: n === 1,
      })),
    );
    const columns = await rows<{ name: string }>(
      opened.db,
      sql`SELECT column_name AS name FROM information_schema.columns WHERE table_name = 'outlines'`,
    );
    expect(columns.map((column) => column.name)).not.toContain('act1a01');
    expect(columns.map((column) => column.name)).not.toContain('field_versions');
  });

  it('keys revisions by beat id, text unchanged; the title keeps its own', async () => {
    const revisions = await rows<{ outline: string; field: string; key: string | null; text: string }>(
      opened.db,
      sql`SELECT r.outline_id AS outline, r.field, b.key, r.text FROM outline_revisions r
        LEFT JOIN story_beats b ON b.id::text = r.field ORDER BY r.outline_id, r.field, r.saved_at DESC`,
    );
    expect(revisions).toHaveLength(16);
    for (const revision of revisions) {
      const key = revision.field === 'title' ? 'title' : revision.key;
      expect(key).not.toBeNull();
      const n = STORY.indexOf(revision.outline as (typeof STORY)[number]);
      expect([`Old ${key} of ${n} ✍`, `Older ${key} of ${n}`]).toContain(revision.text);
    }
  });

  it('links characters to the same beats by id, in story order; a character without beats keeps none', async () => {
    const characters = await rows<{ id: string; keys: string[] }>(
      opened.db,
      sql`SELECT c.id, coalesce((SELECT array_agg(b.key ORDER BY b.act, b.position) FROM story_beats b
        WHERE b.id::text = ANY(c.beats)), '{}') AS keys FROM characters c ORDER BY c.id`,
    );
    expect(characters).toEqual([
      { id: CHARACTER[0], keys: ['act1a06', 'act2a08', 'act3a05'] },
      { id: CHARACTER[1], keys: [] },
    ]);
  });

  it('answers the outline as before, and a draft saved against the old version still saves or conflicts as it did', async () => {
    const outlines = createOutlinesService({ db: opened.db } as AppDeps);
    const outline = await outlines.getOutline(A);
    expect(outline).toMatchObject({ _id: STORY[0], title: 'Title 0 “quoted”', version: 40 });
    BEAT_KEYS.forEach((key, index) => expect(outline[key]).toBe(textOf(0, index)));
    expect(outline.characters.map((character) => character.beats)).toEqual([['act1a06', 'act2a08', 'act3a05'], []]);
    const source = { userId: A, sessionId: 'session' };
    // act1a01 last changed at version 3: a draft of version 20 saves over it…
    const saved = await outlines.saveOutline(A, { beats: { act1a01: 'From a draft' } }, { ifMatch: 20, source });
    expect(saved).toMatchObject({ saved: true, outline: { act1a01: 'From a draft', version: 41 } });
    // …and act3a08 changed at version 34, after a draft of version 20: a conflict, nothing saved.
    const stale = await outlines.saveOutline(A, { beats: { act3a08: 'Stale' } }, { ifMatch: 20, source });
    expect(stale).toMatchObject({
      saved: false,
      conflicts: [{ path: 'act3a08', msg: expect.any(String) }],
      outline: { act3a08: textOf(0, 31) },
    });
  });
});
