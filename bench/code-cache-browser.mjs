/**
 * Does Debian's Chromium read V8's code cache back for ES modules, as it does for classic scripts?
 * (issue 37: every visit to the app compiled its modules again.) A page with no app: a classic
 * script and a module of ~300 kB each, served `immutable` for a year as the app's assets are, visited
 * four times in one persistent profile (the browser closed and opened again between visits). For
 * each visit and script, from a Chromium trace: compiled from source, code cache made, or code cache
 * read (with its size). No figure is judged:
 *
 *   node bench/code-cache-browser.mjs
 */
/* global document -- page.waitForFunction bodies run in the browser */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM } from './browser-app.mjs';

/** ~300 kB of small functions, all of them called once by the page. */
const functions = (name) =>
  Array.from(
    { length: 3000 },
    (_, n) =>
      `${name}.push(function f${n}(x) { let y = x * ${n}; for (let k = 0; k < 3; k++) y += k ^ ${n}; return y; });`,
  ).join('\n');
const files = {
  '/': [
    'text/html',
    '<!doctype html><title>code cache</title><script src="/classic.js"></script><script type="module" src="/module.js"></script>',
  ],
  '/classic.js': ['text/javascript', `var classic = [];\n${functions('classic')}\nclassic.forEach((f) => f(1));`],
  '/module.js': [
    'text/javascript',
    `const module = [];\n${functions('module')}\nmodule.forEach((f) => f(1));\ndocument.title = 'ran';`,
  ],
};
const server = http
  .createServer((request, response) => {
    const file = files[request.url];
    if (!file) return response.writeHead(404).end();
    const caching = request.url === '/' ? 'no-cache' : 'public, max-age=31536000, immutable';
    response.writeHead(200, { 'content-type': file[0], 'cache-control': caching }).end(file[1]);
  })
  .listen(0, '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));
const url = `http://127.0.0.1:${server.address().port}/`;
const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'code-cache-'));

/** What the trace says of one script: read from its cache, compiled (and its cache made), or not seen. */
function fate(events, script) {
  const named = (event) => (event.args?.data?.url ?? '').endsWith(script);
  const read = events.find((event) => named(event) && event.args.data.consumedCacheSize);
  if (read) return `cache read (${read.args.data.consumedCacheSize} bytes)`;
  const made = events.find((event) => named(event) && event.args.data.producedCacheSize);
  const compiled = events.some((event) => named(event) && /^v8\.compile(Module)?$/.test(event.name));
  if (!compiled) return 'not seen';
  return made ? `compiled, cache made (${made.args.data.producedCacheSize} bytes)` : 'compiled';
}

try {
  for (let visit = 1; visit <= 4; visit += 1) {
    const context = await chromium.launchPersistentContext(profile, CHROMIUM);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const events = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', {
      traceConfig: { includedCategories: ['devtools.timeline', 'v8', 'disabled-by-default-v8.compile'] },
    });
    await page.goto(url);
    await page.waitForFunction(() => document.title === 'ran');
    // The cache is made in an idle task after the scripts ran.
    await page.waitForTimeout(1500);
    await cdp.send('Tracing.end');
    await complete;
    console.log(`visit ${visit}: classic script ${fate(events, '/classic.js')}; module ${fate(events, '/module.js')}`);
    await context.close();
  }
} finally {
  server.close();
  fs.rmSync(profile, { recursive: true, force: true });
}
