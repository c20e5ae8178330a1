import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './client';
import { present } from '../lib/invariant';

/**
 * A portable backup of every table in the `public` schema, readable by the embedded database and
 * by PostgreSQL alike. The file is JSON lines:
 *
 *   {"format":"three-act-backup","version":1,"migration":{…},"source":"…","createdAt":"…"}
 *   {"table":"users","columns":[{"name":"id","type":"uuid"},…],"primaryKey":["id"]}
 *   ["<id>","Ada Writer",…]                      one array per row, in the columns' order
 *   …                                            tables in foreign-key order, rows in primary-key order
 *   {"end":true,"rows":{"users":12,…}}           the trailer: a file without it is incomplete
 *
 * Values are PostgreSQL's JSON forms with three exceptions that keep them exact in any reader:
 * bytea is base64, bigint/numeric are strings, and timestamps are written in UTC with all their
 * microseconds. Text arrays (genres) are JSON arrays.
 */
const BACKUP_FORMAT = 'three-act-backup';
const BACKUP_VERSION = 1;

interface Column {
  name: string;
  type: string;
}

export interface TableInfo {
  name: string;
  columns: Column[];
  primaryKey: string[];
}

interface MigrationLevel {
  count: number;
  /** The tag of the newest migration applied (its file name), from drizzle/meta/_journal.json. */
  tag: string | null;
  /** drizzle's hash of the newest migration's SQL. */
  hash: string | null;
}

interface BackupHeader {
  format: string;
  version: number;
  migration: MigrationLevel;
  source: string;
  createdAt: string;
}

export class BackupError extends Error {}

/**
 * Counters kept by the triggers of drizzle/0001_counters.sql and 0018_beat_sheet_shelf.sql. A restore inserts them as 0 and lets
 * the triggers count the join rows as they load, so nothing is counted twice. A report counts its
 * `weight` (decision 137), every other row 1.
 */
const COUNTERS = [
  { table: 'posts', column: 'like_count', rows: 'post_likes', key: 'post_id', sum: null },
  { table: 'posts', column: 'report_count', rows: 'post_reports', key: 'post_id', sum: 'weight' },
  { table: 'posts', column: 'comment_count', rows: 'comments', key: 'post_id', sum: null },
  { table: 'comments', column: 'vote_count', rows: 'comment_votes', key: 'comment_id', sum: null },
  { table: 'comments', column: 'report_count', rows: 'comment_reports', key: 'comment_id', sum: 'weight' },
  // The shelf's (drizzle/0018_beat_sheet_shelf.sql, decision 156).
  { table: 'beat_sheets', column: 'likes', rows: 'beat_sheet_likes', key: 'sheet_id', sum: null },
  { table: 'beat_sheets', column: 'report_count', rows: 'beat_sheet_reports', key: 'sheet_id', sum: 'weight' },
] as const;

/**
 * Tables kept entirely by triggers from other tables' rows (decision 141): neither backed up nor
 * restored, since the restore's own inserts fill them again.
 */
export const DERIVED_TABLES: readonly string[] = ['post_terms'];

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Runner = Pick<Tx, 'execute'>;

const BATCH_ROWS = 1000;
const BATCH_BYTES = 4 * 1024 * 1024;

const rowsOf = async <T>(runner: Runner, query: SQL): Promise<T[]> => (await runner.execute(query)).rows as T[];
const ident = (name: string) => sql.identifier(name);

