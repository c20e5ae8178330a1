/**
 * `npm run soak:live [-- options]`: editors joining and leaving live documents for minutes (issue 35,
 * decision 192), against the production build on PostgreSQL with WEB_CONCURRENCY=2 and Redis.
 *
 *   --minutes M    how long (default 10)
 *   --editors N    editors coming and going (default 20)
 *   --stories N    shared stories they open (default 10)
 *   --no-build     use the existing builds instead of running `npm run build` first
 *
 * Each editor opens a random story, types 2 keystrokes a second into its own beat for 5 to 20 s,
 * leaves, waits 1 to 5 s, and again. Every minute prints the live_documents and live_connections
 * gauges and each worker's heap in use (from /metrics: the lowest of the minute's samples, taken
 * every 5 s). Fails when, once every editor has left, loaded documents and open connections do not
 * return to 0 within 30 s; when a worker's heap grows by more than 10 % from minute 2 to the last;
 * or when a story's rows do not hold every keystroke typed into it.
 */
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { storyById } from './http.mjs';
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

const minutes = number('--minutes', 10);
const editorCount = number('--editors', 20);
const storyCount = number('--stories', 10);
const METRICS_TOKEN = crypto.randomBytes(24).toString('hex');
const BEAT_KEYS = [
  [1, 8],
  [2, 16],
  [3, 8],
].flatMap(([act, count]) => Array.from({ length: count }, (_, n) => `act${act}a${String(n + 1).padStart(2, '0')}`));

if (!process.env.DATABASE_URL) {
  console.error('npm run soak:live needs DATABASE_URL (a PostgreSQL server; the soak makes its own database)');
  process.exit(2);
}
if (!flag('--no-build')) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(1);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const between = (low, high) => low + Math.random() * (high - low);
const mb = (bytes) => (bytes / 2 ** 20).toFixed(1);

const database = await freshDatabase('ta_live_soak');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ta-live-soak-'));
let app;
const cleanup = async () => {
  await app?.stop().catch(() => {});
  await database.drop().catch(() => {});
  fs.rmSync(dataDir, { recursive: true, force: true });
};
process.on('SIGINT', () => void cleanup().then(() => process.exit(130)));

