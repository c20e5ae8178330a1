/**
 * `npm run soak [-- options]`: mixed, realistic traffic against the production build on
 * PostgreSQL with WEB_CONCURRENCY=2 and Redis, for minutes (docs/decisions/120-several-processes.md).
 *
 *   --minutes M     how long (default 10)
 *   --smoke         one minute (CI): judges errors, reports the heap without judging it
 *   --no-build      use the existing builds instead of running `npm run build` first
 *   --users N       writers taking part (default 24)
 *   --connections N writers acting at once (default 8)
 *
 * Needs DATABASE_URL (a PostgreSQL server; a fresh database is created and dropped) and Redis
 * (REDIS_URL, default redis://127.0.0.1:6379). Each writer reads the Brainstorm, a post and their
 * outline, saves the outline as autosave would, likes, posts and comments now and then, and
 * signs in again at a low rate. Every minute prints requests, errors (any answer >= 400 other
 * than 429, or no answer), p50/p99, and each worker's RSS and heap (from /metrics). Fails on any
 * error, or when a worker's heap (the lowest of its samples in a minute) grows by more than 10 %
 * from minute 2 (after the warm-up) to the last (runs of 3 minutes or more).
 */
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { verificationToken } from '../scripts/lib/outbox.mjs';
import { flag, number } from './args.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const minutes = flag('--smoke') ? 1 : number('--minutes', 10);
const users = number('--users', 24);
const connections = number('--connections', 8);
const METRICS_TOKEN = crypto.randomBytes(24).toString('hex');
const PASSWORD = 'three acts and a twist';

if (!process.env.DATABASE_URL) {
  console.error('npm run soak needs DATABASE_URL (a PostgreSQL server; the soak makes its own database)');
  process.exit(2);
}
if (!flag('--no-build')) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(1);
}

// ------------------------------------------------------------ the database and the app

const admin = new URL(process.env.DATABASE_URL);
const dbName = `three_act_soak_${process.pid}`;
const withDb = async (run) => {
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
};
await withDb((c) => c.query(`CREATE DATABASE ${dbName}`));
const dbUrl = new URL(admin);
dbUrl.pathname = `/${dbName}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'soak-'));
const port = 5000 + (process.pid % 1000) + 300;
const base = `http://127.0.0.1:${port}`;

const server = spawn(process.execPath, [path.join(root, 'server/dist/index.js')], {
  cwd: os.tmpdir(),
  env: {
    ...process.env,
    NODE_ENV: 'production',
    MAIL_OUTBOX: '1',
    JWT_SECRET: crypto.randomBytes(32).toString('hex'),
    DATABASE_URL: dbUrl.toString(),
    REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
    REDIS_PREFIX: `soak:${process.pid}:`,
    WEB_CONCURRENCY: '2',
    METRICS_TOKEN,
    PORT: String(port),
    DATA_DIR: dataDir,
    APP_URL: base,
    SIGNUP_LIMIT_PER_HOUR: '100000',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'ignore', 'pipe'],
});
let serverLog = '';
server.stderr.on('data', (chunk) => (serverLog = (serverLog + chunk).slice(-20_000)));
let serverExited = false;
server.on('exit', () => (serverExited = true));

