/**
 * `npm run bench [-- options]`: the production build under load, next to a bare Express 5 route
 * and a raw node:http server that send the identical bytes. See the README, "Performance".
 *
 *   --smoke            tiny seeds and 1 s per case, the baselines on one route of each method (CI:
 *                      checks that everything runs, judges no figure)
 *   --no-build         use the existing server/dist instead of running `npm run build` first
 *   --duration S       measured seconds per case (default 8; smoke 1)
 *   --warmup S         warm-up seconds per case (default 2; smoke 0.5, and only for the saves)
 *   --connections N    concurrent connections (default 50)
 *   --login-connections N  connections for the bcrypt-bound login at the configured cost (default 4)
 *   --posts N          posts for the large run (default 100000; smoke 1000)
 *   --small N          posts for the small run of the page-cost comparison (default 1000; smoke 100)
 *   --users N          demo writers per seed run (default 1000; smoke 20)
 *   --sheets N         published beat sheets for the large run of the shelf (default 10000; smoke 1000)
 *   --small-sheets N   published beat sheets for its small run (default 100; smoke 100)
 *   --rounds N         times the first page, each sort and the one-word search, and the like, the
 *                      autosave and the beat saved by id are measured side by side; their targets
 *                      are judged on the median ratio (default 3; smoke 1)
 *   --codex N          entries of the larger codex whose list is compared with a codex of 20
 *                      (default 2000; smoke 200)
 *   --only embedded|postgres
 *
 * One process at a time serves: the app, then the Express baseline, then the raw one. The load
 * generator (bench/load.mjs) always runs in its own process. With DATABASE_URL set, the same run
 * happens on a fresh PostgreSQL database created for it and dropped afterwards.
 */
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { boardStory } from './board-seed.mjs';
import { appearsStory, codexStory } from './codex-seed.mjs';
import { api, storyById } from './http.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bench = path.join(root, 'bench');

// ---------------------------------------------------------------- options

function parseArgs(argv) {
  const options = { smoke: false, build: true, only: null };
  const numeric = {
    '--login-connections': 'loginConnections',
    '--duration': 'duration',
    '--warmup': 'warmup',
    '--connections': 'connections',
    '--posts': 'posts',
    '--small': 'small',
    '--users': 'users',
    '--sheets': 'sheets',
    '--small-sheets': 'smallSheets',
    '--rounds': 'rounds',
    '--codex': 'codex',
  };
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i].split('=', 2);
    if (flag === '--smoke') options.smoke = true;
    else if (flag === '--no-build') options.build = false;
    else if (flag === '--only') options.only = inline ?? argv[++i];
    else if (numeric[flag]) {
      const value = Number(inline ?? argv[++i]);
      if (!Number.isFinite(value) || value < 0) throw new Error(`${flag} needs a number`);
      options[numeric[flag]] = value;
    } else throw new Error(`Unknown option ${argv[i]} (see the comment at the top of bench/run.mjs)`);
  }
  const defaults = options.smoke
    ? {
        duration: 1,
        warmup: 0.5,
        connections: 50,
        loginConnections: 4,
        posts: 1_000,
        small: 100,
        users: 20,
        sheets: 1_000,
        smallSheets: 100,
        rounds: 1,
        codex: 200,
      }
    : {
        duration: 8,
        warmup: 2,
        connections: 50,
        loginConnections: 4,
        posts: 100_000,
        small: 1_000,
        users: 1_000,
        sheets: 10_000,
        smallSheets: 100,
        rounds: 3,
        codex: 2_000,
      };
  return { ...defaults, ...options };
}

const options = parseArgs(process.argv.slice(2));
const bcryptCost = process.env.BCRYPT_COST || '12';
const FAST_COST = '4';

// ---------------------------------------------------------------- processes

const children = new Set();
const cleanups = [];

function run(command, args, { env = {}, cwd = root, capture = true } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', capture ? 'pipe' : 'inherit', capture ? 'pipe' : 'inherit'],
    });
    children.add(child);
    let out = '';
    let err = '';
    child.stdout?.on('data', (chunk) => (out += chunk));
    child.stderr?.on('data', (chunk) => (err += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      children.delete(child);
      if (code === 0) resolve(out);
      else reject(new Error(`${path.basename(command)} ${args.join(' ')} exited with ${code}\n${err.slice(-3000)}`));
    });
  });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Starts a server process and waits until `readyPath` answers; its log goes nowhere (like a quiet journal). */
async function startServer(name, args, env, readyPath) {
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    cwd: os.tmpdir(),
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.add(child);
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
  let exited = null;
  child.on('exit', (code, signal) => {
    children.delete(child);
    exited = { code, signal };
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (exited) throw new Error(`${name} exited (${exited.code ?? exited.signal}) before it was ready:\n${stderr}`);
    try {
      const res = await fetch(url + readyPath, { method: readyPath === '/' ? 'HEAD' : 'GET' });
      if (res.status < 500) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${name} did not start within 90 s:\n${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    /** CPU seconds (user + system) the server process has used so far, where /proc tells. */
    cpuSeconds() {
      try {
        const fields = fs.readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1].split(' ');
        return (Number(fields[11]) + Number(fields[12])) / 100;
      } catch {
        return null;
      }
    },
    async stop() {
      if (exited) throw new Error(`${name} crashed during the run (${exited.code ?? exited.signal}):\n${stderr}`);
      const done = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await done;
      clearTimeout(timer);
    },
  };
}

/**
 * Waits until the server answers a trivial request quickly again: bcrypt work queued by the last
 * case (50 hashes of ~0.3 s each) goes on after its load generator has stopped.
 */
async function settle(server) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const started = performance.now();
    await fetch(`${server.url}/api/config`).then((res) => res.arrayBuffer());
    if (performance.now() - started < 50) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Runs one case; the server's CPU time per answer is far steadier than req/s on a busy machine. */
async function load(server, testCase, connections) {
  const before = server.cpuSeconds();
  const result = await loadOnly(server.url, testCase, connections);
  const after = server.cpuSeconds();
  result.cpuMs = before === null || after === null || !result.okAll ? null : ((after - before) * 1000) / result.okAll;
  return result;
}

/**
 * Waits until the server process has been idle for a second (under 5 % of a core): a fresh process's
 * first jobs (the daily digest's first run, the trash sweep, the embedded database's vacuum) grow
 * with the data and would otherwise be counted in the first measurement's CPU per answer.
 */
async function idle(server) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    const before = server.cpuSeconds();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const after = server.cpuSeconds();
    if (before === null || after === null || after - before < 0.05) return;
  }
}

/**
 * The first page's figures at one size: 1 connection and `--connections`, each the round with the
 * median p50 of `--rounds` (a single 8 s run moves by a fifth on a busy machine).
 */
