import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import { Client } from 'pg';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { startTcpProxy } from '../tcp-proxy';
import { createPgDatabase, postgresUrl, startServer, waitUntil, type ServerProcess } from './processes';

// The live document's reliability (issue 35, decision 192): members typing in one shared story while a
// process is killed, Redis stops, or PostgreSQL goes away. Each member's Y.Doc is what they see; every
// word any of them typed must end up in the rows, and every member's screen must agree.

const pg = postgresUrl() ? describe : describe.skip;
const PASSWORD = 'plot twist at midnight';
/** The beats the members type into: two members on each, so edits meet in one text. */
const BEATS = ['act1a01', 'act1a02'] as const;

const running: ServerProcess[] = [];
const scratch: string[] = [];
afterEach(() => {
  for (const server of running.splice(0)) server.kill();
  for (const dir of scratch.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** Server processes on one database sharing a mail outbox (NODE_ENV=test writes mail to DATA_DIR/outbox). */
async function start(port: number, env: Record<string, string>) {
  const server = await startServer(port, { BCRYPT_COST: '4', SIGNUP_LIMIT_PER_HOUR: '1000', ...env });
  running.push(server);
  return server;
}

const alive = (server: ServerProcess) => server.child.exitCode === null && server.child.signalCode === null;

async function call(server: ServerProcess, method: string, url: string, token?: string, body?: unknown) {
  const res = await fetch(`${server.url}${url}`, {
    method,
    headers: {
      ...(token && { 'x-auth-token': token }),
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as Record<string, unknown> };
}

/** The newest verification link mailed to `email`, read from the outbox (as scripts/lib/outbox.mjs does). */
function mailedToken(dataDir: string, email: string) {
  const outbox = path.join(dataDir, 'outbox');
  if (!fs.existsSync(outbox)) return undefined;
  const mail = fs
    .readdirSync(outbox)
    .sort()
    .reverse()
    .map((file) => fs.readFileSync(path.join(outbox, file), 'utf8').replace(/=\r?\n/g, ''))
    .find((raw) => raw.includes(`To: ${email}`));
  return /\/verify\/([\w-]+)/.exec(mail ?? '')?.[1];
}

/** A writer signed up and verified through the API: their session token and id. */
async function writer(server: ServerProcess, dataDir: string, name: string) {
  const email = `${name.toLowerCase()}-${crypto.randomUUID().slice(0, 8)}@example.org`;
  const signUp = await call(server, 'POST', '/api/users', undefined, {
    name,
    email,
    password: PASSWORD,
    ageVerify: true,
    tosAgree: true,
  });
  expect(signUp.status).toBe(200);
  let link: string | undefined;
  await waitUntil(() => (link = mailedToken(dataDir, email)) !== undefined, 10_000, `the mail to ${email}`);
  expect((await call(server, 'PUT', `/api/auth/verify/${link}`)).status).toBe(200);
  const token = signUp.body.token as string;
  const me = await call(server, 'GET', '/api/auth', token);
  return { token, id: me.body._id as string };
}

/**
 * A story made through the API by its owner and made current (so GET /api/outlines/me reads it), with
 * a co-author added as the owner's invitation would (a story_members row).
 */
async function sharedStory(server: ServerProcess, databaseUrl: string, dataDir: string) {
  const owner = await writer(server, dataDir, 'Owner');
  const coauthor = await writer(server, dataDir, 'Coauthor');
  const made = await call(server, 'POST', '/api/stories', owner.token, { title: 'Harbour Lights' });
  expect(made.status).toBe(201);
  const storyId = made.body._id as string;
  expect((await call(server, 'PUT', `/api/stories/${storyId}/current`, owner.token)).status).toBe(200);
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query(`INSERT INTO story_members (outline_id, user_id, role) VALUES ($1, $2, 'coauthor')`, [
      storyId,
      coauthor.id,
    ]);
  } finally {
    await db.end();
  }
  return { owner, coauthor, storyId };
}

/** What the rows say the beats read, through the API (the owner's current story). */
async function rowsOf(server: ServerProcess, token: string) {
  const outline = await call(server, 'GET', '/api/outlines/me', token);
  if (outline.status !== 200) return undefined;
  return Object.fromEntries(BEATS.map((beat) => [beat, (outline.body[beat] as string | null) ?? '']));
}

interface Member {
  name: string;
  doc: Y.Doc;
  provider: HocuspocusProvider;
  /** Every mark this member typed. */
  typed: string[];
  /** The port its current socket went to. */
  port(): number;
  connected(): boolean;
  text(beat: string): string;
  type(beat: string): string;
  destroy(): void;
}

/**
 * A member's device. Its WebSocket goes where a load balancer would send it: to its own process while
 * that one is up, else to another that is (`choose`). It reconnects quickly, as the browser's does.
 */
function member(name: string, token: string, storyId: string, choose: () => number): Member {
  let port = 0;
  class Balanced extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      port = choose();
      super(url.replace(/:\d+\//, `:${port}/`), protocols, { headers: { 'x-auth-token': token } });
    }
  }
  const doc = new Y.Doc();
  const socket = new HocuspocusProviderWebsocket({
    url: `ws://127.0.0.1:${choose()}/api/collab`,
    WebSocketPolyfill: Balanced,
    delay: 200,
    factor: 1.5,
    minDelay: 100,
    maxDelay: 1000,
  });
  const provider = new HocuspocusProvider({
    websocketProvider: socket,
    name: `story:${storyId}`,
    document: doc,
    token: 's',
  });
  provider.attach();
  const typed: string[] = [];
  const beatText = (beat: string) => doc.getMap<Y.Text>('beats').get(beat);
  return {
    name,
    doc,
    provider,
    typed,
    port: () => port,
    connected: () => provider.isSynced && socket.status === 'connected',
    text: (beat) => beatText(beat)?.toString() ?? '',
    type(beat) {
      const mark = `<${name}.${typed.length}>`;
      const text = beatText(beat)!;
      // Where a writer types: at the end, or now and then in the middle of what is there (between marks).
      const middle = text.toString().indexOf('>', Math.floor(text.length / 2)) + 1;
      const at = typed.length % 3 === 2 && middle > 0 ? middle : text.length;
      text.insert(at, mark);
      typed.push(mark);
      return mark;
    },
    destroy() {
      provider.destroy();
      socket.destroy();
    },
  };
}

/** Every member types a mark into its beat every `everyMs` until stopped. */
function typing(members: Member[], everyMs = 150) {
  const timer = setInterval(() => {
    members.forEach((m, i) => {
      if (m.doc.getMap('beats').size > 0) m.type(BEATS[i % BEATS.length]!);
    });
  }, everyMs);
  return () => clearInterval(timer);
}

const synced = (members: Member[]) =>
  waitUntil(() => members.every((m) => m.connected()), 20_000, 'every member connected and synced');

/** Every member's screen shows the same beats, holding every mark anyone typed. */
async function converged(members: Member[], timeoutMs = 20_000) {
  const marks = members.flatMap((m) => m.typed);
  await waitUntil(
    () =>
      members.every((m) =>
        BEATS.every((beat) => m.text(beat) === members[0]!.text(beat) && m.provider.unsyncedChanges === 0),
      ) && marks.every((mark) => BEATS.some((beat) => members[0]!.text(beat).includes(mark))),
    timeoutMs,
    'every member to see every mark',
  );
  return Object.fromEntries(BEATS.map((beat) => [beat, members[0]!.text(beat)]));
}

/** The rows hold exactly what the members see. */
async function stored(server: ServerProcess, token: string, texts: Record<string, string>, timeoutMs = 20_000) {
  let rows: Record<string, string> | undefined;
  await waitUntil(
    async () => JSON.stringify((rows = await rowsOf(server, token))) === JSON.stringify(texts),
    timeoutMs,
    `the rows to hold what the members see (rows: ${JSON.stringify(rows)})`,
    200,
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A fresh database and outbox for one test. */
async function place(prefix: string) {
  const database = await createPgDatabase(prefix);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  scratch.push(dataDir);
  return { database, dataDir };
}

pg('the live document through faults', () => {
  it('kill -9 of one of two workers: its members reconnect to the other and nothing anyone typed is lost', async () => {
    const { database, dataDir } = await place('ta_live_kill');
    const members: Member[] = [];
    try {
      const env = {
        DATABASE_URL: database.url,
        DATA_DIR: dataDir,
        REDIS_URL: process.env.REDIS_TEST_URL || 'redis://127.0.0.1:6379',
        REDIS_PREFIX: `test:${crypto.randomUUID()}:`,
      };
      const [a, b] = [await start(5151, env), await start(5152, env)];
      const story = await sharedStory(a, database.url, dataDir);
      const route = (own: ServerProcess) => () => (alive(own) ? own : [a, b].find(alive)!).port;
      members.push(
        member('owner-a', story.owner.token, story.storyId, route(a)),
        member('coauthor-a', story.coauthor.token, story.storyId, route(a)),
        member('owner-b', story.owner.token, story.storyId, route(b)),
        member('coauthor-b', story.coauthor.token, story.storyId, route(b)),
      );
      await synced(members);
      expect(members.map((m) => m.port())).toEqual([5151, 5151, 5152, 5152]);

      const stop = typing(members);
      await sleep(3000);
      // Mid-typing, and mid-store: worker a's members have typed into it within the last 150 ms.
      process.kill(a.pid, 'SIGKILL');
      await a.exited;
      const killedAt = Date.now();
      // They go on typing while their sockets find the other worker, and after.
      await waitUntil(() => members.every((m) => m.port() === b.port && m.connected()), 20_000, 'all on b');
      const reconnectMs = Date.now() - killedAt;
      await sleep(2000);
      stop();

      expect(members.map((m) => m.port())).toEqual([5152, 5152, 5152, 5152]);
      const texts = await converged(members);
      await stored(b, story.owner.token, texts);
      const marks = members.flatMap((m) => m.typed);
      expect(marks.length).toBeGreaterThan(100);
      // Each mark once: the reconnect replayed nothing twice.
      for (const mark of marks) {
        expect(BEATS.map((beat) => texts[beat]!.split(mark).length - 1).reduce((x, y) => x + y)).toBe(1);
      }
      console.log(
        `kill -9: ${marks.length} marks typed by 4 members on 2 workers; all 4 synced on the survivor within ${reconnectMs} ms; every mark in the rows`,
      );
      expect(b.output()).not.toMatch(/unhandled|"level":50/);
    } finally {
      for (const m of members) m.destroy();
      await database.drop();
    }
  });

  it('Redis away for 10 s: each worker keeps serving its own members, and both sides converge when it returns', async () => {
    const { database, dataDir } = await place('ta_live_redis');
    const redisPort = 6391;
    const redis = () => {
      const child = spawn('redis-server', ['--port', String(redisPort), '--save', '', '--appendonly', 'no'], {
        stdio: 'ignore',
      });
      return { child, exited: new Promise((resolve) => child.on('exit', resolve)) };
    };
    let server = redis();
    const members: Member[] = [];
    try {
      const redisUp = () =>
        new Promise<boolean>((resolve) => {
          const probe = net.connect(redisPort, '127.0.0.1', () => {
            probe.end();
            resolve(true);
          });
          probe.on('error', () => resolve(false));
        });
      await waitUntil(redisUp, 10_000, 'redis-server to listen');
      const env = {
        DATABASE_URL: database.url,
        DATA_DIR: dataDir,
        REDIS_URL: `redis://127.0.0.1:${redisPort}`,
        REDIS_PREFIX: `test:${crypto.randomUUID()}:`,
      };
      const [a, b] = [await start(5153, env), await start(5154, env)];
      const story = await sharedStory(a, database.url, dataDir);
      const on = (own: ServerProcess) => () => own.port;
      members.push(
        member('owner-a', story.owner.token, story.storyId, on(a)),
        member('coauthor-a', story.coauthor.token, story.storyId, on(a)),
        member('owner-b', story.owner.token, story.storyId, on(b)),
        member('coauthor-b', story.coauthor.token, story.storyId, on(b)),
      );
      await synced(members);
      const [ownerA, coauthorA, ownerB, coauthorB] = members as [Member, Member, Member, Member];

      // With Redis, a mark typed on a reaches b's members.
      const across = ownerA.type('act1a01');
      await waitUntil(() => coauthorB.text('act1a01').includes(across), 5000, 'a mark across the workers');

      server.child.kill('SIGTERM');
      await server.exited;
      const stoppedAt = Date.now();
      // For 10 s: each member types, and the member on the same worker sees it within a second.
      const local: number[] = [];
      while (Date.now() - stoppedAt < 10_000) {
        for (const [writer, reader] of [
          [ownerA, coauthorA],
          [coauthorA, ownerA],
          [ownerB, coauthorB],
          [coauthorB, ownerB],
        ] as const) {
          const beat = BEATS[members.indexOf(writer) % BEATS.length]!;
          const mark = writer.type(beat);
          const typedAt = Date.now();
          await waitUntil(() => reader.text(beat).includes(mark), 1000, `${mark} on ${reader.name}'s screen`, 5);
          local.push(Date.now() - typedAt);
        }
        await sleep(200);
      }
      // The rows took the edits of both workers during the outage (each stores what its members typed).
      const during = { a: ownerA.typed.at(-1)!, b: ownerB.typed.at(-1)! };
      await waitUntil(
        async () => {
          const rows = await rowsOf(a, story.owner.token);
          return !!rows && rows.act1a01!.includes(during.a) && rows.act1a01!.includes(during.b);
        },
        10_000,
        'the rows to hold both workers’ edits while Redis is away',
        200,
      );

      server = redis();
      await waitUntil(redisUp, 10_000, 'redis-server to listen again');
      const stop = typing(members, 300);
      await sleep(3000);
      stop();
      // Redis carries edits across again.
      const back = ownerB.type('act1a02');
      await waitUntil(() => coauthorA.text('act1a02').includes(back), 10_000, 'a mark across the workers again');
      const texts = await converged(members);
      await stored(a, story.owner.token, texts);
      local.sort((x, y) => x - y);
      console.log(
        `Redis away 10 s: ${local.length} marks seen by the member on the same worker, p50 ${local[Math.floor(local.length / 2)]} ms, max ${local.at(-1)} ms; ${members.flatMap((m) => m.typed).length} marks in all, converged and stored`,
      );
      expect(alive(a) && alive(b)).toBe(true);
    } finally {
      for (const m of members) m.destroy();
      server.child.kill('SIGTERM');
      await server.exited;
      await database.drop();
    }
  });

  it('PostgreSQL away for 10 s: members keep editing live, and everything is stored once it returns', async () => {
    const { database, dataDir } = await place('ta_live_pg');
    const target = new URL(postgresUrl()!);
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const members: Member[] = [];
    try {
      const url = new URL(database.url);
      url.port = String(proxy.port);
      const server = await start(5155, { DATABASE_URL: url.toString(), DATA_DIR: dataDir, REDIS_URL: '' });
      const story = await sharedStory(server, database.url, dataDir);
      const on = () => server.port;
      members.push(
        member('owner', story.owner.token, story.storyId, on),
        member('coauthor', story.coauthor.token, story.storyId, on),
        member('owner-2', story.owner.token, story.storyId, on),
      );
      await synced(members);
      const stopBefore = typing(members);
      await sleep(1500);
      stopBefore();

      await proxy.cut();
      const cutAt = Date.now();
      const live: number[] = [];
      while (Date.now() - cutAt < 10_000) {
        for (const [i, writer] of members.entries()) {
          const reader = members[(i + 1) % members.length]!;
          const beat = BEATS[i % BEATS.length]!;
          const mark = writer.type(beat);
          const typedAt = Date.now();
          await waitUntil(() => reader.text(beat).includes(mark), 1000, `${mark} on ${reader.name}'s screen`, 5);
          live.push(Date.now() - typedAt);
        }
        await sleep(150);
      }
      // Nothing of the outage's edits could be stored.
      expect((await call(server, 'GET', '/api/outlines/me', story.owner.token)).status).toBe(503);

      await proxy.restore();
      const restoredAt = Date.now();
      const texts = await converged(members);
      await stored(server, story.owner.token, texts);
      const storedMs = Date.now() - restoredAt;
      live.sort((x, y) => x - y);
      console.log(
        `PostgreSQL away 10 s: ${live.length} marks live between members, p50 ${live[Math.floor(live.length / 2)]} ms, max ${live.at(-1)} ms; all ${members.flatMap((m) => m.typed).length} stored ${storedMs} ms after it returned`,
      );
      expect(alive(server)).toBe(true);
    } finally {
      for (const m of members) m.destroy();
      await proxy.close();
      await database.drop();
    }
  });
});
