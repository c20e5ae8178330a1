/**
 * The production build on the embedded database, for the attack suite's HTTP checks (abuse.mjs,
 * second-attack.mjs): one process, bcrypt cost 12, mail written to DATA_DIR/outbox, and
 * TRUST_PROXY=loopback so X-Forwarded-For tells client addresses apart on one machine.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { verificationToken } from '../lib/outbox.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Starts the server on `port` (with `env` on top) and waits until it answers. */
export async function startProductionServer({ port, env = {} }) {
  const base = `http://localhost:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'attack-'));
  const server = spawn(process.execPath, [path.join(root, 'server/dist/index.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      MAIL_OUTBOX: '1',
      JWT_SECRET: 'abuse-checks-secret-that-is-long-enough-for-hs256',
      APP_URL: base,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: '',
      TRUST_PROXY: 'loopback',
      BCRYPT_COST: '12',
      LOG_LEVEL: 'warn',
      SIGNUP_LIMIT_PER_HOUR: '1000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  let address = 0;
  /** A fresh client address (TEST-NET-2) per writer, so per-address limits do not mix the checks. */
  const nextAddress = () => `198.51.100.${(address += 1)}`;

  async function call(method, url, { body, token, ip = '192.0.2.200', type, headers: extra = {} } = {}) {
    const headers = { 'x-requested-with': 'XMLHttpRequest', 'x-forwarded-for': ip, ...extra };
    if (token) headers['x-auth-token'] = token;
    if (body !== undefined) headers['content-type'] = type ?? 'application/json';
    const res = await fetch(base + url, {
      method,
      headers,
      body: body === undefined || Buffer.isBuffer(body) ? body : JSON.stringify(body),
    });
    const raw = Buffer.from(await res.arrayBuffer());
    const text = raw.toString('utf8');
    let parsed = null;
    if ((res.headers.get('content-type') ?? '').includes('json') && text) parsed = JSON.parse(text);
    return {
      status: res.status,
      bytes: raw.byteLength,
      body: parsed,
      raw,
      text,
      retryAfter: res.headers.get('retry-after'),
    };
  }

  let writers = 0;
  /** A writer signed up through the API from an address of their own (verified when asked). */
  async function writer({ verified = false, name, email } = {}) {
    writers += 1;
    const ip = nextAddress();
    const person = {
      name: name ?? `Abuse Writer ${writers}`,
      email: email ?? `writer${writers}@example.org`,
      password: 'plot twist at midnight',
    };
    const signUp = await call('POST', '/api/users', { body: { ...person, ageVerify: true, tosAgree: true }, ip });
    if (signUp.status !== 201 && signUp.status !== 200) throw new Error(`sign-up answered ${signUp.status}`);
    if (verified) {
      const res = await call('PUT', `/api/auth/verify/${verificationToken(dataDir, person.email)}`, { ip });
      if (res.status !== 200) throw new Error(`verification answered ${res.status}`);
    }
    const me = await call('GET', '/api/auth', { token: signUp.body.token, ip });
    return { ...person, ip, token: signUp.body.token, id: me.body._id };
  }

  try {
    for (let i = 0; ; i += 1) {
      try {
        if ((await fetch(`${base}/api/config`)).ok) break;
      } catch {
        if (i > 150) throw new Error('the server did not start');
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, dataDir, call, writer, nextAddress, stop };
}

/** The attack suite's result lines and failures; `run` runs the checks in order, stops the server, exits 1 on a failure. */
export function reporter(label) {
  const failures = [];
  return {
    failures,
    async run(checks, stop) {
      try {
        for (const check of checks) await check();
      } catch (error) {
        failures.push(`a check crashed: ${error.stack ?? error}`);
      } finally {
        await stop();
      }
      if (failures.length) {
        console.log(`${label} FAILED: ${failures.join('; ')}`);
        process.exit(1);
      }
    },
    summary: (line) => console.log(`SECURITY-SUMMARY ${line}`),
    check: (ok, what) => {
      if (!ok) failures.push(what);
      return ok ? 'ok' : 'FAILED';
    },
  };
}
