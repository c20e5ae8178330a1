import { Client } from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase } from './client';

const serverUrl = process.env.DATABASE_URL;

async function until(condition: () => boolean, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('openDatabase', () => {
  it('migrates and answers queries on the configured database', async () => {
    const database = await openDatabase(serverUrl ? { databaseUrl: serverUrl, poolSize: 1 } : {});
    try {
      const result = await database.db.execute(sql`select count(*)::int as n from users where false`);
      expect(result.rows[0]).toEqual({ n: 0 });
      expect(database.kind).toBe(serverUrl ? 'postgres' : 'pglite');
    } finally {
      await database.close();
    }
  });

  it('plans each prepared statement once, generically, and never JIT-compiles one (decision 142)', async () => {
    const database = await openDatabase(serverUrl ? { databaseUrl: serverUrl, poolSize: 2 } : {});
    try {
      const setting = async (name: string) =>
        (await database.db.execute(sql`select current_setting(${name}) as value`)).rows[0];
      expect(await setting('plan_cache_mode')).toEqual({ value: 'force_generic_plan' });
      if (serverUrl) expect(await setting('jit')).toEqual({ value: 'off' });
    } finally {
      await database.close();
    }
  });

  // Only PostgreSQL has server-side connections that can be ended under the app.
  if (serverUrl) {
    it('survives PostgreSQL ending an idle pooled connection and keeps answering', async () => {
      const name = `three_act_pool_${Date.now()}`;
      const admin = new Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
      const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
      try {
        await database.db.execute(sql`select 1`);
        await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name]);
        await until(() => logged.mock.calls.length > 0);
        expect(String(logged.mock.calls[0]![0])).toContain('PostgreSQL closed an idle connection');
        const rows = await database.db.execute(sql`select 2 as two`);
        expect(rows.rows[0]).toEqual({ two: 2 });
      } finally {
        logged.mockRestore();
        await database.close();
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    });
  }
});
