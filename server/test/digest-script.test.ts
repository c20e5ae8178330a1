import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type DatabaseOptions } from '../src/db/client';
import { notifications, posts, users } from '../src/db/schema';
import { createPgDatabase, PROCESS_TEST_TIMEOUT, runScript } from './scripts';
import { startSmtpServer } from './smtp';
import { waitUntil } from './wait-until';

/** Runs the script the way `npm run digest` does. */
const runDigest = (env: Record<string, string>) => runScript('digest.ts', [], { LOG_LEVEL: 'silent', ...env });

/** A writer with the daily digest on and one unread notification: a comment on their post. */
async function subscribedWriter(options: DatabaseOptions, email: string) {
  const database = await openDatabase(options);
  try {
    const [writer] = await database.db
      .insert(users)
      .values({ name: 'Digest Writer', email, passwordHash: 'x', emailVerified: true, emailDigest: 'daily' })
      .returning({ id: users.id });
    const [actor] = await database.db
      .insert(users)
      .values({ name: 'Cleo Commenter', email: `cleo-${email}`, passwordHash: 'x', emailVerified: true })
      .returning({ id: users.id });
    const [post] = await database.db
      .insert(posts)
      .values({ userId: writer!.id, text: 'Where should act two turn?' })
      .returning({ id: posts.id });
    await database.db.insert(notifications).values({
      userId: writer!.id,
      kind: 'comment',
      actorId: actor!.id,
      postId: post!.id,
      target: 'post',
      excerpt: 'Where should act two turn?',
    });
  } finally {
    await database.close();
  }
}

const headersOf = (raw: string) => raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');

describe('npm run digest on the embedded database', () => {
  it(
    'sends the day’s digest with one-click unsubscribe headers, then nothing on a second run',
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'three-act-digest-'));
      await subscribedWriter({ dataDir }, 'embedded@example.org');
      const smtp = await startSmtpServer();
      try {
        const env = { DATA_DIR: dataDir, SMTP_URL: smtp.url };
        const first = await runDigest(env);
        expect(first).toEqual({ code: 0, output: expect.stringContaining('Sent 1 digest from the embedded database') });
        expect(smtp.mails.map((mail) => mail.to)).toEqual([['embedded@example.org']]);
        const headers = headersOf(smtp.mails[0]!.raw);
        expect(headers).toMatch(/List-Unsubscribe: <http:\/\/localhost:\d+\/api\/unsubscribe\/[^>]+>/);
        expect(headers).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

        const second = await runDigest(env);
        expect(second).toEqual({ code: 0, output: expect.stringContaining('Sent 0 digests') });
        expect(smtp.mails).toHaveLength(1);
      } finally {
        await smtp.close();
      }
    },
    PROCESS_TEST_TIMEOUT,
  );
});

// Two processes on one PostgreSQL database: only the one holding the advisory lock sends.
const serverUrl = process.env.DATABASE_URL;
if (serverUrl) {
  describe('npm run digest on PostgreSQL', () => {
    it(
      'lets only one of two processes send: the second finds the lock taken while the first is mid-send',
      async () => {
        const database = await createPgDatabase(serverUrl, 'three_act_digest');
        let release!: () => void;
        const smtp = await startSmtpServer({ holdFirst: new Promise<void>((resolve) => (release = resolve)) });
        try {
          await subscribedWriter({ databaseUrl: database.url }, 'server@example.org');
          const env = {
            DATABASE_URL: database.url,
            DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'three-act-digest-')),
            SMTP_URL: smtp.url,
          };
          const first = runDigest(env);
          // The first process has the lock and its mail is with the SMTP server, unanswered.
          await waitUntil(() => smtp.mails.length === 1, 60_000, 'the first process’s mail');
          const second = await runDigest(env);
          expect(second).toEqual({
            code: 0,
            output: expect.stringContaining('Another process is sending the digest in PostgreSQL'),
          });
          release();
          expect(await first).toEqual({ code: 0, output: expect.stringContaining('Sent 1 digest from PostgreSQL') });
          expect(smtp.mails.map((mail) => mail.to)).toEqual([['server@example.org']]);
        } finally {
          release();
          await smtp.close();
          await database.drop();
        }
      },
      PROCESS_TEST_TIMEOUT,
    );
  });
}
