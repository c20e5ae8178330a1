import crypto from 'node:crypto';
import fs from 'node:fs';
import { Client } from 'pg';
import { openDatabase, type Database, type DatabaseOptions } from '../src/db/client';

/**
 * The migrated PGlite data directory test/pglite-snapshot.mjs dumped before the run: loading it
 * takes ~0.4 s where a new PGlite (initdb) takes ~1.5 s. Without it (a config with no global
 * set-up), each database starts new.
 */
function migratedSnapshot(): Blob | undefined {
  const file = process.env.THREE_ACT_PGLITE_SNAPSHOT;
  return file && fs.existsSync(file) ? new Blob([fs.readFileSync(file)]) : undefined;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database
 * on the PostgreSQL server of DATABASE_URL (created here, dropped on close).
 */
export async function openTestDatabase({ logQuery }: Pick<DatabaseOptions, 'logQuery'> = {}): Promise<Database> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return openDatabase({ snapshot: migratedSnapshot(), logQuery });

  const name = `three_act_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 5, logQuery });
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
