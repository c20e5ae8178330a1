/**
 * Typing in a browser (issue 37, "Typing fits in one frame, even on a phone"): Debian's Chromium
 * through Playwright at 1280×800, the built app on the embedded database. Types keys one at a
 * time, as a writer does, into
 *
 *   - an act form of 32 beats: a short beat, and a beat of 5 000 words (the caret at its end);
 *   - a scene's summary in the board's side panel (a board of 60 scenes behind it);
 *   - a Brainstorm comment box (a post with 20 comments);
 *   - and, as the floor of the method, a bare textarea on an empty page (no app),
 *
 * at 1× and at 4× CPU slowdown (CDP `Emulation.setCPUThrottlingRate`, about a mid-range phone),
 * and prints per key:
 *
 *   - main-thread busy: the renderer main thread's work from the keydown to the next key (~120 ms
 *     later): its timeline events in a Chromium trace (event handlers with the React render they
 *     run, microtasks, timers, frames' style, layout, paint and commit, garbage collection) by the
 *     thread's CPU time, never the task wrappers around them (which also count a task's waits), so
 *     other processes on a busy machine do not inflate it (the 4× slowdown does: Chromium spins
 *     the thread for it). Event
 *     Timing alone cannot give it: it reports no event shorter than 16 ms, and its
 *     processingStart/End cover the handlers only, not the frame's work after them.
 *   - key to next frame: from the keydown's own timestamp to the end of the next frame the page's
 *     main thread produces (a message posted from that frame's requestAnimationFrame arrives once
 *     its style, layout and paint are done), on the page's clock.
 *   - late keys: keys whose keypress Event Timing entry (the key's text goes in during keypress;
 *     from the key to the next paint, as Chrome reports it; `durationThreshold: 16`) is over 16 ms.
 *
 * Run after `npm run build`:
 *
 *   npm run bench:typing                    (40 keys per field and speed)
 *   npm run bench:typing -- --keys 80
 *   npm run bench:typing -- --only beat      (the rows whose field's name holds "beat")
 *   npm run bench:typing -- --rates 1        (at 1× only; TYPING_TRACE=file keeps the last row's trace,
 *                                             TYPING_PROFILE=1 puts V8's CPU profile in it)
 *   TYPING_BREAKDOWN=1 npm run bench:typing  (also each row's work per key by kind: handlers, Paint, Layout, …)
 *   TYPING_MUTATIONS=1 npm run bench:typing  (also what the keys changed in the DOM, by element)
 *   TYPING_STYLE='.x{…}' npm run bench:typing (a style added to each page first, to try it unbuilt)
 *   npm run bench:typing -- --smoke          (6 keys: checks that it runs, judges no figure)
 */
/* global window, document, requestAnimationFrame, MutationObserver -- page.evaluate bodies run in the browser */
import fs from 'node:fs';
import { mailedToken } from '../scripts/lib/outbox.mjs';
import { launchChromium, signedInContext, startApp } from './browser-app.mjs';
import { boardStory } from './board-seed.mjs';
import { api, storyById } from './http.mjs';

const argv = process.argv.slice(2);
const SMOKE = argv.includes('--smoke');
const keysAt = argv.indexOf('--keys');
const KEYS = keysAt === -1 ? (SMOKE ? 6 : 40) : Number(argv[keysAt + 1]);
/** Keys typed first and not counted (the first key of a field opens things: its draft's key, a lazy path). */
const WARM_UP = SMOKE ? 1 : 4;
/** Time between keys (a quick typist's ~8 keys a second), well under autosave's pause of a second. */
const GAP_MS = 120;
const ratesAt = argv.indexOf('--rates');
/** `--rates 1` or `--rates 1,4` (the default). */
const RATES = ratesAt === -1 ? [1, 4] : argv[ratesAt + 1].split(',').map(Number);
const onlyAt = argv.indexOf('--only');
/** `--only beat` runs the rows whose field's name holds that text. */
const ONLY = onlyAt === -1 ? '' : argv[onlyAt + 1];
const TYPED = 'and then the lighthouse went dark over the harbour ';

const WORDS = (
  'the sea had been grey all morning and Mara walked the length of the harbour wall twice before she ' +
  'let herself read the letter again her brother had written it in pencil on the back of a ferry ' +
  'timetable and the words leaned as if he had written them on his knee'
).split(' ');
/** `count` words in paragraphs of about 150, as a pasted chapter would be. */
const prose = (count) => {
  const paragraphs = [];
  for (let made = 0; made < count; made += 150) {
    const size = Math.min(150, count - made);
    const words = Array.from({ length: size }, (_, n) => WORDS[(made + n) % WORDS.length]);
    paragraphs.push(`${words.join(' ')}.`);
  }
  return paragraphs.join('\n\n');
};

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};
const ms = (value) => `${value.toFixed(1)} ms`;