async function pageFigures(server, listCase) {
  await idle(server);
  const medianRun = async (connections) => {
    const runs = [];
    for (let round = 0; round < options.rounds; round += 1) runs.push(await load(server, listCase, connections));
    return runs.sort((a, b) => a.p50 - b.p50)[runs.length >> 1];
  };
  return { c1: await medianRun(1), cN: await medianRun(options.connections) };
}

async function loadOnly(url, testCase, connections) {
  const spec = {
    url,
    method: testCase.method,
    paths: testCase.paths,
    headers: testCase.headers,
    body: testCase.body,
    bodies: testCase.bodies,
    autosave: testCase.autosave,
    moves: testCase.moves,
    connections,
    duration: options.duration,
    // The smoke run judges no figure, so only the saves warm up: their If-Match guesses (load.mjs)
    // hold once every connection is open; autocannon counts whole seconds, so this is a second a case.
    warmup: options.smoke && !testCase.autosave ? 0 : options.warmup,
  };
  const specFile = path.join(os.tmpdir(), `bench-load-${process.pid}.json`);
  fs.writeFileSync(specFile, JSON.stringify(spec));
  const out = await run(process.execPath, [path.join(bench, 'load.mjs'), `@${specFile}`]).finally(() =>
    fs.rmSync(specFile, { force: true }),
  );
  return JSON.parse(out.trim().split('\n').pop());
}

// ---------------------------------------------------------------- the app

async function seed(target, users, posts, { cost = bcryptCost, sheets = 0 } = {}) {
  const out = await run(
    process.execPath,
    [
      path.join(root, 'server/dist/scripts/seed.js'),
      '--users',
      String(users),
      '--posts',
      String(posts),
      '--sheets',
      String(sheets),
      '--json',
    ],
    {
      cwd: os.tmpdir(),
      env: { ...target.env, BCRYPT_COST: cost },
    },
  );
  return JSON.parse(out.trim().split('\n').pop());
}

const startApp = (target, extraEnv = {}) =>
  startServer(
    'the app',
    [path.join(root, 'server/dist/index.js')],
    { ...target.env, NODE_ENV: 'production', MAIL_OUTBOX: '1', BCRYPT_COST: bcryptCost, ...extraEnv },
    '/api/ready',
  );

/** Signs in as demo writers until one has an outline (three in four do), so /api/outlines/me has data. */
async function benchWriter(url, firstEmail) {
  const first = Number(/seed-(\d+)@/.exec(firstEmail)[1]);
  for (let n = first; n < first + 40; n += 1) {
    const credentials = { email: `seed-${n}@example.org`, password: 'three acts and a twist' };
    const login = await api(url, 'POST', '/api/auth', { body: credentials });
    if (login.status !== 200) throw new Error(`login as ${credentials.email} answered ${login.status}: ${login.bytes}`);
    const token = login.json().token;
    if ((await api(url, 'GET', '/api/outlines/me', { token })).status === 200) return { credentials, token };
  }
  throw new Error('none of 40 demo writers has an outline');
}

/** The ids of the first `count` visible posts, following the Link header. */
async function postIds(url, token, count) {
  const ids = [];
  let next = '/api/posts?limit=50';
  while (next && ids.length < count) {
    const page = await api(url, 'GET', next, { token });
    if (page.status !== 200) throw new Error(`GET ${next} answered ${page.status}`);
    ids.push(...page.json().map((post) => post._id));
    next = /<([^>]+)>; rel="next"/.exec(page.headers.get('link') ?? '')?.[1];
  }
  return ids.slice(0, count);
}

/**
 * Login bodies for `count` demo writers from `firstEmail` on. The login limiter counts a request
 * against its (IP, e-mail) until it has succeeded, so 50 concurrent logins to one account would
 * (rightly) meet 429s: the benchmark signs in as many writers, as real traffic would.
 */
function loginBodies(firstEmail, count) {
  const first = Number(/seed-(\d+)@/.exec(firstEmail)[1]);
  return Array.from({ length: count }, (_, i) =>
    JSON.stringify({ email: `seed-${first + i}@example.org`, password: 'three acts and a twist' }),
  );
}

const BEATS = [
  ...Array.from({ length: 8 }, (_, i) => `act1a${String(i + 1).padStart(2, '0')}`),
  ...Array.from({ length: 16 }, (_, i) => `act2a${String(i + 1).padStart(2, '0')}`),
  ...Array.from({ length: 8 }, (_, i) => `act3a${String(i + 1).padStart(2, '0')}`),
];

/**
 * Autosaves as writers make them (docs/decisions/127-drafts-and-autosave.md): many writers, each
 * with its own session and its current story, one beat per save, each save a new text with the version
 * the writer's tab holds after its earlier saves (bench/load.mjs builds request n). The answer the
 * baselines send is captured from a save of the title, which the load never touches.
 */
async function autosavers(url, logins) {
  const writers = [];
  for (const body of logins) {
    const token = await signIn(url, body);
    const story = await api(url, 'POST', '/api/outlines', { token, body: { title: 'Autosaved story' } });
    if (story.status >= 300) throw new Error(`POST /api/outlines answered ${story.status}`);
    writers.push({ token, story: story.json()._id, version: story.json().version });
  }
  const first = writers[0];
  return {
    writers,
    beats: BEATS,
    headers: { 'x-auth-token': first.token, 'if-match': `"${first.story}.${first.version}"`, 'x-tab-id': 'bench' },
    captureBody: JSON.stringify({ title: 'Autosaved story, retitled' }),
  };
}

/**
 * Revisions per autosave: 100 saves of one beat from one tab within a minute (each with the version
 * the last one answered) add one revision, as decision 125 says; the figure is rows per 100 saves.
 */
async function revisionGrowth(url, token) {
  const field = 'act3a08';
  const count = async () =>
    (await api(url, 'GET', `/api/outlines/me/revisions?field=${field}`, { token })).json().length;
  const before = await count();
  const me = (await api(url, 'GET', '/api/outlines/me', { token })).json();
  let version = me.version;
  for (let i = 0; i < 100; i += 1) {
    const res = await fetch(`${url}/api/outlines`, {
      method: 'POST',
      headers: {
        'x-auth-token': token,
        'content-type': 'application/json',
        'if-match': `"${me._id}.${version}"`,
        'x-tab-id': 'growth',
      },
      body: JSON.stringify({ [field]: `The final image, draft ${i}` }),
    });
    if (res.status !== 200) throw new Error(`autosave ${i} answered ${res.status}`);
    version = (await res.json()).version;
  }
  return (await count()) - before;
}

async function signIn(url, body) {
  const login = await api(url, 'POST', '/api/auth', { body: JSON.parse(body) });
  if (login.status !== 200) throw new Error(`login answered ${login.status}`);
  return login.json().token;
}

/**
 * Beat saves by id (PATCH /api/stories/{id}/beats/{beatId}, docs/decisions/154-story-structure-as-rows.md)
 * as the act pages make them: each writer starts a Three Act story with POST /api/stories and saves
 * its beats by id, with the version its tab holds (bench/load.mjs builds request n).
 */
