/**
 * The relationship map in a browser (issue 34): Debian's Chromium through Playwright at desktop size,
 * the built app on the embedded database. A story of 300 codex entries (characters, places, groups,
 * objects) and 600 ties; prints how long its relationships page takes from navigation until every
 * entry and tie of the map is drawn (the layout run and the map painted), a first visit, then again.
 * Run after `npm run build`:
 *
 *   npm run bench:map            (or: node bench/map-browser.mjs --entries 300 --ties 600 --visits 3)
 *   npm run bench:map -- --shot /tmp/map.png    (and a screenshot of the map as the last visit left it)
 *
 * BENCH_PORT=5172 pins the app's port (bench/browser-app.mjs).
 */
/* global window, document, MutationObserver, requestAnimationFrame -- page.evaluate bodies run in the browser */
import { launchChromium, signedInContext, startApp } from './browser-app.mjs';
import { api } from './http.mjs';

const flag = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? fallback : Number(process.argv[at + 1]);
};
const ENTRIES = flag('--entries', 300);
const TIES = flag('--ties', 600);
const VISITS = Math.max(2, flag('--visits', 3));
const KINDS = ['character', 'place', 'group', 'object'];
const LABELS = ['sister of', 'rival', 'serves', 'loves — unrequited', 'owes', 'fears'];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const fmt = (ms) => `${ms.toFixed(0)} ms`;

async function created(url, token, urlPath, body) {
  const res = await api(url, 'POST', urlPath, { token, body });
  if (res.status !== 201) throw new Error(`POST ${urlPath} answered ${res.status}: ${res.bytes}`);
  return res.json();
}

const app = await startApp('map-browser');
const browser = await launchChromium();
try {
  const email = `map-${Date.now()}@example.org`;
  const signUp = await api(app.url, 'POST', '/api/users', {
    body: { name: 'Map Bencher', email, password: 'three acts and a twist', ageVerify: true, tosAgree: true },
  });
  if (signUp.status !== 200) throw new Error(`sign-up answered ${signUp.status}: ${signUp.bytes}`);
  const { token } = signUp.json();
  const started = Date.now();
  const story = await created(app.url, token, '/api/stories', { title: 'A web of 600 ties' });
  const base = `/api/stories/${story._id}`;
  const ids = [];
  for (let n = 0; n < ENTRIES; n += 1) {
    // At most 200 characters a story: the rest are of the other kinds.
    const kind = n < 150 ? KINDS[n % 2 === 0 ? 0 : 1 + (n % 3)] : KINDS[1 + (n % 3)];
    ids.push((await created(app.url, token, `${base}/codex`, { kind, name: `Entry ${n + 1}` }))._id);
  }
  // Each entry tied to a few near it and a few far: clusters with bridges, as a cast and its world are.
  let seed = 7;
  const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  const seen = new Set();
  const tied = new Set();
  while (seen.size < TIES) {
    const from = Math.floor(random() * ENTRIES);
    const to = random() < 0.8 ? (from + 1 + Math.floor(random() * 8)) % ENTRIES : Math.floor(random() * ENTRIES);
    const key = [Math.min(from, to), Math.max(from, to)].join();
    if (from === to || seen.has(key)) continue;
    seen.add(key);
    tied.add(from).add(to);
    await created(app.url, token, `${base}/relationships`, {
      from: ids[from],
      to: ids[to],
      label: LABELS[seen.size % LABELS.length],
      directed: seen.size % 3 === 0,
    });
  }
  console.log(
    `A story of ${ENTRIES} entries (${tied.size} of them tied) and ${TIES} ties, made in ${Date.now() - started} ms.`,
  );

  const context = await signedInContext(browser, app.url, token, { viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  // The page notes when the map holds every entry and every tie, and the frame that paints them.
  await page.addInitScript(
    ({ entries, ties }) => {
      if (!window.location.pathname.endsWith('/relationships')) return;
      const watch = new MutationObserver(() => {
        const nodes = document.querySelectorAll('.react-flow__node').length;
        const edges = document.querySelectorAll('.react-flow__edge').length;
        if (nodes < entries || edges < ties) return;
        watch.disconnect();
        window.__mapInDocument = performance.now();
        requestAnimationFrame(() => requestAnimationFrame(() => (window.__mapPainted = performance.now())));
      });
      watch.observe(document, { childList: true, subtree: true });
    },
    // The map shows the entries that have a tie.
    { entries: tied.size, ties: TIES },
  );
  const shown = [];
  for (let visit = 0; visit < VISITS; visit += 1) {
    await page.goto(`/stories/${story._id}/relationships`, { waitUntil: 'commit' });
    await page
      .waitForFunction(() => window.__mapPainted !== undefined, undefined, { timeout: 60_000 })
      .catch(async (error) => {
        const counts = await page.evaluate(() => ({
          nodes: document.querySelectorAll('.react-flow__node').length,
          edges: document.querySelectorAll('.react-flow__edge').length,
        }));
        await page.screenshot({ path: '/tmp/map-bench-failed.png' });
        throw new Error(`the map did not show all within 60 s (${JSON.stringify(counts)}; /tmp/map-bench-failed.png)`, {
          cause: error,
        });
      });
    shown.push(
      await page.evaluate(() => {
        // The map's own marks (relationship-map.tsx): its data in hand, and its layout done.
        const mark = (name) => performance.getEntriesByName(name).at(-1)?.startTime ?? NaN;
        return {
          drawn: window.__mapInDocument,
          painted: window.__mapPainted,
          start: mark('relationship-map:start'),
          laidOut: mark('relationship-map:laid-out'),
        };
      }),
    );
  }
  const shot = process.argv[process.argv.indexOf('--shot') + 1];
  if (process.argv.includes('--shot')) await page.screenshot({ path: shot });
  const [first, ...again] = shown;
  const own = (visit) => visit.painted - visit.start;
  console.log(`The map of ${ENTRIES} entries and ${TIES} ties:`);
  console.log(
    `  from navigation, painted: first visit ${fmt(first.painted)}; again, median of ${again.length}: ${fmt(median(again.map((v) => v.painted)))}`,
  );
  console.log(
    `  from its entries and ties in hand, laid out / painted: first visit ${fmt(first.laidOut - first.start)} / ${fmt(own(first))}; again ${fmt(median(again.map((v) => v.laidOut - v.start)))} / ${fmt(median(again.map(own)))} (${again.map((v) => fmt(own(v))).join(', ')})`,
  );
  const worst = Math.max(own(first), median(again.map(own)));
  console.log(`  target: the map lays out and shows under 1.5 s: ${worst < 1500 ? 'met' : 'NOT met'} (${fmt(worst)})`);
} finally {
  await browser.close();
  app.stop();
}
