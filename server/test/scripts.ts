import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import { Client } from 'pg';

export const repoRoot = path.resolve(__dirname, '../..');

/**
 * How long a test that starts processes of its own may take. Each process compiles its TypeScript
 * and opens (often migrates) a database: seconds on a quiet machine, minutes when CI runs the server
 * suite beside the e2e suite on two cores.
 */
export const PROCESS_TEST_TIMEOUT = 300_000;

/**
 * Runs a script of `src/scripts` the way `npm run <script> --` does: with tsx, from the repository
 * root, in a process of its own, on the embedded database unless `env` names a DATABASE_URL.
 */
export function runScript(script: string, args: string[], env: Record<string, string>) {
  const file = path.resolve(__dirname, '../src/scripts', script);
  const child = spawn(process.execPath, ['--import', 'tsx', file, ...args], {
    cwd: repoRoot,
    env: { ...process.env, NODE_OPTIONS: '', DATABASE_URL: '', INIT_CWD: repoRoot, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, output })),
  );
}

/** A new, empty database on the PostgreSQL server at `serverUrl`; `drop()` removes it (and ends its connections). */
export async function createPgDatabase(serverUrl: string, prefix: string) {
  const name = `${prefix}_${crypto.randomBytes(5).toString('hex')}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const cleanup = new Client({ connectionString: serverUrl });
      await cleanup.connect();
      try {
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}