async function cleanup() {
  if (!serverExited) {
    const done = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await done;
  }
  await withDb((c) => c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`)).catch(() => {});
  fs.rmSync(dataDir, { recursive: true, force: true });
}

for (let i = 0; ; i += 1) {
  try {
    if ((await fetch(`${base}/api/ready`)).status === 200) break;
  } catch {
    // not listening yet
  }
  if (serverExited || i > 600) {
    console.error(`the app did not start:\n${serverLog}`);
    await cleanup();
    process.exit(1);
  }
  await new Promise((resolve) => setTimeout(resolve, 100));
}

// ------------------------------------------------------------ requests and figures

let current = { requests: 0, errors: 0, limited: 0, latencies: [] };
const errorSamples = [];
async function call(method, url, { token, body } = {}) {
  const started = performance.now();
  let status = 0;
  let json = null;
  try {
    const res = await fetch(base + url, {
      method,
      headers: {
        ...(token && { 'x-auth-token': token }),
        ...(body && { 'content-type': 'application/json' }),
      },
      body: body && JSON.stringify(body),
    });
    status = res.status;
    const text = await res.text();
    json = text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : null;
  } catch (error) {
    errorSamples.push(`${method} ${url}: ${error.message}`);
  }
  current.requests += 1;
  current.latencies.push(performance.now() - started);
  if (status === 429) current.limited += 1;
  else if (status === 0 || status >= 400) {
    current.errors += 1;
    if (status && errorSamples.length < 20) errorSamples.push(`${method} ${url}: ${status} ${JSON.stringify(json)}`);
  }
  return { status, json };
}

const pick = (list) => list[Math.floor(Math.random() * list.length)];

// Writers sign up, verify their address and start an outline (not counted in the figures).
const writers = [];
for (let i = 0; i < users; i += 1) {
  const email = `soak-${i}@example.org`;
  const signUp = await call('POST', '/api/users', {
    body: { name: `Soak Writer ${i}`, email, password: PASSWORD, ageVerify: true, tosAgree: true },
  });
  writers.push({ email, token: signUp.json.token, beat: 0 });
}
for (const writer of writers) {
  for (let i = 0; i < 100 && !verificationToken(dataDir, writer.email); i += 1)
    await new Promise((r) => setTimeout(r, 50));
  await call('PUT', `/api/auth/verify/${verificationToken(dataDir, writer.email)}`);
  await call('POST', '/api/outlines', { token: writer.token, body: { title: `Soak story of ${writer.email}` } });
  await call('POST', '/api/posts', { token: writer.token, body: { text: `A first idea from ${writer.email}` } });
}
current = { requests: 0, errors: 0, limited: 0, latencies: [] };

const posts = async (token) => (await call('GET', '/api/posts?limit=20', { token })).json ?? [];
/** One writer's next action, by weight: mostly reading and autosaving. */
async function act(writer) {
  const roll = Math.random();
  if (roll < 0.3) await posts(writer.token);
  else if (roll < 0.45) {
    const list = await posts(writer.token);
    if (list.length) await call('GET', `/api/posts/${pick(list)._id}`, { token: writer.token });
  } else if (roll < 0.6) await call('GET', '/api/outlines/me', { token: writer.token });
  else if (roll < 0.8) {
    writer.beat = (writer.beat % 8) + 1;
    await call('POST', '/api/outlines', {
      token: writer.token,
      body: { [`act1a0${writer.beat}`]: `Autosaved at ${new Date().toISOString()} ${'words '.repeat(40)}` },
    });
  } else if (roll < 0.9) {
    const list = await posts(writer.token);
    if (list.length) await call('PUT', `/api/posts/like/${pick(list)._id}`, { token: writer.token });
  } else if (roll < 0.95) {
    const list = await posts(writer.token);
    if (list.length) {
      await call('PUT', `/api/posts/comment/${pick(list)._id}`, {
        token: writer.token,
        body: { text: `What if the mentor lied? (${Date.now()})` },
      });
    }
  } else if (roll < 0.98) {
    await call('POST', '/api/posts', {
      token: writer.token,
      body: { text: `Stuck at the midpoint again (${Date.now()})` },
    });
  } else {
    const login = await call('POST', '/api/auth', { body: { email: writer.email, password: PASSWORD } });
    if (login.status === 200) writer.token = login.json.token;
  }
}

/** Each worker's RSS and heap in use, from the cluster's metrics. */
async function memory() {
  const res = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  const text = await res.text();
  const read = (name) =>
    Object.fromEntries(
      [...text.matchAll(new RegExp(`^${name}\\{worker="(\\d+)"\\} (\\S+)$`, 'gm'))].map((m) => [m[1], Number(m[2])]),
    );
  return { rss: read('process_resident_memory_bytes'), heap: read('nodejs_heap_size_used_bytes') };
}

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] : 0;
const mb = (bytes) => (bytes / 2 ** 20).toFixed(0);

console.log(
  `\nSoak: ${minutes} min, ${users} writers (${connections} at once), production build, PostgreSQL, WEB_CONCURRENCY=2, Redis; ${os.cpus().length} cores\n`,
);
const endAt = Date.now() + minutes * 60_000;
let running = true;
const loops = Array.from({ length: connections }, async (_, i) => {
  while (running) await act(writers[(i + Math.floor(Math.random() * users)) % users]);
});

const heapByMinute = [];
let totalRequests = 0;
let totalErrors = 0;
for (let minute = 1; minute <= minutes; minute += 1) {
  const samples = [];
  const minuteEnd = Math.min(endAt, Date.now() + 60_000);
  while (Date.now() < minuteEnd && !serverExited) {
    await new Promise((resolve) => setTimeout(resolve, Math.min(5000, minuteEnd - Date.now())));
    samples.push(await memory());
  }
  const figures = current;
  current = { requests: 0, errors: 0, limited: 0, latencies: [] };
  figures.latencies.sort((a, b) => a - b);
  totalRequests += figures.requests;
  totalErrors += figures.errors;
  const workers = Object.keys(samples.at(-1)?.rss ?? {}).sort();
  // The lowest sample of the minute: just after a collection the heap in use is what is live, while
  // other samples swing with garbage not yet collected.
  const heap = Object.fromEntries(workers.map((w) => [w, Math.min(...samples.map((s) => s.heap[w] ?? Infinity))]));
  heapByMinute.push(heap);
  const perWorker = workers
    .map((w) => `worker ${w}: RSS ${mb(samples.at(-1).rss[w])} MB, heap ${mb(heap[w])} MB`)
    .join('; ');
  console.log(
    `minute ${minute}: ${figures.requests} requests (${(figures.requests / 60).toFixed(0)}/s), ${figures.errors} errors, ${figures.limited} × 429, p50 ${percentile(figures.latencies, 0.5).toFixed(1)} ms, p99 ${percentile(figures.latencies, 0.99).toFixed(1)} ms; ${perWorker}`,
  );
}
running = false;
await Promise.all(loops);

const failures = [];
if (serverExited) failures.push(`the app exited during the soak:\n${serverLog}`);
if (totalErrors > 0) failures.push(`${totalErrors} errors, e.g.\n  ${errorSamples.join('\n  ')}`);
// Minute 1 is the warm-up; the heap is judged from minute 2 on.
const [first, last] = [heapByMinute[minutes >= 3 ? 1 : 0] ?? {}, heapByMinute.at(-1) ?? {}];
const growth = Object.keys(last).map((w) => ({ w, ratio: first[w] ? last[w] / first[w] : 1 }));
const heapLine = growth.map(({ w, ratio }) => `worker ${w} ${((ratio - 1) * 100).toFixed(1)} %`).join(', ');
if (minutes >= 3) {
  // A worker replaced during the run has no first minute to compare with.
  const grown = growth.filter(({ ratio }) => ratio > 1.1);
  if (grown.length) failures.push(`heap grew by more than 10 % after the warm-up minute: ${heapLine}`);
}
console.log(
  `\nSoak: ${totalRequests} requests, ${totalErrors} errors; heap (lowest sample of each minute) from minute ${minutes >= 3 ? 2 : 1} to the last: ${heapLine}${minutes >= 3 ? '' : ' (not judged under 3 minutes)'}`,
);
await cleanup();
if (failures.length) {
  console.error(`\nSOAK FAILED:\n${failures.join('\n')}`);
  process.exit(1);
}
