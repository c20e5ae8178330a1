import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import { BEAT_KEYS } from '@three-act/contract/beats';
import { createPgDatabase, postgresUrl, startServer, waitUntil, type ServerProcess } from './processes';

// Issue "Run it like a real service": shared limits across processes on Redis, and WEB_CONCURRENCY
// (docs/decisions/117-shared-limits.md, 120-several-processes.md).

const REDIS_URL = process.env.REDIS_TEST_URL || 'redis://127.0.0.1:6379';
const PASSWORD = 'plot twist at midnight';
const running: ServerProcess[] = [];
afterEach(() => {
  for (const server of running.splice(0)) server.kill();
});
const start = async (port: number, env: Record<string, string>) => {
  const server = await startServer(port, env);
  running.push(server);
  return server;
};

const post = (server: ServerProcess, url: string, body: unknown) =>
  fetch(`${server.url}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** Ten failed logins for one e-mail, alternating between the processes, then the right password. */
async function splitFailures(servers: ServerProcess[], email: string) {
  const statuses: number[] = [];
  for (let i = 0; i < 10; i += 1) {
    statuses.push((await post(servers[i % servers.length]!, '/api/auth', { email, password: `wrong ${i}` })).status);
  }
  const eleventh = (await post(servers[1]!, '/api/auth', { email, password: PASSWORD })).status;
  return { statuses, eleventh };
}

const pg = postgresUrl() ? describe : describe.skip;

pg('two server processes on one PostgreSQL database', () => {
  it('with REDIS_URL enforce one login limit: the 11th failure split across both gets 429', async () => {
    const database = await createPgDatabase('ta_shared');
    try {
      const env = { DATABASE_URL: database.url, REDIS_URL, REDIS_PREFIX: `test:${crypto.randomUUID()}:` };
      const servers = [await start(5101, env), await start(5102, env)];
      const email = 'shared@example.org';
      const signUp = { name: 'Shared Limit', email, password: PASSWORD, ageVerify: true, tosAgree: true };
      expect((await post(servers[0]!, '/api/users', signUp)).status).toBe(200);
      const { statuses, eleventh } = await splitFailures(servers, email);
      expect(statuses).toEqual(Array(10).fill(400));
      expect(eleventh).toBe(429);
    } finally {
      await database.drop();
    }
  });

  it('with REDIS_URL a writer’s renames and save bytes (issue 31) are counted once across both', async () => {
    const database = await createPgDatabase('ta_bounds');
    try {
      const env = { DATABASE_URL: database.url, REDIS_URL, REDIS_PREFIX: `test:${crypto.randomUUID()}:` };
      const servers = [await start(5111, env), await start(5112, env)];
      const signUp = {
        name: 'Split Budget',
        email: 'budget@example.org',
        password: PASSWORD,
        ageVerify: true,
        tosAgree: true,
      };
      const { token } = (await (await post(servers[0]!, '/api/users', signUp)).json()) as { token: string };
      // Request i goes to process i % 2.
      const send = async (i: number, method: string, url: string, body: unknown) =>
        (
          await fetch(`${servers[i % 2]!.url}${url}`, {
            method,
            headers: { 'content-type': 'application/json', 'x-auth-token': token },
            body: JSON.stringify(body),
          })
        ).status;

      // 10 renames a day, split across the processes; the 11th is refused wherever it lands.
      const renames: number[] = [];
      for (let i = 0; i < 10; i += 1)
        renames.push(await send(i, 'PUT', '/api/users/me', { name: `Writer ${'ABCDEFGHIJ'[i]}` }));
      expect(renames).toEqual(Array(10).fill(200));
      expect(await send(10, 'PUT', '/api/users/me', { name: 'Writer K' })).toBe(429);

      // 1 MB of saved text a minute while unverified (decision 168): 11 beats of 90 000 bytes fit, split
      // across both; the 12th does not.
      const heavyBeat = (n: number) => `${n}`.padEnd(30_000, '€');
      expect(await send(0, 'POST', '/api/outlines', { title: 'Split Budget' })).toBe(201);
      const saves: number[] = [];
      for (let i = 0; i < 11; i += 1)
        saves.push(await send(i + 1, 'POST', '/api/outlines', { [BEAT_KEYS[i]!]: heavyBeat(i) }));
      expect(saves).toEqual(Array(11).fill(200));
      expect(await send(1, 'POST', '/api/outlines', { act3a01: heavyBeat(12) })).toBe(429);
    } finally {
      await database.drop();
    }
  });

  it('without REDIS_URL each counts alone, as the start-up warning says', async () => {
    const database = await createPgDatabase('ta_alone');
    try {
      const env = { DATABASE_URL: database.url, REDIS_URL: '' };
      const servers = [await start(5103, env), await start(5104, env)];
      expect(servers[0]!.output()).toContain('run Three Act as one process, or set REDIS_URL');
      const email = 'alone@example.org';
      const signUp = { name: 'Alone Limit', email, password: PASSWORD, ageVerify: true, tosAgree: true };
      expect((await post(servers[0]!, '/api/users', signUp)).status).toBe(200);
      const { eleventh } = await splitFailures(servers, email);
      expect(eleventh).toBe(200);
    } finally {
      await database.drop();
    }
  });
});

const workersOf = (pid: number) =>
  execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
    .split('\n')
    .map((line) => Number(line.trim()))
    .filter(Boolean);

pg('WEB_CONCURRENCY=2', () => {
  it('runs two workers on one port, replaces one that dies, and drains both on SIGTERM', async () => {
    const database = await createPgDatabase('ta_cluster');
    try {
      const server = await start(5105, {
        DATABASE_URL: database.url,
        REDIS_URL,
        WEB_CONCURRENCY: '2',
        LOG_LEVEL: 'info',
        METRICS_TOKEN: 'cluster-metrics-token-0123',
      });
      await waitUntil(() => (server.output().match(/worker listening/g) ?? []).length === 2, 30_000, 'two workers');
      for (let i = 0; i < 20; i += 1) {
        // A new connection each time, so the primary hands them out in turn.
        const res = await fetch(`${server.url}/api/health`, { headers: { connection: 'close' } });
        expect(res.status).toBe(200);
      }
      const metrics = await (
        await fetch(`${server.url}/metrics`, { headers: { authorization: 'Bearer cluster-metrics-token-0123' } })
      ).text();
      // Whichever worker answers the scrape, it carries both workers' series.
      const workerLabels = new Set(
        [...metrics.matchAll(/process_resident_memory_bytes\{worker="(\d+)"\}/g)].map((m) => m[1]),
      );
      expect(workerLabels.size).toBe(2);

      const [victim] = workersOf(server.pid);
      process.kill(victim!, 'SIGKILL');
      await server.waitFor(/worker died; starting a new one/);
      // Listening: two at the start, then the new one.
      await waitUntil(() => (server.output().match(/worker listening/g) ?? []).length === 3, 30_000, 'a new worker');
      expect(workersOf(server.pid)).toHaveLength(2);
      expect(workersOf(server.pid)).not.toContain(victim);

      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      expect(server.output().match(/shutting down: finishing in-flight requests/g)).toHaveLength(2);
    } finally {
      await database.drop();
    }
  });

  it('is refused on the embedded database with a clear message', async () => {
    await expect(start(5106, { WEB_CONCURRENCY: '2', DATA_DIR: '/tmp/ta-refused' })).rejects.toThrow(
      /WEB_CONCURRENCY=2 needs PostgreSQL \(DATABASE_URL\): the embedded database runs in one process/,
    );
  });
});

pg('two server processes caching sessions (docs/decisions/129-session-cache.md)', () => {
  const METRICS_TOKEN = 'session-cache-metrics-token-0123';
  const metricsOf = async (server: ServerProcess) =>
    (await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  const cacheHits = async (server: ServerProcess) =>
    Number(/session_lookups_total\{source="cache"[^}]*\} (\d+)/.exec(await metricsOf(server))?.[1] ?? 0);
  const send = (server: ServerProcess, method: string, url: string, token: string, body?: unknown) =>
    fetch(`${server.url}${url}`, {
      method,
      headers: { 'x-auth-token': token, ...(body !== undefined && { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const signUp = async (server: ServerProcess, email: string) => {
    const res = await post(server, '/api/users', {
      name: 'Two Tabs',
      email,
      password: PASSWORD,
      ageVerify: true,
      tosAgree: true,
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { token: string }).token;
  };
  /** Signed in on `a`, and known to `b`'s cache: its second request there is answered from it. */
  const cachedOn = async (a: ServerProcess, b: ServerProcess, email: string) => {
    const token = await signUp(a, email);
    const hits = await cacheHits(b);
    expect((await send(b, 'GET', '/api/auth', token)).status).toBe(200);
    expect((await send(b, 'GET', '/api/auth', token)).status).toBe(200);
    expect(await cacheHits(b)).toBe(hits + 1);
    return token;
  };

  it('a logout or an account deletion in one is refused by the other on the next request', async () => {
    const database = await createPgDatabase('ta_sessions');
    try {
      const env = { DATABASE_URL: database.url, REDIS_URL: '', METRICS_TOKEN };
      const [a, b] = [await start(5107, env), await start(5108, env)];
      for (const server of [a, b]) {
        await waitUntil(async () => /session_cache_listening\S* 1/.test(await metricsOf(server)), 10_000, 'listening');
      }

      const leaving = await cachedOn(a, b, 'logout@example.org');
      expect((await send(a, 'POST', '/api/auth/logout', leaving)).status).toBe(204);
      expect((await send(b, 'GET', '/api/auth', leaving)).status).toBe(401);

      const deleted = await cachedOn(a, b, 'deleted@example.org');
      expect((await send(a, 'DELETE', '/api/profile', deleted, { password: PASSWORD })).status).toBe(200);
      expect((await send(b, 'GET', '/api/auth', deleted)).status).toBe(401);
    } finally {
      await database.drop();
    }
  });
});