/** Tables of the public schema with their columns, ordered so that every table comes after the ones it references. */
export async function listTables(runner: Runner): Promise<TableInfo[]> {
  const columns = await rowsOf<{ table: string; name: string; type: string }>(
    runner,
    sql`SELECT c.relname AS "table", a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type
        FROM pg_class c
        JOIN pg_namespace n ON n.oid = c.relnamespace
        JOIN pg_attribute a ON a.attrelid = c.oid
        WHERE n.nspname = 'public' AND c.relkind = 'r' AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
          AND c.relname <> ALL(${sql.param(DERIVED_TABLES)}::text[])
        ORDER BY c.relname, a.attnum`,
  );
  const keys = await rowsOf<{ table: string; name: string }>(
    runner,
    sql`SELECT c.relname AS "table", a.attname AS name
        FROM pg_index i
        JOIN pg_class c ON c.oid = i.indrelid
        JOIN pg_namespace n ON n.oid = c.relnamespace
        JOIN LATERAL unnest(i.indkey) WITH ORDINALITY AS k(attnum, ord) ON true
        JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = k.attnum
        WHERE i.indisprimary AND n.nspname = 'public'
        ORDER BY c.relname, k.ord`,
  );
  const references = await rowsOf<{ from: string; to: string }>(
    runner,
    sql`SELECT DISTINCT src.relname AS "from", dst.relname AS "to"
        FROM pg_constraint k
        JOIN pg_class src ON src.oid = k.conrelid
        JOIN pg_class dst ON dst.oid = k.confrelid
        JOIN pg_namespace n ON n.oid = k.connamespace
        WHERE k.contype = 'f' AND n.nspname = 'public'`,
  );

  const tables = new Map<string, TableInfo>();
  for (const { table, name, type } of columns) {
    if (!tables.has(table)) tables.set(table, { name: table, columns: [], primaryKey: [] });
    present(tables.get(table), `table ${table}`).columns.push({ name, type });
  }
  for (const { table, name } of keys) tables.get(table)?.primaryKey.push(name);
  for (const table of tables.values()) {
    if (table.primaryKey.length === 0)
      throw new BackupError(`Table ${table.name} has no primary key, so its rows have no stable order`);
  }

  // Topological order; ties by name so two databases with one schema list tables identically.
  const ordered: TableInfo[] = [];
  const pending = new Set([...tables.keys()].sort());
  while (pending.size > 0) {
    const ready = [...pending].filter((name) =>
      references.every((ref) => ref.from !== name || ref.to === name || !pending.has(ref.to)),
    );
    if (ready.length === 0) throw new BackupError(`Circular foreign keys between ${[...pending].join(', ')}`);
    for (const name of ready) {
      ordered.push(present(tables.get(name), `table ${name}`));
      pending.delete(name);
    }
  }
  return ordered;
}

const journalFile = path.resolve(__dirname, '../../drizzle/meta/_journal.json');

/** How far the database's schema has been migrated (drizzle's own bookkeeping table). */
async function migrationLevel(runner: Runner): Promise<MigrationLevel> {
  const rows = await rowsOf<{ hash: string; created_at: string }>(
    runner,
    sql`SELECT hash, created_at::text AS created_at FROM drizzle.__drizzle_migrations ORDER BY created_at, id`,
  );
  const last = rows[rows.length - 1];
  if (!last) return { count: 0, tag: null, hash: null };
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { when: number; tag: string }[] };
  const entry = journal.entries.find((e) => String(e.when) === last.created_at);
  return { count: rows.length, tag: entry?.tag ?? null, hash: last.hash };
}

const describeLevel = (level: MigrationLevel) =>
  level.tag ? `${level.tag} (${level.count} migrations)` : `${level.count} migrations`;

/** The SQL expression that writes one column into the JSON row; see the format note above. */
function outputExpression(column: Column): SQL {
  const col = ident(column.name);
  if (column.type === 'bytea') return sql`translate(encode(${col}, 'base64'), E'\n', '')`;
  if (column.type === 'bigint' || column.type.startsWith('numeric')) return sql`${col}::text`;
  return sql`${col}`;
}

/** Writes one line and waits when the stream's buffer is full, so a large table never piles up in memory. */
async function writeLine(out: NodeJS.WritableStream, value: unknown) {
  if (!out.write(`${JSON.stringify(value)}\n`)) await new Promise((resolve) => out.once('drain', resolve));
}

