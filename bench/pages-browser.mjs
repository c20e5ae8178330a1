/**
 * Pages in one trip (issue 37): Debian's Chromium through Playwright at desktop size, the built app on
 * the embedded database. For the dashboard of a signed-in writer with a story, an act page of a
 * 26 000-word story (Act II: 16 of its 32 beats) and Brainstorm's first page (a few hundred posts),
 * at 1× and 4× CPU (Chrome's throttling) and with the app's code cold (a new browser profile) or in
 * the browser's cache (a second visit), prints how long the page takes to show its content after
 * navigation, when its own reads were answered, and how many requests in a row it waited for (HTML →
 * scripts → API calls). Run after `npm run build`:
 *
 *   npm run bench:pages            (or: node bench/pages-browser.mjs --runs 3 --posts 300)
 *   npm run bench:pages -- --only act --rates 4 --runs 7   (one page, one speed, more visits)
 */
/* global window, document, MutationObserver, requestAnimationFrame -- page.evaluate bodies run in the browser */
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium, signedInContext, startApp } from './browser-app.mjs';
import { api } from './http.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const flag = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? fallback : Number(process.argv[at + 1]);
};
const RUNS = flag('--runs', 3);
const option = (name) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
};
/** `--only act` visits that page alone (dashboard, act or brainstorm). */
const ONLY = option('--only');
/** `--rates 4` runs at 4× alone; `1,4` is the default. */
const RATES = (option('--rates') ?? '1,4').split(',').map(Number);
const POSTS = flag('--posts', 300);
const WORDS = 26_000;
const BEATS = 32;
const TARGETS = { dashboard: 1200, act: 1500, brainstorm: 1200 };

/** Brainstorm's posts from the seed script (verified demo writers), before the server holds the data. */
const seedPosts = (env) => {
  const seeded = spawnSync(
    process.execPath,
    [path.join(root, 'server/dist/scripts/seed.js'), '--users', '20', '--posts', String(POSTS), '--json'],
    { cwd: os.tmpdir(), env, encoding: 'utf8' },
  );
  if (seeded.status !== 0) throw new Error(`seeding failed: ${seeded.stderr}`);
};

/** About `words` words of prose. */
function prose(words, seed) {
  const vocabulary =
    'the storm broke over the harbour while she counted the boats that had not come home and wondered who would tell her brother'.split(
      ' ',
    );
  return Array.from({ length: words }, (_, n) => vocabulary[(n * 7 + seed) % vocabulary.length]).join(' ') + '.';
}

/** A writer with a story of 32 beats and 26 000 words (the spec's act fields, saved in one request). */
async function writerWithStory(url) {
  const email = `pages-${Date.now()}@example.org`;
  const signUp = await api(url, 'POST', '/api/users', {
    body: { name: 'Pages Bencher', email, password: 'three acts and a twist', ageVerify: true, tosAgree: true },
  });
  if (signUp.status !== 200) throw new Error(`sign-up answered ${signUp.status}: ${signUp.bytes}`);
  const { token } = signUp.json();
  const keys = [
    ...Array.from({ length: 8 }, (_, n) => `act1a${String(n + 1).padStart(2, '0')}`),
    ...Array.from({ length: 16 }, (_, n) => `act2a${String(n + 1).padStart(2, '0')}`),
    ...Array.from({ length: 8 }, (_, n) => `act3a${String(n + 1).padStart(2, '0')}`),
  ];
  const body = { title: 'The Harbour Lights' };
  keys.forEach((key, n) => (body[key] = prose(WORDS / BEATS, n)));
  const saved = await api(url, 'POST', '/api/outlines', { token, body });
  if (saved.status !== 201 && saved.status !== 200)
    throw new Error(`the outline answered ${saved.status}: ${saved.bytes}`);
  const profile = await api(url, 'POST', '/api/profile', {
    token,
    body: { status: 'Published Writer', genres: 'Mystery, Sea stories', bio: 'Writes by the sea.' },
  });
  if (profile.status !== 201) throw new Error(`the profile answered ${profile.status}: ${profile.bytes}`);
  return token;
}