async function beatSavers(url, logins) {
  const writers = [];
  for (const body of logins) {
    const token = await signIn(url, body);
    const created = await api(url, 'POST', '/api/stories', { token, body: { title: 'Saved beat by beat' } });
    if (created.status !== 201) throw new Error(`POST /api/stories answered ${created.status}`);
    const { story, beats } = await storyById(url, token, created.json()._id);
    writers.push({ token, story: story._id, version: story.version, beats });
  }
  const first = writers[0];
  return {
    writers,
    headers: { 'x-auth-token': first.token, 'if-match': `"${first.story}.${first.version}"`, 'x-tab-id': 'bench' },
    path: `/api/stories/${first.story}/beats/${first.beats[0]}`,
  };
}

const HUNDRED_BEAT_ACTS = Array.from({ length: 7 }, (_, act) => ({
  name: `Act ${act + 1}`,
  beats: Array.from({ length: act < 2 ? 15 : 14 }, (_, beat) => ({
    name: `Beat ${act + 1}.${beat + 1}`,
    question: 'What happens here, and what does it cost the protagonist?',
  })),
}));
const BEAT_TEXT =
  'Mara finds the letter under the floorboard and reads it twice before she understands who wrote it, ' +
  'and why her brother never mentioned the house by the sea.';

/** A story of 100 beats on a sheet of the writer's own (7 acts), every beat written. */
async function hundredBeatStory(url, login) {
  const token = await signIn(url, login);
  const sheet = await api(url, 'POST', '/api/beat-sheets', {
    token,
    body: { name: 'A hundred beats', acts: HUNDRED_BEAT_ACTS },
  });
  if (sheet.status !== 201) throw new Error(`POST /api/beat-sheets answered ${sheet.status}: ${sheet.bytes}`);
  const created = await api(url, 'POST', '/api/stories', {
    token,
    body: { title: 'A hundred beats', beatSheet: sheet.json()._id },
  });
  if (created.status !== 201) throw new Error(`POST /api/stories answered ${created.status}: ${created.bytes}`);
  const { story, beats } = await storyById(url, token, created.json()._id);
  if (beats.length !== 100) throw new Error(`the story has ${beats.length} beats, not 100`);
  for (const [n, beat] of beats.entries()) {
    const saved = await api(url, 'PATCH', `/api/stories/${story._id}/beats/${beat}`, {
      token,
      body: { text: `${n + 1}. ${BEAT_TEXT}` },
    });
    if (saved.status !== 200) throw new Error(`saving beat ${n + 1} answered ${saved.status}`);
  }
  return { token, id: story._id };
}

/**
 * PUT /api/stories/{id}/structure on the 100-beat story, one change at a time: each moves the last
 * beat of every act to its front (ids and text kept), with the story's ETag as If-Match.
 */
async function structureChanges(url, { token, id }, count) {
  let { story } = await storyById(url, token, id);
  const times = [];
  for (let i = 0; i < count; i += 1) {
    const acts = story.acts.map((act) => ({
      name: act.name,
      beats: [act.beats.at(-1), ...act.beats.slice(0, -1)].map(({ _id, name, question }) => ({ _id, name, question })),
    }));
    const started = performance.now();
    const res = await fetch(`${url}/api/stories/${id}/structure`, {
      method: 'PUT',
      headers: {
        'x-auth-token': token,
        'content-type': 'application/json',
        'if-match': `"${id}.${story.version}"`,
        'x-tab-id': 'structure',
      },
      body: JSON.stringify({ acts }),
    });
    const body = await res.json();
    times.push(performance.now() - started);
    if (res.status !== 200) throw new Error(`structure change ${i} answered ${res.status}: ${JSON.stringify(body)}`);
    story = body;
  }
  times.sort((a, b) => a - b);
  return { count, p50: times[Math.ceil(count / 2) - 1], p99: times[Math.ceil(count * 0.99) - 1] };
}

/** Gives the writer's current story 100 revisions of every beat (a save each from 100 tabs). */
async function fillRevisions(url, token) {
  for (let tab = 0; tab < 100; tab += 1) {
    const body = Object.fromEntries(BEATS.map((beat) => [beat, `Version ${tab} of ${beat}`]));
    const res = await fetch(`${url}/api/outlines`, {
      method: 'POST',
      headers: { 'x-auth-token': token, 'content-type': 'application/json', 'x-tab-id': `tab-${tab}` },
      body: JSON.stringify(body),
    });
    if (res.status !== 200) throw new Error(`filling revisions answered ${res.status}`);
  }
}

/**
 * Each writer's story version as it stands, before its saves are measured again: request n of the
 * load counts its If-Match on from this version (bench/load.mjs).
 */
async function currentVersions(url, { writers, byId }) {
  for (const writer of writers) {
    const res = await api(url, 'GET', byId ? `/api/stories/${writer.story}` : '/api/outlines/me', {
      token: writer.token,
    });
    if (res.status !== 200) throw new Error(`reading a saving writer's story answered ${res.status}`);
    writer.version = res.json().version;
  }
}

/**
 * Writers who move scenes on their boards, as a drag does: each of the beat savers' stories gets six
 * scenes in its first beat; a move sends one to the front of the story's second beat or back.
 */
async function sceneMovers(url, { writers }) {
  const movers = [];
  for (const writer of writers) {
    const { beats } = await storyById(url, writer.token, writer.story);
    const [home, other] = beats;
    for (let n = 0; n < 6; n += 1) {
      const res = await api(url, 'POST', `/api/stories/${writer.story}/scenes`, {
        token: writer.token,
        body: { title: `Scene ${n + 1}`, beat: home },
      });
      if (res.status !== 201) throw new Error(`POST /api/stories/${writer.story}/scenes answered ${res.status}`);
      movers.push({
        token: writer.token,
        story: writer.story,
        path: `/api/stories/${writer.story}/scenes/${res.json()._id}`,
        pair: [home, other],
        home,
        other,
      });
    }
  }
  // Consecutive requests go to different writers' stories.
  return movers.sort((a, b) => a.path.split('/').at(-1).localeCompare(b.path.split('/').at(-1)));
}

/** Where each moving scene is now: its beat becomes `home` for the next load's first lap. */
async function currentPlaces(url, moves) {
  const boards = new Map();
  for (const move of moves) {
    if (!boards.has(move.story)) {
      const res = await api(url, 'GET', `/api/stories/${move.story}/board`, { token: move.token });
      if (res.status !== 200) throw new Error(`GET /api/stories/${move.story}/board answered ${res.status}`);
      boards.set(move.story, res.json());
    }
    const id = move.path.split('/').at(-1);
    const scene = boards.get(move.story).scenes.find((entry) => entry._id === id);
    move.home = scene.beat;
    move.other = move.pair.find((beat) => beat !== scene.beat);
  }
}

