/**
 * `npm run bench:export`: is the server still answering while the largest export allowed is made?
 * Fills one writer with as much history as the export cap allows (stories of 5 MB of revisions,
 * decision 151), starts "Download my data", and meanwhile a separate process asks GET /api/health
 * every 50 ms; prints the health answers' max and p95 latency, quiet and during the export.
 * Embedded PGlite in memory, or PostgreSQL when DATABASE_URL is set (the tables it fills are its own
 * writer's, dropped at the end). Goal: /api/health under 100 ms while the export builds.
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { users } from '../src/db/schema';
import { createLogger } from '../src/lib/logger';
import { createMailer } from '../src/lib/mailer';
import { createSessionCache } from '../src/modules/auth/session-cache';
import { createSessionService } from '../src/modules/auth/session.service';

const STORIES = Number(process.env.STORIES ?? 19);
/** Per story: 166 revisions of 30 000 bytes, just under the 5 MB of history a story keeps. */
const REVISIONS = 166;

/** The probe: health every 50 ms while downloading the export, in its own process; prints JSON. */
const PROBE = `
const [url, token] = process.argv.slice(1);
const health = async (samples) => {
  const start = performance.now();
  await (await fetch(url + '/api/health')).arrayBuffer();
  samples.push(performance.now() - start);
};
const probe = async (samples, until) => {
  while (!until.done) {
    const next = new Promise((resolve) => setTimeout(resolve, 50));
    await health(samples);
    await next;
  }
};
const stats = (samples) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { n: sorted.length, p95: sorted[Math.floor(sorted.length * 0.95)] ?? 0, max: sorted.at(-1) ?? 0 };
};
await health([]); // the first answer warms the connection and the route up
const quiet = [];
const quietUntil = { done: false };
setTimeout(() => (quietUntil.done = true), 1000);
await probe(quiet, quietUntil);
const during = [];
const exportDone = { done: false };
const started = performance.now();
const polling = probe(during, exportDone);
const res = await fetch(url + '/api/users/me/export', { headers: { 'x-auth-token': token } });
let bytes = 0;
for await (const chunk of res.body) bytes += chunk.length;
exportDone.done = true;
await polling;
console.log(JSON.stringify({ status: res.status, bytes, ms: performance.now() - started, quiet: stats(quiet), during: stats(during) }));
`;

async function main() {
  const config = loadConfig({
    NODE_ENV: 'development',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing',
    DATA_DIR: path.join(os.tmpdir(), 'three-act-bench-export'),
    APP_URL: 'http://localhost:5000',
    DATABASE_URL: process.env.DATABASE_URL ?? '',
  });
  const logger = createLogger('silent');
  const database = await openDatabase({ databaseUrl: config.databaseUrl });
  const { db } = database;
  const [writer] = await db
    .insert(users)
    .values({ name: 'Bench Writer', email: `bench-${Date.now()}@example.org`, passwordHash: 'x', emailVerified: true })
    .returning({ id: users.id });
  const userId = writer!.id;
  try {
    const token = await createSessionService(
      db,
      config.jwtSecret,
      createSessionCache(async () => {}),
    ).startSession(userId);
    const filling = performance.now();
    for (let story = 0; story < STORIES; story += 1) {
      // Text that deflate has work to do on: 30 000 bytes of hex digests per revision.
      await db.execute(sql`
        WITH story AS (
          INSERT INTO outlines (user_id, current, title, act1a01)
          VALUES (${userId}::uuid, ${story === 0}, ${`Bench story ${story}`}, 'The opening')
          RETURNING id
        )
        INSERT INTO outline_revisions (outline_id, field, text, version, source)
        SELECT (SELECT id FROM story), 'act1a0' || (1 + n % 9),
          (SELECT left(string_agg(md5(random()::text || g), ' '), 30000) FROM generate_series(1, 920) g WHERE n > 0),
          n, 'bench:'
        FROM generate_series(1, ${REVISIONS}) n`);
    }
    const fillSeconds = ((performance.now() - filling) / 1000).toFixed(1);

    const mailer = createMailer({ smtpUrl: '', from: config.mailFrom, outboxDir: '', logger });
    const app = createApp({ db, config, mailer, logger, listen: database.listen }, { clientDir: '/nonexistent' });
    const server = app.listen(0);
    await new Promise((resolve) => server.once('listening', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const output = await new Promise<string>((resolve, reject) => {
      const child = spawn(process.execPath, ['--input-type=module', '-e', PROBE, url, token], {
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`the probe exited with ${code}`))));
    });
    server.close();
    mailer.close();
    const result = JSON.parse(output) as {
      status: number;
      bytes: number;
      ms: number;
      quiet: { n: number; p95: number; max: number };
      during: { n: number; p95: number; max: number };
    };
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    console.log(
      `export of ${STORIES} stories × ${REVISIONS} revisions of 30 000 bytes (filled in ${fillSeconds} s, ${database.kind}):`,
    );
    console.log(
      `  export: status ${result.status}, ${(result.bytes / 1024 / 1024).toFixed(1)} MB zipped in ${(result.ms / 1000).toFixed(1)} s`,
    );
    console.log(
      `  /api/health quiet:  ${result.quiet.n} answers, p95 ${ms(result.quiet.p95)}, max ${ms(result.quiet.max)}`,
    );
    console.log(
      `  /api/health during: ${result.during.n} answers, p95 ${ms(result.during.p95)}, max ${ms(result.during.max)} (goal: under 100 ms)`,
    );
  } finally {
    await db.delete(users).where(sql`${users.id} = ${userId}::uuid`);
    await database.close();
  }
}

void main();
