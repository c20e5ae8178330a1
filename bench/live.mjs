/**
 * `npm run bench:live [-- options]`: the live document under load (issue 35, decision 192), on
 * PostgreSQL with the production build.
 *
 *   --members N   members typing in one shared story, 2 keystrokes a second each (default 20)
 *   --idle N      further live connections, idle, over --stories stories (default 500)
 *   --stories N   stories the idle connections are spread over (default 200)
 *   --seconds S   each measurement's length (default 20)
 *   --no-build    use the existing builds instead of running `npm run build` first
 *   --smoke       tiny numbers, well under a minute: checks the script works, judges nothing
 *
 * Needs DATABASE_URL (a PostgreSQL server; a fresh database is created and dropped) and, for the
 * two-worker half, Redis (REDIS_URL, default redis://127.0.0.1:6379). Measured, first on one process,
 * then on two workers (WEB_CONCURRENCY=2, members spread over both by the cluster, Redis between them):
 * keystroke to another member's screen (a Y.Text insert in one member's document until each other
 * member's document has it; every pair counted) p50 and p99; GET /api/outlines/me req/s with the live
 * load running against without it; and the memory and state size of a loaded story of 100 beats and
 * 600 scenes with summaries. An
 * account holds at most 10 live connections a process, so idle connections are 5 an account.
 */
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import * as Y from 'yjs';
import { api, storyById } from './http.mjs';
import {
  addMembers,
  allSynced,
  freshDatabase,
  liveClient,
  liveMetrics,
  newStory,
  root,
  signUpWriters,
  startApp,
} from './live-app.mjs';
import { flag, number } from './args.mjs';

const smoke = flag('--smoke');
const options = {
  members: number('--members', smoke ? 4 : 20),
  idle: number('--idle', smoke ? 20 : 500),
  stories: number('--stories', smoke ? 4 : 200),
  seconds: number('--seconds', smoke ? 3 : 20),
};
const IDLE_PER_ACCOUNT = 5;
/** The Three Act structure's beats (act1a01…act3a08): member i types in beat i mod 32. */
const BEAT_KEYS = [
  [1, 8],
  [2, 16],
  [3, 8],
].flatMap(([act, count]) => Array.from({ length: count }, (_, n) => `act${act}a${String(n + 1).padStart(2, '0')}`));
const KEYSTROKES_PER_SECOND = 2;
const TARGETS = { oneP99: 100, twoP99: 150 };
const METRICS_TOKEN = crypto.randomBytes(24).toString('hex');
const JWT_SECRET = crypto.randomBytes(32).toString('hex');
const log = (line) => console.error(`  … ${line}`);

if (!process.env.DATABASE_URL) {
  console.error('npm run bench:live needs DATABASE_URL (a PostgreSQL server; the benchmark makes its own database)');
  process.exit(2);
}
if (!flag('--no-build')) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(1);
}

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc');

const database = await freshDatabase('ta_live_bench');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ta-live-bench-'));
const port = 5160 + (process.pid % 10);
let app;
const cleanup = async () => {
  await app?.stop().catch(() => {});
  await database.drop().catch(() => {});
  fs.rmSync(dataDir, { recursive: true, force: true });
};
process.on('SIGINT', () => void cleanup().then(() => process.exit(130)));

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] : NaN;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------- the stories