/** The cases measured again in each round: the listings against the first page, the saves against the like. */
const ROUNDED = ['list', 'list-new', 'list-active', 'search', 'like', 'autosave', 'beatSave', 'sceneMove'];

function routeCases(session, logins, fastLogins, ids, autosave, { beatSaves, hundred, boards, moves, codex }) {
  const auth = { 'x-auth-token': session.token };
  const json = { 'content-type': 'application/json' };
  return [
    {
      key: 'list',
      label: 'GET /api/posts (first page)',
      method: 'GET',
      pattern: '/api/posts',
      paths: ['/api/posts'],
      headers: auth,
      read: true,
    },
    // The other orders and a search for a word in one post of seven: each against the first page above.
    ...[
      ['list-new', 'GET /api/posts?sort=new', '/api/posts?sort=new'],
      ['list-active', 'GET /api/posts?sort=active', '/api/posts?sort=active'],
      ['search', 'GET /api/posts?q=midpoint', '/api/posts?q=midpoint'],
    ].map(([key, label, path]) => ({
      key,
      label,
      method: 'GET',
      pattern: '/api/posts',
      paths: [path],
      headers: auth,
      read: true,
      listing: true,
    })),
    // Measured, judged by no target: a search of several words ranks every post holding all of them
    // (docs/decisions/143-several-words-rank-every-match.md); these two share about 1 400 posts of 100 000.
    {
      key: 'search-words',
      label: 'GET /api/posts?q=midpoint twist',
      method: 'GET',
      pattern: '/api/posts',
      paths: ['/api/posts?q=midpoint%20twist'],
      headers: auth,
    },
    // The shelf of beat sheets (decision 156): its first page, top order.
    {
      key: 'shelf',
      label: 'GET /api/beat-sheets/library',
      method: 'GET',
      pattern: '/api/beat-sheets/library',
      paths: ['/api/beat-sheets/library'],
      headers: auth,
      read: true,
    },
    {
      key: 'post',
      label: 'GET /api/posts/{id}',
      method: 'GET',
      pattern: '/api/posts/:id',
      paths: [`/api/posts/${ids[0]}`],
      headers: auth,
      read: true,
    },
    {
      key: 'outline',
      label: 'GET /api/outlines/me',
      method: 'GET',
      pattern: '/api/outlines/me',
      paths: ['/api/outlines/me'],
      headers: auth,
      read: true,
    },
    // A story of 100 beats by id, against the outline read above (decision 154).
    {
      key: 'story100',
      label: 'GET /api/stories/{id} (100 beats)',
      method: 'GET',
      pattern: '/api/stories/:id',
      paths: [`/api/stories/${hundred.id}`],
      headers: { 'x-auth-token': hundred.token },
      read: true,
    },
    // The board's one answer (issue 33) at 60 and 600 scenes (40 beats, 12 plotlines, 30 characters).
    ...boards.map((board) => ({
      key: `board${board.scenes}`,
      label: `GET /api/stories/{id}/board (${board.scenes} sc.)`,
      method: 'GET',
      pattern: '/api/stories/:id/board',
      paths: [`/api/stories/${board.id}/board`],
      headers: { 'x-auth-token': board.token },
    })),
    // The codex (issue 34): its first page at 20 entries and at options.codex, a search by name in the
    // larger, and one entry's "appears in" in a story of 100 beats and 600 scenes, one request at a time.
    ...[
      ['codexSmall', 'GET …/codex (20 entries)', codex.small, ''],
      ['codexBig', `GET …/codex (${fmt(options.codex)} entries)`, codex.big, ''],
      [
        'codexSearch',
        `GET …/codex?q= (${fmt(options.codex)})`,
        codex.big,
        `?q=${encodeURIComponent(codex.big.searchName)}`,
      ],
    ].map(([key, label, story, query]) => ({
      key,
      label,
      method: 'GET',
      pattern: '/api/stories/:id/codex',
      paths: [`/api/stories/${story.id}/codex${query}`],
      headers: { 'x-auth-token': story.token },
    })),
    {
      key: 'appearsIn',
      label: 'GET …/codex/{id} (100 b., 600 sc.)',
      method: 'GET',
      pattern: '/api/stories/:id/codex/:entryId',
      paths: [`/api/stories/${codex.appears.id}/codex/${codex.appears.entry}`],
      headers: { 'x-auth-token': codex.appears.token },
      connections: 1,
    },
    // Every request toggles a different post (on, then off on the next lap), as many writers would.
    {
      key: 'like',
      label: 'PUT /api/posts/like/{id}',
      method: 'PUT',
      pattern: '/api/posts/like/:id',
      paths: ids.map((id) => `/api/posts/like/${id}`),
      headers: auth,
    },
    {
      key: 'autosave',
      label: 'POST /api/outlines (autosave)',
      method: 'POST',
      pattern: '/api/outlines',
      paths: ['/api/outlines'],
      headers: { ...json, ...autosave.headers },
      body: autosave.captureBody,
      autosave: { writers: autosave.writers, beats: autosave.beats },
    },
    {
      key: 'beatSave',
      label: 'PATCH /api/stories/{id}/beats/{id}',
      method: 'PATCH',
      pattern: '/api/stories/:id/beats/:beatId',
      paths: [beatSaves.path],
      headers: { ...json, ...beatSaves.headers },
      body: JSON.stringify({ text: 'The beat as it stood when typing paused.' }),
      autosave: { writers: beatSaves.writers, byId: true },
    },
    // A scene dragged to another beat: each request moves a different writer's scene (bench/load.mjs).
    {
      key: 'sceneMove',
      label: 'PATCH /api/stories/{id}/scenes/{id} (move)',
      method: 'PATCH',
      pattern: '/api/stories/:id/scenes/:sceneId',
      paths: [moves[0].path],
      headers: { ...json, 'x-auth-token': moves[0].token },
      body: JSON.stringify({ beat: moves[0].other, position: 0 }),
      moves,
    },
    // One hash takes ~0.3 s of the only thread at cost 12, and 50 interleaved hashes all finish
    // together after ~15 s: that case runs with a few connections so a short window measures it.
    {
      key: 'login',
      label: `POST /api/auth (cost ${bcryptCost}, ${options.loginConnections} conn.)`,
      method: 'POST',
      pattern: '/api/auth',
      paths: ['/api/auth'],
      headers: json,
      body: logins[0],
      bodies: logins,
      connections: options.loginConnections,
    },
    {
      key: 'loginFast',
      label: `POST /api/auth (cost-${FAST_COST} hash)`,
      method: 'POST',
      pattern: '/api/auth',
      paths: ['/api/auth'],
      headers: json,
      body: fastLogins[0],
      bodies: fastLogins,
    },
  ];
}