export interface BackupSummary {
  rows: Record<string, number>;
  migration: MigrationLevel;
}

/**
 * Writes every table from one consistent snapshot (REPEATABLE READ), so a backup of a PostgreSQL
 * database that is in use is still a single moment of it.
 */
export async function writeBackup(db: Db, out: NodeJS.WritableStream, source: string): Promise<BackupSummary> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY`);
    await tx.execute(sql`SET LOCAL TIME ZONE 'UTC'`);
    const migration = await migrationLevel(tx);
    const tables = await listTables(tx);
    const header: BackupHeader = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      migration,
      source,
      createdAt: new Date().toISOString(),
    };
    await writeLine(out, header);

    const counts: Record<string, number> = {};
    for (const table of tables) {
      await writeLine(out, { table: table.name, columns: table.columns, primaryKey: table.primaryKey });
      const types = new Map(table.columns.map((c) => [c.name, c.type]));
      const keyList = sql.join(table.primaryKey.map(ident), sql`, `);
      const select = sql.join(
        table.columns.map((c) => sql`${outputExpression(c)} AS ${ident(c.name)}`),
        sql`, `,
      );
      let after: unknown[] | null = null;
      counts[table.name] = 0;
      for (;;) {
        const where: SQL = after
          ? sql`WHERE (${keyList}) > (${sql.join(
              table.primaryKey.map(
                (key, i) => sql`${present(after, 'cursor')[i]}::${sql.raw(present(types.get(key), `type of ${key}`))}`,
              ),
              sql`, `,
            )})`
          : sql``;
        const batch = await rowsOf<{ r: string }>(
          tx,
          sql`SELECT row_to_json(x)::text AS r FROM (
                SELECT ${select} FROM ${ident(table.name)} ${where} ORDER BY ${keyList} LIMIT ${BATCH_ROWS}
              ) x`,
        );
        for (const { r } of batch) {
          const row = JSON.parse(r) as Record<string, unknown>;
          await writeLine(
            out,
            table.columns.map((c) => row[c.name]),
          );
          after = table.primaryKey.map((key) => row[key]);
        }
        counts[table.name] = (counts[table.name] ?? 0) + batch.length;
        if (batch.length < BATCH_ROWS) break;
      }
    }
    await writeLine(out, { end: true, rows: counts });
    return { rows: counts, migration };
  });
}

/** Row counts of every table that has rows. */
export async function nonEmptyTables(runner: Runner): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const table of await listTables(runner)) {
    const [row] = await rowsOf<{ n: number }>(runner, sql`SELECT count(*)::int AS n FROM ${ident(table.name)}`);
    const { n } = present(row, 'a count');
    if (n > 0) result[table.name] = n;
  }
  return result;
}

/** Rows whose trigger-maintained counter differs from the number of its join rows (0 everywhere in a sound database). */
export async function counterMismatches(runner: Runner): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const counter of COUNTERS) {
    const [row] = await rowsOf<{ n: number }>(
      runner,
      sql`SELECT count(*)::int AS n FROM ${ident(counter.table)} t
          WHERE t.${ident(counter.column)} <> (SELECT ${counter.sum ? sql`coalesce(sum(j.${ident(counter.sum)}), 0)` : sql`count(*)`}
            FROM ${ident(counter.rows)} j WHERE j.${ident(counter.key)} = t.id)`,
    );
    result[`${counter.table}.${counter.column}`] = present(row, 'a count').n;
  }
  return result;
}

export interface RestoreOptions {
  /** Wipe a non-empty target first; without it a non-empty target is refused. */
  replace?: boolean;
}

export interface RestoreSummary {
  header: BackupHeader;
  rows: Record<string, number>;
  /** Rows whose counter in the file disagreed with its join rows (the restored counter follows the rows). */
  counterFixes: Record<string, number>;
  replaced: Record<string, number>;
}

const sameColumns = (a: Column[], b: Column[]) =>
  a.length === b.length && a.every((column, i) => column.name === b[i]?.name && column.type === b[i]?.type);

/**
 * Loads a backup file into the database in one transaction: a file that is incomplete, from another
 * schema level, or refused for any reason leaves the database exactly as it was.
 */
export async function restoreBackup(db: Db, file: string, options: RestoreOptions = {}): Promise<RestoreSummary> {
  const lines = readline.createInterface({ input: fs.createReadStream(file, 'utf8'), crlfDelay: Infinity });
  const iterator = lines[Symbol.asyncIterator]();
  let lineNumber = 0;
  const next = async (): Promise<unknown> => {
    for (;;) {
      const { value, done } = await iterator.next();
      if (done) return undefined;
      lineNumber += 1;
      if (value.trim() === '') continue;
      try {
        return JSON.parse(value) as unknown;
      } catch {
        throw new BackupError(`Line ${lineNumber} of ${file} is not valid JSON: the file is damaged`);
      }
    }
  };

  try {
    const header = (await next()) as Partial<BackupHeader> | undefined;
    if (!header || header.format !== BACKUP_FORMAT) throw new BackupError(`${file} is not a Three Act backup`);
    if (header.version !== BACKUP_VERSION) {
      throw new BackupError(
        `${file} is a version ${header.version} backup; this version of Three Act reads version ${BACKUP_VERSION}`,
      );
    }

    return await db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL TIME ZONE 'UTC'`);
      const level = await migrationLevel(tx);
      const fileLevel = present(header.migration, 'the migration level');
      if (level.count !== fileLevel.count || level.hash !== fileLevel.hash) {
        throw new BackupError(
          `The backup was made at schema migration ${describeLevel(fileLevel)}, but this database is at ` +
            `${describeLevel(level)}. Restore it with the version of Three Act that made it, then upgrade.`,
        );
      }
      const tables = new Map((await listTables(tx)).map((table) => [table.name, table]));
      const existing = await nonEmptyTables(tx);
      if (Object.keys(existing).length > 0) {
        if (!options.replace) {
          const list = Object.entries(existing)
            .map(([name, n]) => `${name} ${n}`)
            .join(', ');
          throw new BackupError(
            `The target database is not empty (${list}). Restore into an empty database, or add --replace to wipe it first.`,
          );
        }
        await tx.execute(sql`TRUNCATE ${sql.join([...tables.keys()].map(ident), sql`, `)} CASCADE`);
      }

      const counterColumns = new Map<string, Set<string>>();
      for (const counter of COUNTERS) {
        if (!counterColumns.has(counter.table)) counterColumns.set(counter.table, new Set());
        present(counterColumns.get(counter.table), `counters of ${counter.table}`).add(counter.column);
      }
      // The file's counter values, to report any that disagreed with the rows they count.
      const fileCounters = new Map<string, Map<string, Record<string, number>>>();

      const counts: Record<string, number> = {};
      const seen = new Set<string>();
      let table: TableInfo | null = null;
      let batch: Record<string, unknown>[] = [];
      let batchBytes = 0;

      const flush = async () => {
        if (!table || batch.length === 0) return;
        const zeroed = counterColumns.get(table.name) ?? new Set<string>();
        const targets = sql.join(
          table.columns.map((c) => ident(c.name)),
          sql`, `,
        );
        const values = sql.join(
          table.columns.map((c) => {
            if (zeroed.has(c.name)) return sql`0`;
            if (c.type === 'bytea') return sql`decode(x.${ident(c.name)}, 'base64')`;
            return sql`x.${ident(c.name)}`;
          }),
          sql`, `,
        );
        const shape = sql.join(
          table.columns.map((c) => sql`${ident(c.name)} ${sql.raw(c.type === 'bytea' ? 'text' : c.type)}`),
          sql`, `,
        );
        await tx.execute(
          sql`INSERT INTO ${ident(table.name)} (${targets}) SELECT ${values} FROM json_to_recordset(${JSON.stringify(batch)}::json) AS x(${shape})`,
        );
        batch = [];
        batchBytes = 0;
      };

      for (;;) {
        const item = await next();
        if (item === undefined) {
          throw new BackupError(`${file} ends before its last line: the backup is incomplete, so nothing was restored`);
        }
        if (Array.isArray(item)) {
          if (!table) throw new BackupError(`Line ${lineNumber}: a row before any table`);
          if (item.length !== table.columns.length)
            throw new BackupError(`Line ${lineNumber}: a row of ${table.name} with the wrong number of values`);
          const row = Object.fromEntries(table.columns.map((c, i) => [c.name, item[i]]));
          const zeroed = counterColumns.get(table.name);
          if (zeroed) {
            if (!fileCounters.has(table.name)) fileCounters.set(table.name, new Map());
            present(fileCounters.get(table.name), `counters of ${table.name}`).set(
              String(row.id),
              Object.fromEntries([...zeroed].map((column) => [column, Number(row[column])])),
            );
          }
          batch.push(row);
          batchBytes += JSON.stringify(item).length;
          counts[table.name] = (counts[table.name] ?? 0) + 1;
          if (batch.length >= BATCH_ROWS || batchBytes >= BATCH_BYTES) await flush();
          continue;
        }
        const marker = item as { table?: string; columns?: Column[]; end?: boolean; rows?: Record<string, number> };
        await flush();
        if (marker.end) {
          for (const [name, n] of Object.entries(marker.rows ?? {})) {
            if (counts[name] !== n)
              throw new BackupError(
                `${file} announces ${n} rows of ${name} but holds ${counts[name] ?? 0}: it is damaged`,
              );
          }
          break;
        }
        if (!marker.table || !marker.columns)
          throw new BackupError(`Line ${lineNumber} of ${file} is not part of a backup`);
        const target = tables.get(marker.table);
        if (!target) throw new BackupError(`The backup has a table ${marker.table} that this database does not have`);
        if (!sameColumns(target.columns, marker.columns)) {
          throw new BackupError(`The columns of ${marker.table} in the backup differ from this database's`);
        }
        if (seen.has(marker.table)) throw new BackupError(`The backup holds the table ${marker.table} twice`);
        seen.add(marker.table);
        table = target;
        counts[table.name] = 0;
      }
      const missing = [...tables.keys()].filter((name) => !seen.has(name));
      if (missing.length > 0)
        throw new BackupError(`The backup has no data for ${missing.join(', ')}: it is not complete`);

      // The triggers counted the join rows; they must agree with the rows now in the database.
      const mismatches = await counterMismatches(tx);
      const wrong = Object.entries(mismatches).filter(([, n]) => n > 0);
      if (wrong.length > 0) {
        throw new BackupError(
          `After loading, counters disagree with their rows (${wrong.map(([k, n]) => `${k}: ${n}`).join(', ')})`,
        );
      }
      const counterFixes: Record<string, number> = {};
      for (const [name, byId] of fileCounters) {
        const columns = [...present(counterColumns.get(name), `counters of ${name}`)];
        const restored = await rowsOf<Record<string, string | number>>(
          tx,
          sql`SELECT id::text AS id, ${sql.join(
            columns.map((c) => sql`${ident(c)}`),
            sql`, `,
          )} FROM ${ident(name)}`,
        );
        for (const row of restored) {
          const before = byId.get(String(row.id));
          for (const column of columns) {
            if (before && before[column] !== Number(row[column])) {
              counterFixes[`${name}.${column}`] = (counterFixes[`${name}.${column}`] ?? 0) + 1;
            }
          }
        }
      }
      return { header: header as BackupHeader, rows: counts, counterFixes, replaced: existing };
    });
  } finally {
    lines.close();
  }
}