/** The shared story, the idle stories and the 100-beat story, made through the API on the first app. */
async function seed() {
  const idleAccounts = Math.ceil(options.idle / IDLE_PER_ACCOUNT);
  log(`signing up ${options.members + idleAccounts} writers`);
  const members = await signUpWriters(app, dataDir, 'member', options.members);
  const idlers = await signUpWriters(app, dataDir, 'idle', idleAccounts);
  const owner = members[0];
  const shared = await newStory(app, owner, 'The shared story');
  await api(app.url, 'PUT', `/api/stories/${shared}/current`, { token: owner.token });
  log(`making ${options.stories} stories for the idle connections`);
  const stories = [];
  for (let j = 0; j < options.stories; j += 1) {
    const storyOwner = idlers[j % idlers.length];
    stories.push({ id: await newStory(app, storyOwner, `Idle story ${j}`), owner: storyOwner });
  }
  // Idle connection c: account ⌊c / 5⌋, story c mod S; an account not owning it is a co-author.
  const idle = Array.from({ length: options.idle }, (_, c) => ({
    writer: idlers[Math.floor(c / IDLE_PER_ACCOUNT)],
    story: stories[c % stories.length],
  }));
  await addMembers(database.url, [
    ...members.slice(1).map((m) => [shared, m.id]),
    ...idle.filter((c) => c.story.owner !== c.writer).map((c) => [c.story.id, c.writer.id]),
  ]);
  log('writing a story of 100 beats and 600 scenes');
  const hundred = await hundredBeatStory(owner);
  return { members, shared, idle, hundred, owner };
}

/** A story of 100 beats on a sheet of the owner's (7 acts), every beat written (as bench/run.mjs makes it). */
async function hundredBeatStory(owner) {
  const acts = Array.from({ length: 7 }, (_, act) => ({
    name: `Act ${act + 1}`,
    beats: Array.from({ length: act < 2 ? 15 : 14 }, (_, beat) => ({
      name: `Beat ${act + 1}.${beat + 1}`,
      question: 'What happens here, and what does it cost the protagonist?',
    })),
  }));
  const sheet = await api(app.url, 'POST', '/api/beat-sheets', {
    token: owner.token,
    body: { name: 'A hundred beats', acts },
  });
  if (sheet.status !== 201) throw new Error(`POST /api/beat-sheets answered ${sheet.status}: ${sheet.bytes}`);
  const id = await newStory(app, owner, 'A hundred beats', sheet.json()._id);
  const { beats } = await storyById(app.url, owner.token, id);
  for (const [n, beat] of beats.entries()) {
    const saved = await api(app.url, 'PATCH', `/api/stories/${id}/beats/${beat}`, {
      token: owner.token,
      body: {
        text:
          `${n + 1}. Mara finds the letter under the floorboard and reads it twice before she understands ` +
          'who wrote it, and why her brother never mentioned the house by the sea.',
      },
    });
    if (saved.status !== 200) throw new Error(`saving beat ${n + 1} answered ${saved.status}`);
  }
  // 600 scenes under its beats, each with a summary: rich texts of the live document too.
  for (let first = 0; first < 600; first += 20) {
    await Promise.all(
      Array.from({ length: 20 }, async (_, k) => {
        const n = first + k;
        const made = await api(app.url, 'POST', `/api/stories/${id}/scenes`, {
          token: owner.token,
          body: {
            title: `Scene ${n + 1}`,
            beat: beats[n % beats.length],
            summary: `<p>Mara waits at the <strong>harbour</strong> for boat ${n + 1}, and it does not come.</p>`,
          },
        });
        if (made.status !== 201) throw new Error(`scene ${n + 1} answered ${made.status}: ${made.bytes}`);
      }),
    );
  }
  return id;
}

// ---------------------------------------------------------------- measurements

/** GET /api/outlines/me under autocannon (bench/load.mjs, its own process) for `seconds`. */
function readLoad(token, seconds) {
  const spec = {
    url: app.url,
    method: 'GET',
    paths: ['/api/outlines/me'],
    headers: { 'x-auth-token': token },
    connections: 10,
    duration: seconds,
    warmup: 1,
  };
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'bench/load.mjs'), JSON.stringify(spec)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out.trim().split('\n').at(-1))) : reject(out)));
  });
}

/**
 * Members typing: each inserts one character into its beat every 500 ms (phases spread). A keystroke
 * is the inserting member's (clientID, clock); every other member's document that takes it in a
 * transaction records the time since it was typed, while `measuring`.
 */