/** One real answer per route: the baselines send exactly these bytes. */
async function capture(url, testCase) {
  const res = await api(url, testCase.method, testCase.paths[0], {
    token: testCase.headers['x-auth-token'],
    body: testCase.body ? JSON.parse(testCase.body) : undefined,
  });
  if (res.status >= 300)
    throw new Error(`${testCase.label} answered ${res.status}: ${res.bytes.toString().slice(0, 300)}`);
  return {
    method: testCase.method,
    pattern: testCase.pattern,
    status: res.status,
    contentType: res.headers.get('content-type'),
    etag: res.headers.has('etag'),
    body: res.bytes.toString('base64'),
    bytes: res.bytes.length,
  };
}

// ---------------------------------------------------------------- one database

async function benchTarget(target) {
  const log = (message) => console.log(`[${target.name}] ${new Date().toISOString().slice(11, 19)} ${message}`);
  const result = { name: target.name, kind: target.kind, cases: [], page: {}, shelf: {} };

  log(`seeding ${options.users} writers, ${options.small} posts and ${options.smallSheets} published beat sheets`);
  const small = await seed(target, options.users, options.small, { sheets: options.smallSheets });
  // 100 writers autosave even in the smoke run: a connection's first save can reach the server a
  // second late, and with few writers their saves meet a beat again within that second (bench/load.mjs).
  const fast = await seed(target, 100, 0, { cost: FAST_COST });
  // 100 more save beats by id (and move scenes); one more writes the story of 100 beats, two the boards,
  // three the codex stories.
  const byId = await seed(target, 106, 0, { cost: FAST_COST });

  let app = await startApp(target);
  const session = await benchWriter(app.url, small.firstEmail);
  const listCase = {
    label: 'GET /api/posts',
    method: 'GET',
    paths: ['/api/posts'],
    headers: { 'x-auth-token': session.token },
  };
  log(`first page at ${options.small} posts`);
  result.page.small = await pageFigures(app, listCase);
  const shelfCase = { ...listCase, label: 'GET /api/beat-sheets/library', paths: ['/api/beat-sheets/library'] };
  log(`the shelf's first page at ${options.smallSheets} sheets`);
  result.shelf.small = { c1: await load(app, shelfCase, 1), cN: await load(app, shelfCase, options.connections) };
  // The embedded database is one process's: the seed needs it to itself. PostgreSQL's server process
  // goes on serving while the posts grow a hundredfold, as a long-running server's would.
  if (target.kind !== 'postgres') await app.stop();

  log(
    `seeding ${options.users} more writers, ${options.posts - options.small} more posts (${options.posts} in all) and ${options.sheets - options.smallSheets} more sheets (${options.sheets})`,
  );
  const big = await seed(target, options.users, options.posts - options.small, {
    sheets: options.sheets - options.smallSheets,
  });
  result.seedSeconds = big.seconds;
  if (target.kind === 'postgres') {
    log(`first page at ${options.posts} posts, on the server process that served ${options.small}`);
    await settle(app);
    result.page.served = await pageFigures(app, listCase);
    await app.stop();
  }
  app = await startApp(target);
  // On a fresh process, measured as at the small size: right after the start, before the writes below
  // (the like case's thousands of toggles on the top posts leave dead index entries a page walk steps over).
  log(`first page at ${options.posts} posts, on a fresh server process`);
  await settle(app);
  result.page.big = await pageFigures(app, listCase);
  const ids = await postIds(app.url, session.token, 200);
  const fastLogins = loginBodies(fast.firstEmail, fast.users);
  const [hundredLogin, board60Login, board600Login, codexSmallLogin, codexBigLogin, appearsLogin, ...beatLogins] =
    loginBodies(byId.firstEmail, byId.users);
  const hundred = await hundredBeatStory(app.url, hundredLogin);
  log('boards of 60 and 600 scenes');
  const boards = [];
  for (const [scenes, login] of [
    [60, board60Login],
    [600, board600Login],
  ]) {
    const token = await signIn(app.url, login);
    boards.push({ scenes, ...(await boardStory(app.url, token, scenes)) });
  }
  log(`codex stories of 20 and ${options.codex} entries; a world of 100 beats and 600 scenes`);
  const codex = {
    small: await codexStory(app.url, await signIn(app.url, codexSmallLogin), 20),
    big: await codexStory(app.url, await signIn(app.url, codexBigLogin), options.codex),
    appears: await appearsStory(app.url, await signIn(app.url, appearsLogin), HUNDRED_BEAT_ACTS),
  };
  const beatSaves = await beatSavers(app.url, beatLogins);
  const moves = await sceneMovers(app.url, beatSaves);
  const cases = routeCases(
    session,
    loginBodies(small.firstEmail, small.users),
    fastLogins,
    ids,
    await autosavers(app.url, fastLogins),
    { beatSaves, hundred, boards, moves, codex },
  );
  const captures = [];
  for (const testCase of cases) {
    const captured = await capture(app.url, testCase);
    if (!captures.some((c) => c.pattern === captured.pattern && c.method === captured.method)) captures.push(captured);
    testCase.bytes = captured.bytes;
  }
  log(`the shelf's first page at ${options.sheets} sheets, 1 connection`);
  await settle(app);
  result.shelf.big = { c1: await load(app, shelfCase, 1) };
  for (const testCase of cases) {
    log(`app: ${testCase.label}`);
    if (testCase.moves) await currentPlaces(app.url, testCase.moves);
    await settle(app);
    result.cases.push({ ...testCase, app: await load(app, testCase, testCase.connections ?? options.connections) });
  }
  result.shelf.big.cN = result.cases.find((entry) => entry.key === 'shelf').app;

  // The first page, the sorts and the one-word search again, side by side, and the like with the two
  // saves judged against it: one case's figure moves by a fifth from one run to the next on a busy
  // machine (and with whatever ran before it), so these targets are judged on the median of rounds.
  const rounded = cases.filter((entry) => ROUNDED.includes(entry.key));
  const figures = ({ p50, rps, non2xx, statusCodes }) => ({ p50, rps, non2xx, statusCodes });
  result.rounds = [
    Object.fromEntries(rounded.map((entry) => [entry.key, figures(result.cases.find((c) => c.key === entry.key).app)])),
  ];
  for (let round = 2; round <= options.rounds; round += 1) {
    const measured = {};
    for (const testCase of rounded) {
      log(`round ${round}: ${testCase.label}`);
      if (testCase.autosave) await currentVersions(app.url, testCase.autosave);
      if (testCase.moves) await currentPlaces(app.url, testCase.moves);
      await settle(app);
      measured[testCase.key] = figures(await load(app, testCase, options.connections));
    }
    result.rounds.push(measured);
  }

  log('50 structure changes of the 100-beat story, one at a time');
  result.structure = await structureChanges(app.url, hundred, 50);

  // History: what autosave adds to the revisions table, and the outline read beside 100 revisions a beat.
  log('revisions: 100 autosaves of one beat, then 100 revisions of every beat');
  result.revisionsPer100 = await revisionGrowth(app.url, session.token);
  await fillRevisions(app.url, session.token);
  const outlineCase = cases.find((entry) => entry.key === 'outline');
  await settle(app);
  result.outlineWithHistory = await load(app, outlineCase, options.connections);
  await app.stop();

  // One worker against two (WEB_CONCURRENCY=2, limits in Redis), the read routes side by side.
  if (target.kind === 'postgres') {
    app = await startApp(target, {
      WEB_CONCURRENCY: '2',
      REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
      REDIS_PREFIX: `bench:${process.pid}:`,
    });
    result.twoWorkers = [];
    for (const testCase of cases.filter((entry) => entry.read)) {
      log(`app, 2 workers: ${testCase.label}`);
      await settle(app);
      // The primary's CPU time leaves the workers out: req/s and latency only.
      result.twoWorkers.push({
        label: testCase.label,
        one: result.cases.find((c) => c.key === testCase.key).app,
        two: await loadOnly(app.url, testCase, options.connections),
      });
    }
    await app.stop();
  }

  const capturesFile = path.join(target.tmp, 'captures.json');
  fs.writeFileSync(capturesFile, JSON.stringify(captures));
  for (const [kind, script] of [
    ['express', 'baseline-express.mjs'],
    ['raw', 'baseline-raw.mjs'],
  ]) {
    const server = await startServer(
      `the ${kind} baseline`,
      [path.join(bench, script), capturesFile],
      { NODE_ENV: 'production' },
      '/',
    );
    const done = new Map();
    // The smoke run judges no figure: one route of each method shows that the baseline serves the
    // captured answers (a run each for all 13 took ~35 s of CI's smoke stage); the others print "—".
    const methodsMeasured = new Set();
    for (const entry of result.cases) {
      const id = `${entry.method} ${entry.pattern}`;
      if (!done.has(id) && options.smoke && methodsMeasured.has(entry.method)) done.set(id, { rps: null });
      if (!done.has(id)) {
        log(`${kind}: ${entry.method} ${entry.pattern}`);
        methodsMeasured.add(entry.method);
        done.set(id, await load(server, entry, options.connections));
      }
      entry[kind] = done.get(id);
    }
    await server.stop();
  }
  return result;
}

