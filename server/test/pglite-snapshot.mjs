/**
 * Jest global set-up: one migrated in-memory PGlite, dumped to a file the test files start their
 * databases from (test/test-db.ts), so no file pays for initdb again. Nothing to do on PostgreSQL.
 */
import { Buffer } from 'node:buffer';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../drizzle');

export default async function createSnapshot() {
  if (process.env.DATABASE_URL) return;
  // The extensions of src/db/pglite-extensions.ts (this set-up runs before TypeScript is compiled).
  const client = new PGlite({ extensions: { btree_gin, pg_trgm } });
  await migrate(drizzle(client), { migrationsFolder });
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = path.join(os.tmpdir(), `three-act-pglite-${process.pid}.tar`);
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  // Workers start after the global set-up and inherit this.
  process.env.THREE_ACT_PGLITE_SNAPSHOT = file;
}