async function seed(url, dataDir) {
  const email = `typing-${Date.now()}@example.org`;
  const signUp = await api(url, 'POST', '/api/users', {
    body: { name: 'Typing Bencher', email, password: 'three acts and a twist', ageVerify: true, tosAgree: true },
  });
  if (signUp.status !== 200) throw new Error(`sign-up answered ${signUp.status}: ${signUp.bytes}`);
  const { token } = signUp.json();
  // Commenting needs a verified address.
  const verified = await api(url, 'PUT', `/api/auth/verify/${await mailedToken(dataDir, email)}`);
  if (verified.status !== 200) throw new Error(`verification answered ${verified.status}: ${verified.bytes}`);

  // The board first (its story stops being the current one when the act's story is made).
  const board = await boardStory(url, token, 60);
  const scenes = await api(url, 'GET', `/api/stories/${board.id}/board`, { token });
  if (scenes.status !== 200) throw new Error(`GET the board answered ${scenes.status}`);
  const scene = scenes.json().scenes[0]._id;

  // A story of one act of 32 beats, each answered (the second with 5 000 words), 8 characters.
  const sheet = await api(url, 'POST', '/api/beat-sheets', {
    token,
    body: {
      name: 'Thirty-two beats',
      acts: [
        {
          name: 'The long act',
          beats: Array.from({ length: 32 }, (_, n) => ({
            name: `Beat ${n + 1}`,
            question: 'What happens here, and what does it change for the one who wants something?',
          })),
        },
      ],
    },
  });
  if (sheet.status !== 201) throw new Error(`POST /api/beat-sheets answered ${sheet.status}: ${sheet.bytes}`);
  const created = await api(url, 'POST', '/api/stories', {
    token,
    body: { title: 'Thirty-two beats', beatSheet: sheet.json()._id },
  });
  if (created.status !== 201) throw new Error(`POST /api/stories answered ${created.status}: ${created.bytes}`);
  const { story, beats } = await storyById(url, token, created.json()._id);
  for (const [n, beat] of beats.entries()) {
    const text = n === 0 ? 'Mara finds the letter.' : prose(n === 1 ? 5000 : 60);
    const saved = await api(url, 'PATCH', `/api/stories/${story._id}/beats/${beat}`, { token, body: { text } });
    if (saved.status !== 200) throw new Error(`PATCH a beat answered ${saved.status}: ${saved.bytes}`);
  }
  for (let n = 0; n < 8; n += 1) {
    const made = await api(url, 'PUT', '/api/outlines/characters', {
      token,
      body: { name: `Character ${n + 1}`, desc: `<p>Character ${n + 1}.</p>`, photoUrl: '', protag: n === 0 },
    });
    if (made.status !== 201) throw new Error(`PUT /api/outlines/characters answered ${made.status}: ${made.bytes}`);
  }

  // A Brainstorm post with 20 comments.
  const post = await api(url, 'POST', '/api/posts', { token, body: { text: prose(80) } });
  if (post.status !== 200 && post.status !== 201) throw new Error(`POST /api/posts answered ${post.status}`);
  const postId = post.json()._id;
  for (let n = 0; n < 20; n += 1) {
    const comment = await api(url, 'PUT', `/api/posts/comment/${postId}`, { token, body: { text: prose(40) } });
    if (comment.status !== 200 && comment.status !== 201) throw new Error(`PUT a comment answered ${comment.status}`);
  }
  return { token, actBeats: beats, board: board.id, scene, post: postId };
}

