/**
 * What the live benchmarks share (bench/live.mjs, bench/live-soak.mjs): a fresh PostgreSQL database,
 * the production build started on it, writers signed up and verified through the API, stories with
 * members, and live clients (Node WebSockets speaking to /api/collab as the browser's provider does).
 */
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import pg from 'pg';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { mailedToken } from '../scripts/lib/outbox.mjs';
import { api } from './http.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PASSWORD = 'three acts and a twist';

/** A new database on DATABASE_URL's server; `drop()` removes it. */
export async function freshDatabase(prefix) {
  const admin = process.env.DATABASE_URL;
  const name = `${prefix}_${process.pid}_${crypto.randomBytes(3).toString('hex')}`;
  const run = async (sql) => {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    try {
      return await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** Runs statements on the database (what the API has no route for: members added as an invitation would). */
async function sql(databaseUrl, text, values) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

/**
 * The production build (server/dist) on `port`, mail to DATA_DIR/outbox; `env` adds WEB_CONCURRENCY,
 * REDIS_URL and the like. Resolves once /api/ready answers 200.
 */
export async function startApp({ databaseUrl, dataDir, port, metricsToken, jwtSecret, env = {} }) {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(root, 'server/dist/index.js')], {
    cwd: os.tmpdir(),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      MAIL_OUTBOX: '1',
      // The same across restarts of one run: the writers' sessions outlive an app.
      JWT_SECRET: jwtSecret,
      DATABASE_URL: databaseUrl,
      REDIS_URL: '',
      METRICS_TOKEN: metricsToken,
      PORT: String(port),
      DATA_DIR: dataDir,
      APP_URL: url,
      SIGNUP_LIMIT_PER_HOUR: '1000000',
      // Sign-ups are set-up, not what is measured.
      BCRYPT_COST: '4',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => (log = (log + chunk).slice(-20_000)));
  let exited = false;
  child.on('exit', () => (exited = true));
  for (let i = 0; ; i += 1) {
    try {
      if ((await fetch(`${url}/api/ready`)).status === 200) break;
    } catch {
      // not listening yet
    }
    if (exited || i > 900) throw new Error(`the app did not start:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    pid: child.pid,
    log: () => log,
    exited: () => exited,
    async stop() {
      if (exited) return;
      const done = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await done;
      clearTimeout(timer);
    },
  };
}

/** `count` writers signed up and verified through the API (mail read from the outbox), ten at a time. */
export async function signUpWriters(app, dataDir, prefix, count) {
  const writers = [];
  for (let start = 0; start < count; start += 10) {
    const batch = Array.from({ length: Math.min(10, count - start) }, (_, k) => start + k);
    writers.push(
      ...(await Promise.all(
        batch.map(async (i) => {
          const email = `${prefix}-${i}@example.org`;
          const res = await api(app.url, 'POST', '/api/users', {
            body: { name: `Live Writer ${i}`, email, password: PASSWORD, ageVerify: true, tosAgree: true },
          });
          if (res.status !== 200) throw new Error(`sign-up answered ${res.status}: ${res.bytes}`);
          const { token } = res.json();
          const verified = await api(app.url, 'PUT', `/api/auth/verify/${await mailedToken(dataDir, email)}`);
          if (verified.status !== 200) throw new Error(`verify answered ${verified.status}`);
          const me = await api(app.url, 'GET', '/api/auth', { token });
          return { email, token, id: me.json()._id };
        }),
      )),
    );
  }
  return writers;
}

/** A story of `owner`'s through the API (on `beatSheet` if given); its id. */
export async function newStory(app, owner, title, beatSheet) {
  const res = await api(app.url, 'POST', '/api/stories', {
    token: owner.token,
    body: { title, ...(beatSheet && { beatSheet }) },
  });
  if (res.status !== 201) throw new Error(`POST /api/stories answered ${res.status}: ${res.bytes}`);
  return res.json()._id;
}

/** Co-authors added to stories, as accepted invitations leave them: `[storyId, userId]` pairs. */
export async function addMembers(databaseUrl, pairs) {
  for (let start = 0; start < pairs.length; start += 500) {
    const chunk = pairs.slice(start, start + 500);
    const values = chunk.map((_, k) => `($${2 * k + 1}::uuid, $${2 * k + 2}::uuid, 'coauthor')`).join(', ');
    await sql(
      databaseUrl,
      `INSERT INTO story_members (outline_id, user_id, role) VALUES ${values} ON CONFLICT DO NOTHING`,
      chunk.flat(),
    );
  }
}

/**
 * A member's screen: a provider on its own WebSocket to /api/collab, signed in by the session token
 * (the browser's cookie), on the story's document.
 */
export function liveClient(url, token, storyId) {
  class Signed extends WebSocket {
    constructor(address, protocols) {
      super(address, protocols, { headers: { 'x-auth-token': token } });
    }
  }
  const doc = new Y.Doc();
  const socket = new HocuspocusProviderWebsocket({
    url: `${url.replace(/^http/, 'ws')}/api/collab`,
    WebSocketPolyfill: Signed,
    // Reconnects as the browser's provider does, a little sooner (attempt's minDelay must not exceed delay).
    delay: 500,
    minDelay: 250,
    maxDelay: 5000,
  });
  const provider = new HocuspocusProvider({
    websocketProvider: socket,
    name: `story:${storyId}`,
    document: doc,
    token: 's',
  });
  provider.attach();
  return {
    doc,
    provider,
    socket,
    beat: (reference) => doc.getMap('beats').get(reference),
    synced: () => provider.isSynced,
    destroy() {
      provider.destroy();
      socket.destroy();
    },
  };
}

/** Waits until every client has synced (or throws after `ms`). */
export async function allSynced(clients, ms = 60_000) {
  const deadline = Date.now() + ms;
  while (!clients.every((client) => client.synced())) {
    if (Date.now() > deadline) {
      throw new Error(`${clients.filter((c) => !c.synced()).length} of ${clients.length} live clients did not sync`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Gauges and heap from /metrics: the sum over workers, and the heap in use per worker. */
export async function liveMetrics(url, metricsToken) {
  const text = await (await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } })).text();
  const series = (name) =>
    [...text.matchAll(new RegExp(`^${name}(?:\\{([^}]*)\\})? (\\S+)$`, 'gm'))].map((m) => ({
      worker: /worker="(\d+)"/.exec(m[1] ?? '')?.[1] ?? '0',
      value: Number(m[2]),
    }));
  const sum = (name) => series(name).reduce((total, s) => total + s.value, 0);
  return {
    documents: sum('live_documents'),
    connections: sum('live_connections'),
    heap: Object.fromEntries(series('nodejs_heap_size_used_bytes').map((s) => [s.worker, s.value])),
  };
}
