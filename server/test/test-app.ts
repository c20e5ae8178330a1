import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import request from 'supertest';
import { createApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { users } from '../src/db/schema';
import { AUTH_CHANNEL } from '../src/modules/auth/session-cache';
import { createLogger } from '../src/lib/logger';
import { createMailer } from '../src/lib/mailer';
import { closeRedis, connectRedis } from '../src/lib/redis';
import { decodeQuotedPrintable, startSmtpServer } from './smtp';
import type { DatabaseOptions } from '../src/db/client';
import { openTestDatabase } from './test-db';
import { waitUntil } from './wait-until';

/** The whole app on a real database, with mail going over SMTP to a local server the test can read. */
export async function createTestContext(
  env: Record<string, string> = {},
  { logQuery }: Pick<DatabaseOptions, 'logQuery'> = {},
) {
  const database = await openTestDatabase({ logQuery });
  const smtp = await startSmtpServer();
  const config: Config = loadConfig({
    NODE_ENV: 'test',
    BCRYPT_COST: process.env.BCRYPT_COST,
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    DATA_DIR: path.join(os.tmpdir(), 'three-act-test'),
    APP_URL: 'http://localhost:5000',
    SMTP_URL: smtp.url,
    // With REDIS_URL set (CI's PostgreSQL run), the limits count in Redis under a prefix of their own.
    REDIS_URL: process.env.REDIS_URL ?? '',
    REDIS_PREFIX: `test:${process.pid}:${crypto.randomUUID()}:`,
    // A file signs up as many writers as it needs; the tests of this limit set it low again.
    SIGNUP_LIMIT_PER_HOUR: '100000',
    ...env,
  });
  const logger = createLogger('silent');
  const redis = config.redisUrl ? connectRedis(config.redisUrl, logger) : undefined;
  // Until Redis answers, limits fail open (as in an outage); a test's first requests must already count.
  if (redis && !('REDIS_URL' in env)) await waitUntil(() => redis.isReady, 5000, 'Redis to be ready');
  const mailer = createMailer({ smtpUrl: smtp.url, from: config.mailFrom, outboxDir: '', logger });
  // The session cache serves once its listener hears the database; a test starts after that.
  let listening = false;
  const heard = new Set<string>();
  const listen: typeof database.listen = (channel, handlers) =>
    database.listen(channel, {
      ...handlers,
      message(payload) {
        heard.add(payload);
        handlers.message(payload);
      },
      live(isLive) {
        listening = isLive;
        handlers.live(isLive);
      },
    });
  const app = createApp({ db: database.db, config, mailer, logger, redis, listen }, { clientDir: '/nonexistent' });
  await waitUntil(() => listening, 5000, 'the session cache to hear the database');

  return {
    app,
    db: database.db,
    /** The database's announcements, as the app hears them: another app on the same database listens here. */
    listen,
    config,
    mailer,
    logger,
    mails: smtp.mails,
    api: () => request(app),
    /** The mails this address received, oldest first, decoded enough to read their text and links. */
    mailsTo: (email: string) => smtp.mails.filter((m) => m.to.includes(email)).map((m) => decodeQuotedPrintable(m.raw)),
    /** The token in the newest `/{route}/<token>` link mailed to this address (a verification by default). */
    lastMailedToken(
      email: string,
      route: 'verify' | 'reset' | 'confirm-email' | 'cancel-email' | 'invitations' = 'verify',
    ): string {
      const mail = [...smtp.mails].reverse().find((m) => m.to.includes(email));
      if (!mail) throw new Error(`no mail to ${email}`);
      const match = new RegExp(`/${route}/([A-Za-z0-9_-]+)`).exec(decodeQuotedPrintable(mail.raw));
      if (!match) throw new Error(`no /${route}/ link in the newest mail to ${email}`);
      return match[1]!;
    },
    /**
     * Changes a user's row behind the app's back, as another admin or an old build would, and waits
     * until the app has heard the database announce it: a request right after must not be served
     * the user its session cache held before.
     */
    async updateUser(userId: string, values: PgUpdateSetSource<typeof users>) {
      await database.db.update(users).set(values).where(eq(users.id, userId));
      const payload = `sync:test:${crypto.randomUUID()}`;
      await database.db.execute(sql`SELECT pg_notify(${AUTH_CHANNEL}, ${payload})`);
      await waitUntil(() => heard.delete(payload), 5000, 'the app to hear the changed user');
    },
    async close() {
      await app.live.close();
      mailer.close();
      if (redis) await closeRedis(redis);
      await smtp.close();
      await database.close();
    },
  };
}

export type TestContext = Awaited<ReturnType<typeof createTestContext>>;