async function embeddedTarget() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'three-act-bench-'));
  cleanups.push(() => fs.rmSync(tmp, { recursive: true, force: true }));
  const env = { DATA_DIR: tmp, DATABASE_URL: '', JWT_SECRET: crypto.randomBytes(32).toString('hex') };
  return { name: 'embedded (PGlite)', kind: 'pglite', tmp, env };
}

async function postgresTarget(serverUrl) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'three-act-bench-pg-'));
  const name = `three_act_bench_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const cleanup = new pg.Client({ connectionString: serverUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await cleanup.end();
    fs.rmSync(tmp, { recursive: true, force: true });
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const version = await (async () => {
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    const { rows } = await client.query('SHOW server_version');
    await client.end();
    return rows[0].server_version.split(' ')[0];
  })();
  const env = { DATA_DIR: tmp, DATABASE_URL: url.toString(), JWT_SECRET: crypto.randomBytes(32).toString('hex') };
  return { name: `PostgreSQL ${version}`, kind: 'postgres', tmp, env };
}

// ---------------------------------------------------------------- report

const fmt = (value, digits = 0) =>
  value === null || value === undefined || Number.isNaN(value)
    ? '—'
    : value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const ratio = (a, b) => (a && b ? a / b : null);
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const pad = (text, width, right = true) => (right ? String(text).padStart(width) : String(text).padEnd(width));

function report(results) {
  const lines = [];
  const say = (line = '') => lines.push(line);
  say('');
  say(
    `Three Act benchmark — ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), Node ${process.versions.node}`,
  );
  say(
    `${options.connections} connections, ${options.duration} s per case after ${options.warmup} s warm-up; NODE_ENV=production; BCRYPT_COST=${bcryptCost}${options.smoke ? '; SMOKE RUN (tiny data, figures mean nothing)' : ''}`,
  );
  const verdicts = [];
  for (const result of results) {
    say('');
    say(
      `== ${result.name}: ${fmt(options.posts)} posts, ${fmt(options.sheets)} shelf sheets (seeded in ${fmt(result.seedSeconds, 1)} s)`,
    );
    say(
      `${pad('route', 34, false)}${pad('bytes', 7)} ${pad('app req/s', 10)}${pad('p50 ms', 9)}${pad('p99 ms', 9)}${pad('cpu ms', 8)} │${pad('express', 9)}${pad('raw', 9)} │${pad('app/express', 12)}${pad('app/raw', 9)}`,
    );
    for (const entry of result.cases) {
      const codes = Object.entries(entry.app.statusCodes ?? {})
        .filter(([code]) => !code.startsWith('2'))
        .map(([code, { count }]) => `${count}× ${code}`)
        .join(', ');
      const bad =
        entry.app.non2xx || entry.app.errors
          ? `  (${codes || 'no answer'}; ${entry.app.errors} errors, ${entry.app.timeouts} timeouts)`
          : '';
      say(
        `${pad(entry.label, 34, false)}${pad(fmt(entry.bytes), 7)} ${pad(fmt(entry.app.rps), 10)}${pad(fmt(entry.app.p50, 1), 9)}${pad(fmt(entry.app.p99, 1), 9)}${pad(fmt(entry.app.cpuMs, 2), 8)} │${pad(fmt(entry.express.rps), 9)}${pad(fmt(entry.raw.rps), 9)} │${pad(fmt(ratio(entry.app.rps, entry.express.rps), 2), 12)}${pad(fmt(ratio(entry.app.rps, entry.raw.rps), 3), 9)}${bad}`,
      );
    }
    const { small } = result.page;
    // Each way the large page was measured: a fresh process, and (PostgreSQL) the one that served the small.
    const pageRuns = [
      ['fresh process', result.page.big],
      ...(result.page.served ? [['the process that served the small size', result.page.served]] : []),
    ].map(([name, big]) => ({
      name,
      big,
      r1: ratio(big.c1.p50, small.c1.p50),
      rN: ratio(big.cN.p50, small.cN.p50),
      cpu1: ratio(big.c1.cpuMs, small.c1.cpuMs),
      cpuN: ratio(big.cN.cpuMs, small.cN.cpuMs),
    }));
    say(
      `cpu ms: the app process's CPU time per answer (its share of the work; the load generator${result.kind === 'postgres' ? ' and PostgreSQL' : ''} run beside it).`,
    );
    say("express / raw: req/s of a bare Express 5 route and of a node:http server sending the app's captured bytes.");
    say('');
    say(
      `First page (GET /api/posts), p50 at ${fmt(options.small)} → ${fmt(options.posts)} posts${options.rounds > 1 ? ` (each the median of ${options.rounds} runs)` : ''}:`,
    );
    for (const { name, big, r1, rN, cpu1, cpuN } of pageRuns) {
      say(`  ${name}:`);
      say(
        `    1 connection:  ${fmt(small.c1.p50, 2)} ms → ${fmt(big.c1.p50, 2)} ms   ratio ${fmt(r1, 2)}  (${fmt(small.c1.rps)} → ${fmt(big.c1.rps)} req/s; cpu ${fmt(small.c1.cpuMs, 2)} → ${fmt(big.c1.cpuMs, 2)} ms, ratio ${fmt(cpu1, 2)})`,
      );
      say(
        `    ${options.connections} connections: ${fmt(small.cN.p50, 2)} ms → ${fmt(big.cN.p50, 2)} ms   ratio ${fmt(rN, 2)}  (${fmt(small.cN.rps)} → ${fmt(big.cN.rps)} req/s; cpu ${fmt(small.cN.cpuMs, 2)} → ${fmt(big.cN.cpuMs, 2)} ms, ratio ${fmt(cpuN, 2)})`,
      );
    }

    const shelf = result.shelf;
    const s1 = ratio(shelf.big.c1.p50, shelf.small.c1.p50);
    const sN = ratio(shelf.big.cN.p50, shelf.small.cN.p50);
    const sCpu = ratio(shelf.big.c1.cpuMs, shelf.small.c1.cpuMs);
    say('');
    say(
      `The shelf's first page (GET /api/beat-sheets/library), p50 at ${fmt(options.smallSheets)} → ${fmt(options.sheets)} published sheets:`,
    );
    say(
      `  1 connection:  ${fmt(shelf.small.c1.p50, 2)} ms → ${fmt(shelf.big.c1.p50, 2)} ms   ratio ${fmt(s1, 2)}  (${fmt(shelf.small.c1.rps)} → ${fmt(shelf.big.c1.rps)} req/s; cpu ${fmt(shelf.small.c1.cpuMs, 2)} → ${fmt(shelf.big.c1.cpuMs, 2)} ms, ratio ${fmt(sCpu, 2)})`,
    );
    say(
      `  ${options.connections} connections: ${fmt(shelf.small.cN.p50, 2)} ms → ${fmt(shelf.big.cN.p50, 2)} ms   ratio ${fmt(sN, 2)}  (${fmt(shelf.small.cN.rps)} → ${fmt(shelf.big.cN.rps)} req/s)`,
    );
    verdicts.push(
      `${result.name}: the shelf's page cost at ${fmt(options.sheets)} sheets ≤ 1.2× at ${fmt(options.smallSheets)}: ${Math.max(s1 ?? 9, sN ?? 9) <= 1.2 ? 'met' : 'NOT met'} (${fmt(s1, 2)}× / ${fmt(sN, 2)}×)`,
    );

    if (result.twoWorkers) {
      say('');
      say(`One worker against two (WEB_CONCURRENCY=2, limits in Redis), ${options.connections} connections:`);
      say(
        `${pad('route', 34, false)}${pad('1: req/s', 10)}${pad('p99 ms', 9)} │${pad('2: req/s', 10)}${pad('p99 ms', 9)} │${pad('2/1 req/s', 10)}`,
      );
      for (const { label, one, two } of result.twoWorkers) {
        say(
          `${pad(label, 34, false)}${pad(fmt(one.rps), 10)}${pad(fmt(one.p99, 1), 9)} │${pad(fmt(two.rps), 10)}${pad(fmt(two.p99, 1), 9)} │${pad(fmt(ratio(two.rps, one.rps), 2), 10)}`,
        );
      }
      say(
        `  On ${os.cpus().length} cores the two workers share them with PostgreSQL and the load generator, so the gain is well under 2×.`,
      );
    }

    const outlineRead = result.cases.find((entry) => entry.key === 'outline').app;
    const withHistory = result.outlineWithHistory;
    say('');
    say(
      `History: ${result.revisionsPer100} revision row(s) per 100 autosaves of one beat from one tab; GET /api/outlines/me with 100 revisions of every beat ${fmt(withHistory.rps)} req/s, p50 ${fmt(withHistory.p50, 2)} ms (without: ${fmt(outlineRead.rps)} req/s, p50 ${fmt(outlineRead.p50, 2)} ms).`,
    );

    const reads = result.cases.filter((entry) => entry.read);
    const worstRead = Math.min(...reads.map((entry) => ratio(entry.app.rps, entry.express.rps) ?? 0));
    verdicts.push(
      `${result.name}: read routes ≥ 0.5× bare Express: ${worstRead >= 0.5 ? 'met' : 'NOT met'} (lowest ${fmt(worstRead, 2)}×)`,
    );
    for (const { name, r1, rN, cpu1, cpuN } of pageRuns) {
      const worst = Math.max(...[r1, rN, cpu1, cpuN].map((value) => value ?? 9));
      verdicts.push(
        `${result.name}: page cost at ${fmt(options.posts)} ≤ 1.2× at ${fmt(options.small)}, ${name}: ${worst <= 1.2 ? 'met' : 'NOT met'} (p50 ${fmt(r1, 2)}× / ${fmt(rN, 2)}×, cpu ${fmt(cpu1, 2)}× / ${fmt(cpuN, 2)}×)`,
      );
    }
    const firstPage = result.cases.find((entry) => entry.key === 'list').app.p50;
    const listings = result.cases
      .filter((entry) => entry.listing)
      .map((entry) => {
        const ratios = result.rounds.map((round) => ratio(round[entry.key].p50, round.list.p50) ?? 9);
        return { label: entry.label.replace('GET /api/posts', ''), ratios, median: median(ratios) };
      });
    const slowest = Math.max(...listings.map((entry) => entry.median));
    const shown = listings.map(
      (entry) =>
        `${entry.label} ${fmt(entry.median, 2)}×${entry.ratios.length > 1 ? ` [${entry.ratios.map((r) => fmt(r, 2)).join(', ')}]` : ''}`,
    );
    verdicts.push(
      `${result.name}: each sort's first page and a search p50 ≤ 1.2× the first page's: ${slowest <= 1.2 ? 'met' : 'NOT met'} (${result.rounds.length > 1 ? `median of ${result.rounds.length} rounds: ` : ''}${shown.join(', ')})`,
    );
    const words = result.cases.find((entry) => entry.key === 'search-words').app;
    say(
      `A search of several words (no target; decision 143): ?q=midpoint twist p50 ${fmt(ratio(words.p50, firstPage), 2)}× the first page's (${fmt(words.rps)} req/s).`,
    );
    const rpsOf = (key) => result.cases.find((entry) => entry.key === key).app.rps;
    // A save's req/s against the like's in the same round, the median over rounds.
    const againstLike = (key) => {
      const ratios = result.rounds.map((round) => ratio(round[key].rps, round.like.rps) ?? 0);
      const shown =
        ratios.length > 1 ? ` [${ratios.map((r) => fmt(r, 2)).join(', ')}], median of ${ratios.length} rounds` : '';
      return { median: median(ratios), shown: `${fmt(median(ratios), 2)}×${shown}` };
    };
    const autosave = againstLike('autosave');
    verdicts.push(
      `${result.name}: autosave ≥ 0.8× the like route's req/s: ${autosave.median >= 0.8 ? 'met' : 'NOT met'} (${autosave.shown}); revisions per 100 autosaves of one beat: ${result.revisionsPer100} (target 1)`,
    );
    const beatSave = againstLike('beatSave');
    verdicts.push(
      `${result.name}: a beat saved by id ≥ 0.8× the like route's req/s: ${beatSave.median >= 0.8 ? 'met' : 'NOT met'} (${beatSave.shown})`,
    );
    const sceneMove = againstLike('sceneMove');
    verdicts.push(
      `${result.name}: a scene move ≥ 0.8× the like route's req/s: ${sceneMove.median >= 0.8 ? 'met' : 'NOT met'} (${sceneMove.shown})`,
    );
    const boardOf = (scenes) => result.cases.find((entry) => entry.key === `board${scenes}`).app;
    const board600 = ratio(boardOf(600).p50, firstPage);
    verdicts.push(
      `${result.name}: the board of 600 scenes p50 ≤ 5× the first page's: ${board600 <= 5 ? 'met' : 'NOT met'} (${fmt(board600, 2)}×: ${fmt(boardOf(600).p50, 1)} against ${fmt(firstPage, 1)} ms)`,
    );
    const growth = ratio(boardOf(600).cpuMs, boardOf(60).cpuMs);
    verdicts.push(
      `${result.name}: the board's cost from 60 to 600 scenes grows no faster than the scenes (≤ 10×): ${growth <= 10 ? 'met' : 'NOT met'} (app CPU per answer ${fmt(boardOf(60).cpuMs, 2)} → ${fmt(boardOf(600).cpuMs, 2)} ms, ${fmt(growth, 2)}×; p50 ${fmt(boardOf(60).p50, 1)} → ${fmt(boardOf(600).p50, 1)} ms)`,
    );
    const p50Of = (key) => result.cases.find((entry) => entry.key === key).app.p50;
    const codexBig = ratio(p50Of('codexBig'), p50Of('codexSmall'));
    const codexSearch = ratio(p50Of('codexSearch'), p50Of('codexSmall'));
    verdicts.push(
      `${result.name}: the codex's list and a search by name at ${fmt(options.codex)} entries ≤ 1.2× its list at 20: ${Math.max(codexBig ?? 9, codexSearch ?? 9) <= 1.2 ? 'met' : 'NOT met'} (list ${fmt(codexBig, 2)}×, search ${fmt(codexSearch, 2)}×; p50 ${fmt(p50Of('codexSmall'), 1)} / ${fmt(p50Of('codexBig'), 1)} / ${fmt(p50Of('codexSearch'), 1)} ms)`,
    );
    verdicts.push(
      `${result.name}: an entry's "appears in" (100 beats, 600 scenes) p50 < 20 ms, one request at a time: ${p50Of('appearsIn') < 20 ? 'met' : 'NOT met'} (${fmt(p50Of('appearsIn'), 1)} ms)`,
    );
    const storyRatio = ratio(rpsOf('story100'), rpsOf('outline'));
    verdicts.push(
      `${result.name}: a story of 100 beats read ≥ 0.8× the outline read's req/s: ${storyRatio >= 0.8 ? 'met' : 'NOT met'} (${fmt(storyRatio, 2)}×)`,
    );
    const { structure } = result;
    verdicts.push(
      `${result.name}: a structure change of a 100-beat story p50 < 50 ms: ${structure.p50 < 50 ? 'met' : 'NOT met'} (p50 ${fmt(structure.p50, 1)} ms, p99 ${fmt(structure.p99, 1)} ms over ${structure.count} changes, one at a time)`,
    );
    if (result.kind === 'postgres') {
      const over = result.cases.filter((entry) => entry.key !== 'search-words' && !(entry.app.p99 <= 50));
      verdicts.push(
        `${result.name}: p99 ≤ 50 ms at ${options.connections} connections: ${over.length ? `NOT met by ${over.map((entry) => `${entry.label} (${fmt(entry.app.p99, 1)} ms)`).join(', ')}` : 'met'}`,
      );
    }
  }
  say('');
  say('Targets:');
  for (const verdict of verdicts) say(`  ${verdict}`);
  say('');
  say('Figures move with whatever else the machine is doing; rerun on a quiet machine before comparing.');
  return lines.join('\n');
}