/**
 * When each page shows its content, on the page's own clock from navigation: the first frame painted
 * after the document holds it (a MutationObserver checks; asking from here would cost the page more
 * than it measures), with no spinner left in the page's main region.
 */
function watchContent() {
  const shown = {
    '/dashboard': () =>
      /^Welcome/.test(document.querySelector('main h1')?.textContent ?? '') &&
      document.querySelector('main .outline-summary__title') &&
      document.querySelector('main .outline-summary__acts') &&
      [...document.querySelectorAll('main h2')].some((h) => /profile/i.test(h.textContent)),
    '/act-2': () => {
      const boxes = document.querySelectorAll('main textarea.beat__answer');
      return boxes.length >= 16 && boxes[boxes.length - 1].value.length > 0;
    },
    '/posts': () => document.querySelectorAll('main article.post-card').length > 0,
  }[window.location.pathname];
  if (!shown) return;
  const check = () => {
    if (window.__contentInDocument !== undefined) return;
    if (!shown() || document.querySelector('main .spinner')) return;
    window.__contentInDocument = performance.now();
    requestAnimationFrame(() => (window.__contentPainted = performance.now()));
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
}

/**
 * The requests the page waited for in a row, read from the page's timeline: from the page's own API
 * call that comes last in it, back through the request that answered last before each one started
 * (the document, scripts and API calls), to the HTML.
 */
function requestChain(content) {
  const nav = performance.getEntriesByType('navigation')[0];
  const shownAt = window.__contentInDocument;
  const entries = [
    { name: 'HTML', kind: 'html', startTime: 0, responseEnd: nav.responseEnd },
    ...performance
      .getEntriesByType('resource')
      .filter((entry) => entry.responseEnd <= shownAt)
      .map((entry) => {
        const url = new URL(entry.name);
        if (url.pathname.startsWith('/api/')) return { ...entry.toJSON(), kind: 'api', name: url.pathname };
        if (url.pathname.endsWith('.js')) return { ...entry.toJSON(), kind: 'js', name: url.pathname };
        return null;
      })
      .filter(Boolean),
  ].sort((a, b) => a.startTime - b.startTime);
  const depth = new Map();
  const before = new Map();
  for (const entry of entries) {
    // What it waited for: the request that answered last before it started.
    let best = null;
    for (const other of entries) {
      if (other === entry || other.responseEnd > entry.startTime || !depth.has(other)) continue;
      if (!best || other.responseEnd > best.responseEnd) best = other;
    }
    depth.set(entry, best ? depth.get(best) + 1 : 1);
    before.set(entry, best);
  }
  const apis = entries.filter((entry) => entry.kind === 'api');
  // The page's own data (not the notification bell's count); the chain ends at the one asked last in it.
  const ownReads = apis.filter((entry) => content.includes(entry.name));
  let last = [...ownReads].sort((a, b) => depth.get(b) - depth.get(a) || b.responseEnd - a.responseEnd)[0];
  const steps = [];
  for (; last; last = before.get(last)) steps.unshift(last.kind === 'js' ? 'js' : last.name.replace(/^\/api/, ''));
  // Scripts in a row (a chunk that imports the next, or cached ones one after another) are one step.
  const chain = [];
  for (const step of steps) {
    const top = chain.at(-1);
    if (step === 'js' && top?.name === 'js') top.count += 1;
    else chain.push({ name: step, count: 1 });
  }
  const apiAsked = apis.length ? Math.min(...apis.map((entry) => entry.startTime)) : NaN;
  const code = entries.filter((entry) => entry.kind === 'js');
  return {
    chain: chain.map((step) => (step.count > 1 ? `${step.name}×${step.count}` : step.name)),
    inARow: steps.length,
    apiAsked,
    // When the last of the page's own reads was answered (the offline app's answers: decision 200).
    dataAnswered: Math.max(0, ...ownReads.map((entry) => entry.responseEnd)),
    codeLoaded: Math.max(0, ...code.map((entry) => entry.responseEnd)),
  };
}

/** Waits until the offline app (the service worker) has installed and is active. */
async function offlineAppInstalled() {
  const registration = await navigator.serviceWorker.ready;
  while (registration.installing || registration.waiting) await new Promise((resolve) => setTimeout(resolve, 50));
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const app = await startApp('pages-browser', { seed: seedPosts });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    app.stop();
    process.exit(130);
  });
}
const browser = await launchChromium();
try {
  const token = await writerWithStory(app.url);
  console.log(`A writer with a story of ${BEATS} beats and ${WORDS} words, and ${POSTS} Brainstorm posts.`);

  const newContext = async () => {
    const context = await signedInContext(browser, app.url, token, { viewport: { width: 1280, height: 800 } });
    await context.addInitScript(watchContent);
    return context;
  };

  /** One visit: navigation to the page, the frame that shows its content, and the chain of requests. */
  async function visit(page, pagePath, content, rate) {
    await page.goto('about:blank');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await page.goto(pagePath, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__contentPainted !== undefined, null, { timeout: 60_000 });
    const shown = await page.evaluate(() => window.__contentPainted);
    const chain = await page.evaluate(requestChain, content);
    await page.waitForLoadState('networkidle');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.detach();
    return { shown, ...chain };
  }

  const pages = [
    ['dashboard', '/dashboard', ['/api/auth', '/api/stories', '/api/outlines/me', '/api/profile/me']],
    ['act', '/act-2', ['/api/auth', '/api/outlines/me']],
    ['brainstorm', '/posts', ['/api/auth', '/api/posts']],
  ];
  const rows = [];
  for (const rate of RATES) {
    for (const cache of ['cold', 'cached']) {
      for (const [name, pagePath, content] of pages.filter(([name]) => !ONLY || name === ONLY)) {
        const runs = [];
        for (let n = 0; n < RUNS; n += 1) {
          const context = await newContext();
          const page = await context.newPage();
          // A second visit: the first one put the app's code in the browser's cache and installed its
          // offline app, which a returning writer finds done (its install precaches every chunk, ~2 s).
          if (cache === 'cached') {
            await visit(page, pagePath, content, 1);
            await page.evaluate(offlineAppInstalled);
          }
          runs.push(await visit(page, pagePath, content, rate));
          await context.close();
        }
        const shown = median(runs.map((run) => run.shown));
        const typical = runs.find((run) => run.shown === shown);
        const dataAnswered = median(runs.map((run) => run.dataAnswered));
        rows.push({ name, rate, cache, shown, dataAnswered, runs, typical });
        console.log(
          `  ${name.padEnd(10)} ${rate}× ${cache.padEnd(6)}: ${runs.map((run) => run.shown.toFixed(0)).join(', ')} ms; ` +
            `code loaded at ${typical.codeLoaded.toFixed(0)} ms, first API call at ${typical.apiAsked.toFixed(0)} ms, ` +
            `data answered at ${runs.map((run) => run.dataAnswered.toFixed(0)).join(', ')} ms; ` +
            `${typical.chain.length} round trips (${typical.inARow} requests in a row): ${typical.chain.join(' → ')}`,
        );
      }
    }
  }

  console.log('');
  console.log(`Time to content (median of ${RUNS}) and requests waited for in a row, Chromium at 1280×800:`);
  console.log(
    `(load average while it ran: ${os
      .loadavg()
      .map((load) => load.toFixed(1))
      .join(', ')} on ${os.cpus().length} cores)`,
  );
  console.log('| page | CPU | code | content shown | data answered | round trips (requests in a row) | target at 4× |');
  console.log('|---|---|---|---|---|---|---|');
  for (const row of rows) {
    const target =
      row.rate === 4 ? `≤ ${TARGETS[row.name]} ms: ${row.shown <= TARGETS[row.name] ? 'met' : 'NOT met'}` : '';
    console.log(
      `| ${row.name} | ${row.rate}× | ${row.cache} | ${row.shown.toFixed(0)} ms | ${row.dataAnswered.toFixed(0)} ms | ${row.typical.chain.length} (${row.typical.inARow}): ${row.typical.chain.join(' → ')} | ${target} |`,
    );
  }
} finally {
  await browser.close();
  app.stop();
}
