import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { Pool } from 'pg';
import { sql } from 'drizzle-orm';
import * as schema from './schema';
import { listenPostgres, type ChannelHandlers } from './listener';
import { lockDataDir } from './lock';
import { withPreparedStatements } from './pglite-statements';
import { PGLITE_EXTENSIONS } from './pglite-extensions';

export type Db = ReturnType<typeof drizzlePglite<typeof schema>>;
/** A transaction's handle, as `db.transaction` passes it. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface PoolStats {
  /** Connections open, idle among them, and queries waiting for one. */
  total: number;
  idle: number;
  waiting: number;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** The PostgreSQL pool's use (metrics); the embedded database has no pool. */
  poolStats?: () => PoolStats;
  /** Hears NOTIFY on a channel until the database closes (docs/decisions/129-session-cache.md). */
  listen(channel: string, handlers: ChannelHandlers): void;
}

const migrationsFolder = path.resolve(__dirname, '../../drizzle');

/** How many migrations this build carries (drizzle's journal): readiness wants them all applied. */
export const MIGRATION_COUNT = (
  JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] }
).entries.length;

/** How many migrations the database has applied (drizzle's own table, the same on both drivers). */
export async function appliedMigrations(db: Db): Promise<number> {
  const result = await db.execute<{ count: number }>(
    sql`SELECT count(*)::int AS count FROM drizzle.__drizzle_migrations`,
  );
  return Number(result.rows[0]?.count ?? 0);
}

export interface DatabaseOptions {
  databaseUrl?: string;
  /** Folder for the embedded database; omitted means an in-memory PGlite (tests). */
  dataDir?: string;
  /**
   * An in-memory PGlite starts from this dumped data directory (`dumpDataDir`) instead of a new
   * one: tests start each file's database from one already migrated (test/pglite-snapshot.mjs).
   */
  snapshot?: Blob;
  poolSize?: number;
  /** Hears every statement the app sends with its parameters (the hot-statements EXPLAIN test). */
  logQuery?: (query: string, params: unknown[]) => void;
}

/**
 * Every connection plans each prepared statement once (decision 142): with `LIMIT $n` PostgreSQL's
 * generic plan is estimated dearer than a custom one, so it re-planned every hot statement on every
 * call. The generic plans are the ones hot-statements.test.ts checks. JIT is off: it compiles per
 * execution, ~30 ms, for plans whose estimates (not their work) cross its threshold.
 */
const SESSION_SETTINGS = { plan_cache_mode: 'force_generic_plan', jit: 'off' } as const;

const queryLogger = ({ logQuery }: DatabaseOptions) => (logQuery ? { logQuery } : false);

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const { databaseUrl } = options;
  if (databaseUrl) {
    // A connection that cannot be had within 5 s fails the request (503) instead of holding it while
    // PostgreSQL is away (docs/decisions/118-database-outages.md).
    const pool = new Pool({
      connectionString: databaseUrl,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 5000,
      options: Object.entries(SESSION_SETTINGS)
        .map(([name, value]) => `-c ${name}=${value}`)
        .join(' '),
    });
    // An idle pooled connection that the server ends (restart, failover, a dropped database) emits
    // 'error' on the pool; unheard, that would crash the process. The pool replaces the connection.
    pool.on('error', (error) => {
      console.error(`PostgreSQL closed an idle connection (${error.message}); the pool will open a new one`);
    });
    const db = drizzlePg(pool, { schema, logger: queryLogger(options) });
    try {
      await migratePg(db, { migrationsFolder });
    } catch (error) {
      await pool.end();
      throw error;
    }
    const listeners: (() => Promise<void>)[] = [];
    // Both drivers expose the same query builder; the pglite type is the one the code is written against.
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      listen: (channel, handlers) => {
        listeners.push(listenPostgres(databaseUrl, channel, handlers));
      },
      close: async () => {
        await Promise.all(listeners.map((stop) => stop()));
        await pool.end();
      },
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }

  const release = options.dataDir ? lockDataDir(path.join(options.dataDir, 'db')) : () => {};
  const client = withPreparedStatements(
    options.dataDir
      ? new PGlite(path.join(options.dataDir, 'db', 'pgdata'), { extensions: PGLITE_EXTENSIONS })
      : new PGlite({
          extensions: PGLITE_EXTENSIONS,
          ...(options.snapshot ? { loadDataDir: options.snapshot } : {}),
        }),
  );
  const db = drizzlePglite(client, { schema, logger: queryLogger(options) });
  try {
    // PGlite has no JIT; the setting would be refused.
    await client.exec(`SET plan_cache_mode = ${SESSION_SETTINGS.plan_cache_mode}`);
    await migratePglite(db, { migrationsFolder });
  } catch (error) {
    await client.close();
    release();
    throw error;
  }
  return {
    db,
    kind: 'pglite',
    // One connection, in this process: it hears its own NOTIFY, and nothing else can miss one.
    listen: (channel, handlers) => {
      client
        .listen(channel, (payload) => handlers.message(payload))
        .then(
          () => handlers.live(true),
          () => handlers.live(false),
        );
    },
    close: async () => {
      await client.close();
      release();
    },
  };
}
