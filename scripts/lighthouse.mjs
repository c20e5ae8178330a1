#!/usr/bin/env node
/**
 * Lighthouse (mobile preset, Debian's Chromium) on the production build: landing, login,
 * dashboard, an act form and the Brainstorm list. Prints the median of each category per page.
 *
 *   npm run lighthouse                       5 pages × 3 runs; exits 1 if a target is missed
 *   npm run lighthouse -- --runs 5           more runs (the median steadies on a busy machine)
 *   npm run lighthouse -- --no-build         reuse client/dist and server/dist
 *   npm run lighthouse -- --smoke            the public pages (landing, login), one run each (CI):
 *                                            fails when accessibility, best practices or SEO is
 *                                            under 100, or Lighthouse crashes three times in a row;
 *                                            performance is printed, not judged (load moves it)
 *   npm run lighthouse -- --pages /act-1     only these pages (comma-separated)
 *   npm run lighthouse -- --save DIR         also write each run's full report (JSON) to DIR
 *
 * It builds, starts the server with NODE_ENV=production on a free port and a throw-away DATA_DIR,
 * signs a writer up through the API, verifies them through the mailed link (DATA_DIR/outbox),
 * gives them an outline, a profile and a few Brainstorm posts, and runs Lighthouse through its
 * Node API on a Puppeteer page holding the writer's session cookies (the app reads its
 * `signed_in` cookie, which an extra Cookie header alone would not give it).
 */
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const repoDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROME_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const MAX_ATTEMPTS = 3;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const PAGES = [
  { path: '/', signedIn: false },
  { path: '/login', signedIn: false },
  { path: '/dashboard', signedIn: true },
  { path: '/act-1', signedIn: true },
  { path: '/posts', signedIn: true },
];
/** Targets of issue 6; SEO counts on public pages only (the others are behind a sign-in). */
const FULL_TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 90 };
/** What a single run on a busy CI machine can judge: the scores that do not move with load. */
const SMOKE_TARGETS = { accessibility: 100, 'best-practices': 100, seo: 100 };

const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : fallback;
};
const smoke = flag('--smoke');
const runs = smoke ? 1 : Number(option('--runs', '3'));
const only = option('--pages', '').split(',').filter(Boolean);
const TARGETS = smoke ? SMOKE_TARGETS : FULL_TARGETS;
const pages = smoke
  ? PAGES.filter((p) => !p.signedIn)
  : only.length
    ? PAGES.filter((p) => only.includes(p.path))
    : PAGES;
const saveDir = option('--save', '');
if (!pages.length) {
  console.error(`--pages takes some of ${PAGES.map((p) => p.path).join(',')}`);
  process.exit(2);
}
if (!Number.isInteger(runs) || runs < 1) {
  console.error('--runs takes a whole number ≥ 1');
  process.exit(2);
}