const failures = [];
try {
  app = await startApp({
    databaseUrl: database.url,
    dataDir,
    port: 5180 + (process.pid % 10),
    metricsToken: METRICS_TOKEN,
    jwtSecret: crypto.randomBytes(32).toString('hex'),
    env: {
      WEB_CONCURRENCY: '2',
      REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
      REDIS_PREFIX: `soak-live:${process.pid}:`,
    },
  });
  // Every editor a member of every story (the stories are the first editors').
  const editors = await signUpWriters(app, dataDir, 'editor', editorCount);
  const stories = [];
  for (let j = 0; j < storyCount; j += 1) {
    const owner = editors[j % editors.length];
    stories.push({ id: await newStory(app, owner, `Soak story ${j}`), owner, typed: new Map() });
  }
  await addMembers(
    database.url,
    stories.flatMap((story) => editors.filter((e) => e !== story.owner).map((e) => [story.id, e.id])),
  );
  const baseline = await liveMetrics(app.url, METRICS_TOKEN);

  console.log(
    `\nLive soak: ${minutes} min, ${editorCount} editors joining and leaving ${storyCount} stories, production build, PostgreSQL, WEB_CONCURRENCY=2, Redis; ${os.cpus().length} cores`,
  );
  console.log(`before anyone joined: ${baseline.documents} documents, ${baseline.connections} connections\n`);

  let running = true;
  let sessions = 0;
  let keystrokes = 0;
  let lastLeft = 0;
  /** One editor's visits: join a story, type into its own beat, leave. */
  const visit = async (editor, i) => {
    while (running) {
      const story = stories[Math.floor(Math.random() * stories.length)];
      const beat = BEAT_KEYS[i % BEAT_KEYS.length];
      const client = liveClient(app.url, editor.token, story.id);
      try {
        await allSynced([client], 30_000);
        sessions += 1;
        const until = Date.now() + between(5000, 20_000);
        while (running && Date.now() < until) {
          client.beat(beat).insert(client.beat(beat).length, 'x');
          story.typed.set(beat, (story.typed.get(beat) ?? 0) + 1);
          keystrokes += 1;
          await sleep(500);
        }
        // Left once the server has every keystroke (as a tab closed after its last change was sent).
        const deadline = Date.now() + 10_000;
        while (client.provider.unsyncedChanges > 0 && Date.now() < deadline) await sleep(50);
      } catch (error) {
        failures.push(`an editor could not join: ${error.message}`);
      } finally {
        client.destroy();
        lastLeft = Date.now();
      }
      await sleep(between(1000, 5000));
    }
  };
  const loops = editors.map((editor, i) => visit(editor, i));

  const heapByMinute = [];
  for (let minute = 1; minute <= minutes; minute += 1) {
    const samples = [];
    const minuteEnd = Date.now() + 60_000;
    while (Date.now() < minuteEnd && !app.exited()) {
      await sleep(Math.min(5000, minuteEnd - Date.now()));
      samples.push(await liveMetrics(app.url, METRICS_TOKEN));
    }
    const workers = Object.keys(samples.at(-1)?.heap ?? {}).sort();
    // The lowest sample of the minute: just after a collection the heap in use is what is live.
    const heap = Object.fromEntries(workers.map((w) => [w, Math.min(...samples.map((s) => s.heap[w] ?? Infinity))]));
    heapByMinute.push(heap);
    const last = samples.at(-1);
    console.log(
      `minute ${minute}: live_documents ${last.documents}, live_connections ${last.connections}; ${sessions} visits, ${keystrokes} keystrokes so far; ${workers.map((w) => `worker ${w} heap ${mb(heap[w])} MB`).join(', ')}`,
    );
  }
  running = false;
  await Promise.all(loops);

  // Everyone has left: the documents are stored and unloaded, the connections closed.
  const leftAt = lastLeft;
  let after = await liveMetrics(app.url, METRICS_TOKEN);
  while ((after.documents > 0 || after.connections > 0) && Date.now() - leftAt < 30_000) {
    await sleep(500);
    after = await liveMetrics(app.url, METRICS_TOKEN);
  }
  const back = after.documents === baseline.documents && after.connections === baseline.connections;
  console.log(
    `\nafter every editor left: live_documents ${after.documents}, live_connections ${after.connections} (baseline ${baseline.documents}, ${baseline.connections}) ${((Date.now() - leftAt) / 1000).toFixed(1)} s after the last left (target: back to the baseline within 30 s): ${back ? 'met' : 'NOT MET'}`,
  );
  if (!back) failures.push(`documents or connections did not return to the baseline: ${JSON.stringify(after)}`);

  // Every keystroke is in the rows: each beat holds as many characters as were typed into it.
  const lost = [];
  for (const story of stories) {
    const { story: read } = await storyById(app.url, story.owner.token, story.id);
    const texts = new Map(read.acts.flatMap((act) => act.beats.map((beat) => [beat.key, beat.text ?? ''])));
    for (const [beat, count] of story.typed) {
      if (texts.get(beat)?.length !== count)
        lost.push(`${story.id} ${beat}: typed ${count}, stored ${texts.get(beat)?.length}`);
    }
  }
  console.log(`every keystroke in the rows (${keystrokes} over ${storyCount} stories): ${lost.length ? 'NO' : 'yes'}`);
  if (lost.length) failures.push(`keystrokes missing from the rows:\n  ${lost.slice(0, 10).join('\n  ')}`);

  // Minute 1 is the warm-up; the heap is judged from minute 2 to the last.
  const first = heapByMinute[Math.min(1, heapByMinute.length - 1)] ?? {};
  const lastHeap = heapByMinute.at(-1) ?? {};
  const growth = Object.keys(lastHeap).map((w) => ({ w, ratio: first[w] ? lastHeap[w] / first[w] : 1 }));
  const heapLine = growth.map(({ w, ratio }) => `worker ${w} ${((ratio - 1) * 100).toFixed(1)} %`).join(', ');
  const grown = growth.filter(({ ratio }) => ratio > 1.1);
  console.log(
    `heap (lowest sample of each minute) from minute ${Math.min(2, minutes)} to the last: ${heapLine} (target ≤ 10 %): ${grown.length ? 'NOT MET' : 'met'}${minutes < 3 ? ' (under 3 minutes this says little)' : ''}`,
  );
  if (grown.length) failures.push(`heap grew by more than 10 % after the warm-up minute: ${heapLine}`);
  if (app.exited()) failures.push(`the app exited during the soak:\n${app.log()}`);
} catch (error) {
  failures.push(error.stack ?? String(error));
  if (app) failures.push(app.log());
}
await cleanup();
if (failures.length) {
  console.error(`\nLIVE SOAK FAILED:\n${failures.join('\n')}`);
  process.exit(1);
}
