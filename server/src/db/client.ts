import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { Pool } from 'pg';
import * as schema from './schema';
import { lockDataDir } from './lock';

export type Db = ReturnType<typeof drizzlePglite<typeof schema>>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(__dirname, '../../drizzle');

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
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // An idle pooled connection that the server ends (restart, failover, a dropped database) emits
    // 'error' on the pool; unheard, that would crash the process. The pool replaces the connection.
    pool.on('error', (error) => {
      console.error(`PostgreSQL closed an idle connection (${error.message}); the pool will open a new one`);
    });
    const db = drizzlePg(pool, { schema });
    try {
      await migratePg(db, { migrationsFolder });
    } catch (error) {
      await pool.end();
      throw error;
    }
    // Both drivers expose the same query builder; the pglite type is the one the code is written against.
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }

  const release = options.dataDir ? lockDataDir(path.join(options.dataDir, 'db')) : () => {};
  const client = options.dataDir
    ? new PGlite(path.join(options.dataDir, 'db', 'pgdata'))
    : new PGlite(options.snapshot ? { loadDataDir: options.snapshot } : {});
  const db = drizzlePglite(client, { schema });
  try {
    await migratePglite(db, { migrationsFolder });
  } catch (error) {
    await client.close();
    release();
    throw error;
  }
  return {
    db,
    kind: 'pglite',
    close: async () => {
      await client.close();
      release();
    },
  };
}