const API_HEADERS = { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' };

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function until(what, check, timeoutMs = 60_000) {
  const started = Date.now();
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function startServer(port, dataDir) {
  const child = spawn(process.execPath, [path.join(repoDir, 'server/dist/index.js')], {
    cwd: repoDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      MAIL_OUTBOX: '1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: '',
      APP_URL: `http://localhost:${port}`,
      JWT_SECRET: crypto.randomBytes(48).toString('base64url'),
      BCRYPT_COST: '8',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return { child, output: () => output };
}

async function api(base, method, url, { token, body } = {}) {
  const res = await fetch(base + url, {
    method,
    headers: { ...API_HEADERS, ...(token ? { 'x-auth-token': token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${await res.text()}`);
  return res.status === 204 ? null : res.json();
}

const decodeQuotedPrintable = (text) =>
  text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex) => String.fromCharCode(parseInt(hex, 16)));

/** A verified writer with an outline, a profile and Brainstorm posts, so the signed-in pages have content. */
async function seedWriter(base, dataDir) {
  const writer = { name: 'Lighthouse Writer', email: 'lighthouse@example.org', password: 'a quiet plot unfolds' };
  const { token } = await api(base, 'POST', '/api/users', { body: { ...writer, ageVerify: true, tosAgree: true } });
  const outbox = path.join(dataDir, 'outbox');
  const verifyToken = await until('the verification mail', async () => {
    for (const file of fs.readdirSync(outbox)) {
      const mail = decodeQuotedPrintable(fs.readFileSync(path.join(outbox, file), 'utf8'));
      const match = /\/verify\/([\w-]+)/.exec(mail);
      if (match) return match[1];
    }
    return undefined;
  });
  await api(base, 'PUT', `/api/auth/verify/${verifyToken}`);

  await api(base, 'POST', '/api/outlines', {
    token,
    body: {
      title: 'The Lighthouse Keeper',
      act1a01: 'Mara keeps the last manned lighthouse on a coast that no longer needs one.',
      act1a02: 'A letter from the shipping company: the light goes dark at the end of the season.',
      act1a03: 'She decides to find out who still sails past at night, and why.',
    },
  });
  await api(base, 'POST', '/api/profile', {
    token,
    body: {
      status: 'Aspiring Writer',
      genres: 'Mystery, Literary',
      location: 'Brittany',
      bio: 'I write about the sea.',
    },
  });
  const ideas = [
    'My heroine loses her ship in act one. What should the midpoint be?',
    'How do you keep a mentor from solving the plot for the hero?',
    'Is a false victory at the midpoint a cliché, or a classic?',
    'Ways to make the antagonist sympathetic without excusing them?',
    'Act three feels rushed. How long should the climax be?',
    'Can a story have two inciting incidents?',
  ];
  for (const text of ideas) await api(base, 'POST', '/api/posts', { token, body: { text } });
  return token;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** One Lighthouse run in a fresh browser (cold cache), holding the session cookies if given. */
async function audit(url, cookies) {
  const browser = await puppeteer.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS, defaultViewport: null });
  try {
    const page = await browser.newPage();
    if (cookies.length) await browser.setCookie(...cookies);
    const result = await lighthouse(
      url,
      { output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
      undefined,
      page,
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse returned no result');
    if (saveDir) {
      fs.mkdirSync(saveDir, { recursive: true });
      const name = `${new URL(url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'landing'}-${Date.now()}.json`;
      fs.writeFileSync(path.join(saveDir, name), JSON.stringify(lhr));
    }
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
    if (finalPath !== new URL(url).pathname) throw new Error(`${url} ended on ${finalPath} (not signed in?)`);
    const scores = Object.fromEntries(
      CATEGORIES.map((id) => {
        const score = lhr.categories[id]?.score;
        if (typeof score !== 'number') throw new Error(`no ${id} score for ${url}`);
        return [id, Math.round(score * 100)];
      }),
    );
    // Only the audits that weigh on a score: the rest are hints.
    const weighted = new Set(
      CATEGORIES.flatMap((id) => lhr.categories[id].auditRefs.filter((ref) => ref.weight > 0).map((ref) => ref.id)),
    );
    const failing = Object.values(lhr.audits)
      .filter((a) => weighted.has(a.id) && typeof a.score === 'number' && a.score < 0.9)
      .map((a) => ({ id: a.id, value: a.displayValue ?? '' }));
    const metric = (id) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      scores,
      metrics: {
        fcp: metric('first-contentful-paint'),
        lcp: metric('largest-contentful-paint'),
        tbt: metric('total-blocking-time'),
        cls: metric('cumulative-layout-shift'),
      },
      failing,
    };
  } finally {
    await browser.close();
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'three-act-lighthouse-'));
let server;
const cleanUp = async () => {
  if (server && server.child.exitCode === null) {
    server.child.kill('SIGTERM');
    await new Promise((resolve) => server.child.once('exit', resolve));
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => void cleanUp().then(() => process.exit(130)));
}

try {
  if (!flag('--no-build')) {
    console.log('Building the client and the server…');
    const built = spawnSync('npm', ['run', 'build'], { cwd: repoDir, encoding: 'utf8' });
    if (built.status !== 0) {
      console.error(built.stdout, built.stderr);
      throw new Error('npm run build failed');
    }
  }

  const port = await freePort();
  const base = `http://localhost:${port}`;
  server = startServer(port, dataDir);
  await until('the server', async () => {
    if (server.child.exitCode !== null) throw new Error(`the server exited:\n${server.output()}`);
    return (await fetch(`${base}/api/config`)).ok;
  });

  const needsSession = pages.some((p) => p.signedIn);
  const token = needsSession ? await seedWriter(base, dataDir) : undefined;
  const sessionCookies = token
    ? [
        { name: 'token', value: token, domain: 'localhost', path: '/', httpOnly: true, sameSite: 'Lax' },
        { name: 'signed_in', value: '1', domain: 'localhost', path: '/', sameSite: 'Lax' },
      ]
    : [];

  console.log(
    `Lighthouse ${JSON.parse(fs.readFileSync(path.join(repoDir, 'node_modules/lighthouse/package.json'), 'utf8')).version}, ` +
      `mobile preset (simulated slow 4G, 4× CPU slowdown), ${CHROME_PATH}, ${runs} run(s) per page, median shown\n`,
  );

  const rows = [];
  let crashed = false;
  for (const { path: pagePath, signedIn } of pages) {
    const results = [];
    for (let run = 0; run < runs; run += 1) {
      // Lighthouse now and then fails to record a trace on a busy machine (NO_NAVSTART…): try again.
      for (let attempt = 1; ; attempt += 1) {
        try {
          results.push(await audit(base + pagePath, signedIn ? sessionCookies : []));
          break;
        } catch (error) {
          console.error(`  ${pagePath} run ${run + 1}, attempt ${attempt}: ${error.message}`);
          if (attempt === MAX_ATTEMPTS) {
            crashed = true;
            break;
          }
        }
      }
    }
    if (!results.length) continue;
    const scores = Object.fromEntries(CATEGORIES.map((id) => [id, median(results.map((r) => r.scores[id]))]));
    const metrics = Object.fromEntries(
      Object.keys(results[0].metrics).map((k) => [k, median(results.map((r) => r.metrics[k]))]),
    );
    const failingValues = new Map();
    for (const { id, value } of results.flatMap((r) => r.failing))
      failingValues.set(id, [...(failingValues.get(id) ?? []), value]);
    const failing = [...failingValues].map(
      ([id, values]) => `${id} (${values.filter(Boolean).join(', ') || 'failed'})`,
    );
    rows.push({ pagePath, signedIn, scores, metrics, failing, all: results.map((r) => r.scores.performance) });
  }

  const pad = (value, width) => String(value).padStart(width);
  console.log(
    '| page        | signed in | performance | accessibility | best practices | SEO | FCP    | LCP    | TBT    | CLS   | performance runs |',
  );
  console.log(
    '|-------------|-----------|------------:|--------------:|---------------:|----:|-------:|-------:|-------:|------:|------------------|',
  );
  for (const { pagePath, signedIn, scores, metrics, all } of rows) {
    console.log(
      `| ${pagePath.padEnd(11)} | ${(signedIn ? 'yes' : 'no').padEnd(9)} | ${pad(scores.performance, 11)} | ${pad(scores.accessibility, 13)} | ` +
        `${pad(scores['best-practices'], 14)} | ${pad(scores.seo, 3)} | ${pad((metrics.fcp / 1000).toFixed(1) + ' s', 6)} | ` +
        `${pad((metrics.lcp / 1000).toFixed(1) + ' s', 6)} | ${pad(Math.round(metrics.tbt) + ' ms', 6)} | ${pad(metrics.cls.toFixed(3), 5)} | ${all.join(', ').padEnd(16)} |`,
    );
  }

  const misses = [];
  for (const { pagePath, signedIn, scores, failing } of rows) {
    for (const [id, target] of Object.entries(TARGETS)) {
      if (id === 'seo' && signedIn) continue;
      if (scores[id] < target) misses.push(`${pagePath} ${id} ${scores[id]} < ${target}`);
    }
    if (failing.length) console.log(`\n  ${pagePath}: weighted audits under 0.9 in some run: ${failing.join(', ')}`);
  }
  const judged = Object.entries(TARGETS).map(([id, target]) => `${id} ≥ ${target}`);
  console.log(
    `\nTargets: ${judged.join(', ')} (SEO on public pages)${smoke ? '; performance printed, not judged' : ''}. ` +
      `Machine load average now: ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')} on ${os.cpus().length} cores.`,
  );
  if (crashed) {
    console.error('\nLighthouse did not complete every run (see above).');
    process.exitCode = 1;
  } else if (misses.length) {
    console.error(`\nBelow target: ${misses.join('; ')}`);
    process.exitCode = 1;
  } else {
    console.log('\nEvery target met.');
  }
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
