import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { moderationLog, users } from '../src/db/schema';
import { createPgDatabase, PROCESS_TEST_TIMEOUT, runScript } from './scripts';

/** Runs the script the way `npm run role --` does. */
const runRole = (args: string[], env: Record<string, string>) => runScript('set-role.ts', args, env);

async function roleIn(options: Parameters<typeof openDatabase>[0], email: string) {
  const database = await openDatabase(options);
  try {
    const [row] = await database.db
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(eq(users.email, email));
    const log = await database.db.select().from(moderationLog).where(eq(moderationLog.targetId, row!.id));
    return { role: row!.role, log };
  } finally {
    await database.close();
  }
}

describe('npm run role on the embedded database', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'three-act-role-'));
  const env = { DATA_DIR: dataDir };

  it(
    'refuses a DATA_DIR without a database, creating nothing',
    async () => {
      const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'three-act-role-empty-'));
      const { code, output } = await runRole(['someone@example.org', 'mod'], { DATA_DIR: empty });
      expect(code).toBe(1);
      expect(output).toContain(`There is no embedded database in ${empty}`);
      expect(fs.existsSync(path.join(empty, 'db'))).toBe(false);
    },
    PROCESS_TEST_TIMEOUT,
  );

  it(
    'sets a role by e-mail, logs it, and refuses bad input and a running server with exit code 1',
    async () => {
      const database = await openDatabase({ dataDir });
      await database.db
        .insert(users)
        .values({ name: 'Shell Writer', email: 'shell@example.org', passwordHash: 'not-a-hash' });
      await database.close();

      const ok = await runRole(['Shell@Example.org', 'mod'], env);
      expect(ok).toEqual({
        code: 0,
        output: expect.stringContaining('shell@example.org (Shell Writer) is now mod (was user).'),
      });
      const after = await roleIn({ dataDir }, 'shell@example.org');
      expect(after.role).toBe('mod');
      expect(after.log).toMatchObject([
        { moderatorId: null, action: 'set-role', targetType: 'user', summary: 'user → mod (shell)' },
      ]);

      const badRole = await runRole(['shell@example.org', 'owner'], env);
      expect(badRole.code).toBe(1);
      expect(badRole.output).toContain('Unknown role "owner": it must be one of user, mod, admin.');
      expect(badRole.output).toContain('Usage: npm run role -- <email> <user|mod|admin>');

      const missing = await runRole(['nobody@example.org', 'admin'], env);
      expect(missing.code).toBe(1);
      expect(missing.output).toContain('No user with the e-mail nobody@example.org.');

      const noArgs = await runRole([], env);
      expect(noArgs.code).toBe(1);
      expect(noArgs.output).toContain('Usage: npm run role -- <email> <user|mod|admin>');

      // While a server (here: this process) holds the data folder, the script stops and says why.
      const running = await openDatabase({ dataDir });
      try {
        const locked = await runRole(['shell@example.org', 'admin'], env);
        expect(locked.code).toBe(1);
        expect(locked.output).toContain('is in use by another process');
        expect(locked.output).toContain('stop it, or change the role on the admin page');
      } finally {
        await running.close();
      }
      expect((await roleIn({ dataDir }, 'shell@example.org')).role).toBe('mod');
      // Each run starts a process with its own embedded database: beside the e2e suite, minutes.
    },
    PROCESS_TEST_TIMEOUT,
  );
});

// The same script against PostgreSQL, when the suite runs with DATABASE_URL.
const serverUrl = process.env.DATABASE_URL;
if (serverUrl) {
  describe('npm run role on PostgreSQL', () => {
    it(
      'sets the role in the DATABASE_URL database',
      async () => {
        const database = await createPgDatabase(serverUrl, 'three_act_role');
        try {
          const opened = await openDatabase({ databaseUrl: database.url });
          await opened.db.insert(users).values({ name: 'Server Writer', email: 'pg@example.org', passwordHash: 'x' });
          await opened.close();
          const ok = await runRole(['pg@example.org', 'admin'], { DATABASE_URL: database.url });
          expect(ok.code).toBe(0);
          expect((await roleIn({ databaseUrl: database.url }, 'pg@example.org')).role).toBe('admin');
        } finally {
          await database.drop();
        }
      },
      PROCESS_TEST_TIMEOUT,
    );
  });
}
