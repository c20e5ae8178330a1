#!/usr/bin/env node
// npm start: builds what is missing or older than its sources, then runs the server in this process
// (docs/decisions/121-start-without-rebuilding.md). A fresh clone builds everything once; a restart
// with nothing changed starts at once. `npm run build` still builds everything.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => path.join(root, ...parts);

/** Each built part: the file its build writes last, and what it is built from. */
const parts = [
  {
    workspace: '@three-act/contract',
    output: at('contract/dist/zod.js'),
    sources: [at('contract/src'), at('contract/package.json'), at('contract/tsconfig.json')],
  },
  {
    workspace: 'client',
    output: at('client/dist/index.html'),
    sources: [
      at('client/src'),
      at('client/public'),
      at('client/index.html'),
      at('client/vite.config.ts'),
      at('client/package.json'),
      at('contract/src'),
    ],
  },
  {
    workspace: 'server',
    output: at('server/dist/index.js'),
    sources: [at('server/src'), at('server/package.json'), at('server/tsconfig.json'), at('contract/src')],
  },
];
const shared = [at('package-lock.json'), at('tsconfig.base.json')];

/** The newest modification time under these files and folders (tests do not count). */
function newest(entries) {
  let latest = 0;
  const visit = (entry) => {
    if (!fs.existsSync(entry)) return;
    const stat = fs.statSync(entry);
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(entry)) if (name !== 'node_modules') visit(path.join(entry, name));
    } else if (!/\.test\.tsx?$/.test(entry)) latest = Math.max(latest, stat.mtimeMs);
  };
  entries.forEach(visit);
  return latest;
}

const stale = parts.filter(({ output, sources }) => {
  if (!fs.existsSync(output)) return true;
  return newest([...sources, ...shared]) > fs.statSync(output).mtimeMs;
});
for (const { workspace } of stale) {
  console.log(`\n  Building ${workspace} (missing or older than its sources)…\n`);
  const build = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await import(pathToFileURL(at('server/dist/index.js')).href);
