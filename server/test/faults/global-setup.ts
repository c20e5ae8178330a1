import { Client } from 'pg';

/**
 * Finds the PostgreSQL server for the PostgreSQL half of the fault suite: DATABASE_URL, or the local
 * server at 127.0.0.1:5432 (user postgres). Without one that answers, those tests are left out and
 * this says so; FAULTS_REQUIRE_PG=1 (set by .ci/run) turns that into a failure.
 */
export default async function globalSetup() {
  const url = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    process.env.FAULTS_PG_URL = url;
  } catch (error) {
    const reason = `no PostgreSQL server answered at ${url.replace(/:[^:@/]+@/, ':***@')} (${(error as Error).message})`;
    if (process.env.FAULTS_REQUIRE_PG === '1') throw new Error(`FAULTS_REQUIRE_PG=1 but ${reason}`, { cause: error });
    process.env.FAULTS_PG_URL = '';
    console.warn(`\n  PostgreSQL fault tests SKIPPED: ${reason}. Set DATABASE_URL to a server to run them.\n`);
  } finally {
    await client.end().catch(() => {});
  }
}