/** The page's own probes: each keydown's time and the end of the frame after it; Event Timing's late keys. */
function probes() {
  if (window.__keys) return;
  window.__keys = [];
  window.__late = [];
  window.addEventListener(
    'keydown',
    (event) => {
      const key = { at: event.timeStamp, framed: null };
      window.__keys.push(key);
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => (key.framed = performance.now());
        channel.port2.postMessage(null);
      });
    },
    { capture: true },
  );
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === 'keypress') window.__late.push({ at: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/** Waits until the last key's frame is done, then `gap` ms more for what it set off (drafts, timers). */
const settle = (gap) =>
  new Promise((resolve) => {
    const wait = () => {
      const last = window.__keys.at(-1);
      if (last && last.framed === null) return void requestAnimationFrame(wait);
      setTimeout(resolve, gap);
    };
    wait();
  });

/**
 * The main thread's work in a trace: its timeline events (event handlers, script, timers, frames'
 * style, layout, paint and commit, garbage collection), never the task wrappers around them (which
 * also count a task's waits), each outermost one counted once by its thread time (`tdur`: the CPU
 * the thread spent, which the 4× slowdown inflates, and other processes on a busy machine do not).
 */
function mainThreadWork(trace) {
  const events = trace.traceEvents;
  const keydowns = events.filter((event) => event.name === 'EventDispatch' && event.args?.data?.type === 'keydown');
  if (keydowns.length === 0) return { keydowns: [], work: [] };
  const { pid, tid } = keydowns[0];
  const timeline = events
    .filter(
      (event) =>
        event.pid === pid &&
        event.tid === tid &&
        event.ph === 'X' &&
        event.dur > 0 &&
        !event.cat.includes('toplevel') &&
        event.name !== 'RunTask' &&
        (event.cat.includes('devtools.timeline') || event.cat.includes('v8')),
    )
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const work = [];
  let outerEnd = -Infinity;
  for (const event of timeline) {
    if (event.ts < outerEnd) continue; // inside an event already counted
    outerEnd = event.ts + event.dur;
    const name = event.name === 'EventDispatch' ? `EventDispatch:${event.args?.data?.type}` : event.name;
    work.push({ at: event.ts, cpu: (event.tdur ?? event.dur) / 1000, name });
  }
  return { keydowns: keydowns.map((event) => event.ts).sort((a, b) => a - b), work };
}

/** TYPING_BREAKDOWN=1: a row's main-thread work per key by kind (event handlers by event, Paint, Layerize, …). */
function printBreakdown(work, keys) {
  const byName = new Map();
  for (const { name, cpu } of work) byName.set(name, (byName.get(name) ?? 0) + cpu);
  const top = [...byName].sort((a, b) => b[1] - a[1]).slice(0, 12);
  for (const [name, cpu] of top) console.log(`    ${name}: ${ms(cpu / keys)} a key`);
}

/**
 * TYPING_MUTATIONS=1: counts what the page changes in its DOM while the row's keys are typed, by
 * change and element (with two ancestors), to see what a key renders beyond its field.
 */
function countMutations() {
  window.__mutations = {};
  const named = (element) => {
    const path = [];
    for (let at = element; at && path.length < 3; at = at.parentElement) {
      const className = typeof at.className === 'string' ? at.className.split(' ')[0] : '';
      path.push(`${at.tagName.toLowerCase()}${className ? `.${className}` : ''}`);
    }
    return path.join(' < ');
  };
  new MutationObserver((records) => {
    for (const record of records) {
      const element = record.target.nodeType === 1 ? record.target : record.target.parentElement;
      const change = `${record.type}${record.attributeName ? `[${record.attributeName}]` : ''} ${named(element)}`;
      window.__mutations[change] = (window.__mutations[change] ?? 0) + 1;
    }
  }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
}

/** Milliseconds of main-thread work that started in [from, to) (trace microseconds). */
const workIn = (work, from, to) => work.reduce((sum, { at, cpu }) => (at >= from && at < to ? sum + cpu : sum), 0);

async function measure(page, browser, field) {
  for (let n = 0; n < WARM_UP; n += 1) {
    await page.keyboard.press(TYPED[n % TYPED.length]);
    await page.evaluate(settle, GAP_MS);
  }
  const firstKey = await page.evaluate(() => window.__keys.length);
  if (process.env.TYPING_MUTATIONS) await page.evaluate(countMutations);
  await browser.startTracing(page, {
    // Not disabled-by-default-devtools.timeline: its counters walk the whole DOM on every event (~2.5 ms a key on an act page).
    // TYPING_PROFILE=1 adds V8's sampling profiler to the trace (ProfileChunk events), to see where the time goes.
    categories: [
      'devtools.timeline',
      'v8',
      'v8.execute',
      'toplevel',
      ...(process.env.TYPING_PROFILE ? ['disabled-by-default-v8.cpu_profiler'] : []),
    ],
  });
  for (let n = 0; n < KEYS; n += 1) {
    const key = TYPED[(WARM_UP + n) % TYPED.length];
    await page.keyboard.press(key === ' ' ? 'Space' : key);
    await page.evaluate(settle, GAP_MS);
  }
  const raw = (await browser.stopTracing()).toString('utf8');
  // TYPING_TRACE=file keeps the last row's trace, to open in DevTools.
  if (process.env.TYPING_TRACE) fs.writeFileSync(process.env.TYPING_TRACE, raw);
  const { keydowns, work } = mainThreadWork(JSON.parse(raw));
  if (process.env.TYPING_BREAKDOWN) printBreakdown(work, keydowns.length);
  if (process.env.TYPING_MUTATIONS) console.log(await page.evaluate(() => window.__mutations));
  // Each key's window: from its keydown to the next key's (the last: as long as the others' median).
  const windows = keydowns.map((at, n) => [at, keydowns[n + 1] ?? at + (GAP_MS + 40) * 1000]);
  const busy = windows.map(([from, to]) => workIn(work, from, to));
  const keys = await page.evaluate((from) => window.__keys.slice(from), firstKey);
  const framed = keys.map((key) => key.framed - key.at);
  const late = await page.evaluate(
    (from) => window.__late.filter((entry) => entry.at >= from - 1 && entry.duration > 16).length,
    keys[0].at,
  );
  const typed = await field.evaluate((element) => (element.value ?? element.textContent).length);
  return { busy, framed, late, typed, traced: keydowns.length };
}

const app = await startApp('typing-browser');
const browser = await launchChromium();
const rows = [];
try {
  const started = Date.now();
  const data = await seed(app.url, app.dataDir);
  console.log(
    `Seeded in ${Date.now() - started} ms: an act of 32 beats (one of 5 000 words), 8 characters; a board of 60 scenes; a post with 20 comments.`,
  );
  const context = await signedInContext(browser, app.url, data.token, { viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.addInitScript(probes);
  const cdp = await context.newCDPSession(page);

  const fields = [
    {
      // The floor of this way of measuring: a bare text box, no app.
      name: 'bare textarea (no app)',
      open: async () => {
        await page.goto('data:text/html,<textarea aria-label="Bare" rows="4" cols="60"></textarea>');
        return page.locator('textarea');
      },
    },
    {
      name: 'act form, short beat',
      open: async () => {
        await page.goto('/act-1');
        return page.locator(`li[id="${data.actBeats[0]}"] textarea`);
      },
    },
    {
      name: 'act form, 5 000-word beat',
      open: async () => {
        await page.goto('/act-1');
        return page.locator(`li[id="${data.actBeats[1]}"] textarea`);
      },
    },
    {
      name: 'scene summary (board panel)',
      open: async () => {
        await page.goto(`/stories/${data.board}/board?scene=${data.scene}`);
        return page.locator('.scene-panel .rte__content');
      },
    },
    {
      name: 'Brainstorm comment box',
      open: async () => {
        await page.goto(`/post/${data.post}`);
        return page.locator('.discussion__form textarea');
      },
    },
  ];

  for (const rate of RATES) {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    for (const { name, open } of fields.filter((each) => each.name.includes(ONLY))) {
      const field = await open();
      await field.waitFor({ timeout: 30_000 }).catch(async (error) => {
        console.error(`${name}: no field on ${page.url()}:`, (await page.locator('main').innerText()).slice(0, 600));
        throw error;
      });
      // TYPING_STYLE='css' tries a style on every page before it is built into the app.
      if (process.env.TYPING_STYLE) await page.addStyleTag({ content: process.env.TYPING_STYLE });
      await field.click();
      await page.keyboard.press('Control+End');
      // The page settles (its first saves, the panel's chunk) before the slowdown starts.
      await page.waitForTimeout(1500);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      const result = await measure(page, browser, field);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      rows.push({ name, rate, ...result });
      console.log(
        `  ${name} at ${rate}×: busy median ${ms(quantile(result.busy, 0.5))}, key to next frame median ${ms(quantile(result.framed, 0.5))} (${result.traced} keys traced, field ${result.typed} characters)`,
      );
      // Autosave takes what was typed before the next page.
      await page.waitForTimeout(2500);
    }
  }
} finally {
  await browser.close();
  app.stop();
}

const met = (ok) => (ok ? 'met' : '**NOT met**');
console.log('');
console.log(
  `Typing in Chromium at 1280×800 (the built app), ${KEYS} keys per row after ${WARM_UP} not counted, one every ~${GAP_MS} ms:`,
);
console.log('');
console.log(
  '| field | CPU | main thread busy per key: median / p95 | key to next frame: median / p95 | keys late (Event Timing > 16 ms) |',
);
console.log('|---|---|---|---|---|');
for (const row of rows) {
  console.log(
    `| ${row.name} | ${row.rate}× | ${ms(quantile(row.busy, 0.5))} / ${ms(quantile(row.busy, 0.95))} | ${ms(quantile(row.framed, 0.5))} / ${ms(quantile(row.framed, 0.95))} | ${row.late} of ${row.framed.length} |`,
  );
}
console.log('');
console.log('Targets (issue 37): busy ≤ 3 ms median at 1×, ≤ 12 ms median at 4×; next frame within 16 ms at 4×.');
for (const row of rows.filter((each) => !each.name.startsWith('bare'))) {
  const busy = quantile(row.busy, 0.5);
  const framed = quantile(row.framed, 0.5);
  const verdict =
    row.rate === 1 ? `busy ${met(busy <= 3)}` : `busy ${met(busy <= 12)}, next frame ${met(framed <= 16)}`;
  console.log(`  ${row.name} at ${row.rate}×: ${SMOKE ? '(smoke run, not judged)' : verdict}`);
}