function typing(members) {
  const sent = new Map();
  const latencies = [];
  let measuring = false;
  for (const member of members) {
    member.doc.on('afterTransaction', (transaction) => {
      if (transaction.local || !measuring) return;
      const now = performance.now();
      for (const [client, after] of transaction.afterState) {
        for (let clock = transaction.beforeState.get(client) ?? 0; clock < after; clock += 1) {
          const at = sent.get(`${client}:${clock}`);
          if (at !== undefined) latencies.push(now - at);
        }
      }
    });
  }
  const timers = members.map((member, i) => {
    const beat = BEAT_KEYS[i % BEAT_KEYS.length];
    let stroke = 0;
    const type = () => {
      const text = member.beat(beat);
      if (!text) return;
      const key = `${member.doc.clientID}:${Y.getState(member.doc.store, member.doc.clientID)}`;
      if (measuring) sent.set(key, performance.now());
      text.insert(text.length, 'abcdefghij'[stroke++ % 10]);
    };
    const interval = 1000 / KEYSTROKES_PER_SECOND;
    let timer;
    const first = setTimeout(() => (timer = setInterval(type, interval)), (i / members.length) * interval);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  });
  return {
    start() {
      latencies.length = 0;
      sent.clear();
      measuring = true;
    },
    /** Stops measuring: the latencies, sorted, and the keystrokes sent meanwhile. */
    take() {
      measuring = false;
      return { latencies: [...latencies].sort((a, b) => a - b), keystrokes: sent.size };
    },
    stop: () => timers.forEach((stop) => stop()),
  };
}

/** Opens live clients 25 at a time, each batch synced before the next. */
async function open(list) {
  const clients = [];
  for (let start = 0; start < list.length; start += 25) {
    const batch = list.slice(start, start + 25).map(({ token, story }) => liveClient(app.url, token, story));
    clients.push(...batch);
    await allSynced(batch);
  }
  return clients;
}

/** One layout (one process, or two workers): the read rate without and with live load, and the latencies. */
async function measure(seeded, label) {
  log(`${label}: GET /api/outlines/me without live load`);
  const without = await readLoad(seeded.owner.token, options.seconds);
  log(`${label}: ${options.idle} idle connections and ${options.members} members`);
  const idle = await open(seeded.idle.map((c) => ({ token: c.writer.token, story: c.story.id })));
  const members = await open(seeded.members.map((m) => ({ token: m.token, story: seeded.shared })));
  const gauges = await liveMetrics(app.url, METRICS_TOKEN);
  const typists = typing(members);
  await sleep(2000);
  log(`${label}: members typing, ${options.seconds} s`);
  typists.start();
  await sleep(options.seconds * 1000);
  const quiet = typists.take();
  log(`${label}: members typing and GET /api/outlines/me, ${options.seconds} s`);
  typists.start();
  const withLive = await readLoad(seeded.owner.token, options.seconds);
  const loaded = typists.take();
  typists.stop();
  // What the members typed is on every screen: nothing went missing on the way.
  await sleep(1500);
  const texts = members.map((m) => JSON.stringify(m.doc.getMap('beats').toJSON()));
  const agree = texts.every((text) => text === texts[0]);
  for (const client of [...members, ...idle]) client.destroy();
  await sleep(1500);
  return { label, without, withLive, quiet, loaded, gauges, agree };
}

/** The big story's live document (100 beats, 600 scenes): its state's bytes, and the heap one such document takes. */
async function documentSize(seeded) {
  const client = liveClient(app.url, seeded.owner.token, seeded.hundred);
  await allSynced([client]);
  const beats = client.doc.getMap('beats').size;
  const scenes = client.doc.getMap('scenes').size;
  const state = Y.encodeStateAsUpdate(client.doc);
  client.destroy();
  const copies = 50;
  gc();
  const before = process.memoryUsage().heapUsed;
  const docs = Array.from({ length: copies }, () => {
    const doc = new Y.Doc();
    Y.applyUpdate(doc, state);
    return doc;
  });
  gc();
  const after = process.memoryUsage().heapUsed;
  const bytesPerDocument = (after - before) / docs.length;
  return { beats, scenes, stateBytes: state.byteLength, heapBytes: bytesPerDocument };
}

