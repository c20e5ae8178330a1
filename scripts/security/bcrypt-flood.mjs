#!/usr/bin/env node
/**
 * The bcrypt-flood check (docs/decisions/111-password-gate.md): a real login's time when quiet and
 * during a flood of 16 parallel failed logins from another address, against the built server at
 * bcrypt cost 12. TRUST_PROXY=loopback lets the two addresses be told apart on one machine.
 *
 *   npm run build && node scripts/security/bcrypt-flood.mjs
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
const port = 5321;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'flood-'));
const server = spawn('node', [new URL('../../server/dist/index.js', import.meta.url).pathname], {
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    TRUST_PROXY: 'loopback',
    BCRYPT_COST: '12',
    LOG_LEVEL: 'warn',
    SIGNUP_LIMIT_PER_HOUR: '1000',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const base = `http://localhost:${port}`;
const post = (url, body, ip) =>
  fetch(base + url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'x', 'x-forwarded-for': ip },
    body: JSON.stringify(body),
  });
for (let i = 0; i < 100; i++) {
  try {
    await fetch(base + '/api/config');
    break;
  } catch {
    await new Promise((r) => setTimeout(r, 200));
  }
}
const writer = {
  name: 'Flood Writer',
  email: 'real@example.org',
  password: 'plot twist at midnight',
  ageVerify: true,
  tosAgree: true,
};
await post('/api/users', writer, '192.0.2.9');
const login = async () => {
  const t = performance.now();
  const r = await post('/api/auth', { email: writer.email, password: writer.password }, '192.0.2.9');
  return [r.status, performance.now() - t];
};
const quiet = [];
for (let i = 0; i < 3; i++) quiet.push((await login())[1]);
const flood = Array.from({ length: 16 }, (_, i) =>
  post('/api/auth', { email: `nobody${i}@example.org`, password: 'Summer2026!' }, '198.51.100.1'),
);
await new Promise((r) => setTimeout(r, 50));
const [status, during] = await login();
const codes = (await Promise.all(flood)).map((r) => r.status);
const q = Math.min(...quiet);
console.log(
  `quiet login ${q.toFixed(0)} ms; during a flood of 16: ${during.toFixed(0)} ms (status ${status}), ratio ${(during / q).toFixed(2)}; flood answers ${JSON.stringify(codes.reduce((m, c) => ((m[c] = (m[c] ?? 0) + 1), m), {}))}`,
);
server.kill('SIGTERM');
server.once('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));