// ---------------------------------------------------------------- main

async function cleanup() {
  for (const child of children) child.kill('SIGKILL');
  for (const step of cleanups.splice(0).reverse()) {
    try {
      await step();
    } catch (error) {
      console.error(`cleanup: ${error.message}`);
    }
  }
}

process.on('SIGINT', () => cleanup().finally(() => process.exit(130)));
process.on('SIGTERM', () => cleanup().finally(() => process.exit(143)));

async function main() {
  const started = Date.now();
  if (options.build) {
    console.log('building the production bundle (npm run build)…');
    await run('npm', ['run', 'build']);
  }
  if (!fs.existsSync(path.join(root, 'server/dist/index.js')))
    throw new Error('server/dist is missing: run npm run build');
  const targets = [];
  if (options.only !== 'postgres') targets.push(await embeddedTarget());
  if (options.only !== 'embedded') {
    if (process.env.DATABASE_URL) targets.push(await postgresTarget(process.env.DATABASE_URL));
    else if (options.only === 'postgres') throw new Error('--only postgres needs DATABASE_URL');
    else console.log('DATABASE_URL is not set: the PostgreSQL run is skipped.');
  }
  const results = [];
  for (const target of targets) results.push(await benchTarget(target));
  console.log(report(results));
  console.log(`\n(${Math.round((Date.now() - started) / 1000)} s in all)`);
  const broken = results.flatMap((result) => [
    ...result.cases.filter((entry) => entry.app.non2xx > 0).map((entry) => `${result.name}: ${entry.label}`),
    ...result.rounds.flatMap((round, index) =>
      Object.entries(round)
        .filter(([, figures]) => figures.non2xx > 0)
        .map(([key, figures]) => `${result.name}, round ${index + 1}: ${key} ${JSON.stringify(figures.statusCodes)}`),
    ),
    ...(result.twoWorkers ?? [])
      .filter((entry) => entry.two.non2xx > 0)
      .map((entry) => `${result.name}, 2 workers: ${entry.label}`),
  ]);
  if (broken.length) {
    // Wrong answers are a defect, not a figure: fail.
    console.error(`\nThese routes answered errors under load: ${broken.join('; ')}`);
    process.exitCode = 1;
  }
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(cleanup);