// ---------------------------------------------------------------- the run

const results = [];
let size;
let seeded;
try {
  app = await startApp({
    databaseUrl: database.url,
    dataDir,
    port,
    metricsToken: METRICS_TOKEN,
    jwtSecret: JWT_SECRET,
  });
  seeded = await seed();
  size = await documentSize(seeded);
  results.push(await measure(seeded, 'one process'));
  await app.stop();
  app = await startApp({
    databaseUrl: database.url,
    dataDir,
    port,
    metricsToken: METRICS_TOKEN,
    jwtSecret: JWT_SECRET,
    env: {
      WEB_CONCURRENCY: '2',
      REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
      REDIS_PREFIX: `bench-live:${process.pid}:`,
    },
  });
  results.push(await measure(seeded, 'two workers + Redis'));
} catch (error) {
  console.error(error);
  if (app) console.error(app.log());
  await cleanup();
  process.exit(1);
}
await cleanup();

// ---------------------------------------------------------------- report

const ms = (value) => `${value.toFixed(1)} ms`;
const verdict = (ok) => (smoke ? '(smoke: not judged)' : ok ? 'met' : 'NOT MET');
const failures = [];
console.log(
  `\nLive benchmark — ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, Node ${process.versions.node}; production build on PostgreSQL${smoke ? '; SMOKE RUN (tiny numbers, figures mean little)' : ''}`,
);
console.log(
  `${options.members} members typing ${KEYSTROKES_PER_SECOND} keystrokes/s each in one story, ${options.idle} idle connections over ${options.stories} stories, ${options.seconds} s a measurement\n`,
);
for (const [i, result] of results.entries()) {
  const target = i === 0 ? TARGETS.oneP99 : TARGETS.twoP99;
  const { latencies, keystrokes } = result.quiet;
  const p99 = percentile(latencies, 0.99);
  const ok = p99 <= target;
  if (!ok && !smoke) failures.push(`${result.label}: keystroke p99 ${ms(p99)} > ${target} ms`);
  if (!result.agree) failures.push(`${result.label}: the members' screens disagree after typing stopped`);
  console.log(
    `${result.label}: ${result.gauges.connections} live connections on ${result.gauges.documents} loaded documents`,
  );
  console.log(
    `  keystroke → other screen: p50 ${ms(percentile(latencies, 0.5))}, p99 ${ms(p99)} (target p99 ≤ ${target} ms): ${verdict(ok)}; ${keystrokes} keystrokes, ${latencies.length} screen updates`,
  );
  const loadedLatencies = result.loaded.latencies;
  console.log(
    `  … while GET /api/outlines/me is loaded too: p50 ${ms(percentile(loadedLatencies, 0.5))}, p99 ${ms(percentile(loadedLatencies, 0.99))} (no target: both on the same cores)`,
  );
  const ratio = result.withLive.rps / result.without.rps;
  console.log(
    `  GET /api/outlines/me: ${result.without.rps.toFixed(0)} req/s without live load, ${result.withLive.rps.toFixed(0)} req/s with it (${(ratio * 100).toFixed(0)} %; no target in issue 35, recorded); non-2xx ${result.without.non2xx} / ${result.withLive.non2xx}`,
  );
  console.log(`  every member's screen the same after typing stopped: ${result.agree ? 'yes' : 'NO'}`);
}
console.log(
  `\nA loaded story of ${size.beats} beats and ${size.scenes} scenes (every beat and summary written): state ${size.stateBytes} bytes, ${(size.heapBytes / 1024).toFixed(0)} KB of heap per document as Yjs holds it (no target; recorded)`,
);
if (failures.length) {
  console.error(`\nNOT MET:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
