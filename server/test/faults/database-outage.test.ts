import { Client } from 'pg';
import { startTcpProxy } from '../tcp-proxy';
import { createPgDatabase, postgresUrl, startServer, waitUntil, type ServerProcess } from './processes';

// PostgreSQL goes away and comes back (docs/decisions/118-database-outages.md): the app talks to it
// through a TCP proxy the test cuts (every connection dropped, new ones refused) and restores.

const pg = postgresUrl() ? describe : describe.skip;
const METRICS_TOKEN = 'outage-metrics-token-0123456789';
const UNAVAILABLE = { errors: [{ msg: 'The service is temporarily unavailable; please try again shortly' }] };

pg('while PostgreSQL is unreachable', () => {
  let server: ServerProcess | undefined;
  afterAll(() => server?.kill());

  it('answers 503 with Retry-After, is not ready, stays up, and serves again once it returns', async () => {
    const target = new URL(postgresUrl()!);
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const database = await createPgDatabase('ta_outage');
    try {
      const url = new URL(database.url);
      url.port = String(proxy.port);
      server = await startServer(5107, { DATABASE_URL: url.toString(), LOG_LEVEL: 'info', METRICS_TOKEN });
      const call = (method: string, path: string, token?: string, body?: unknown) =>
        fetch(`${server!.url}${path}`, {
          method,
          headers: { 'content-type': 'application/json', ...(token && { 'x-auth-token': token }) },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
      const signUp = await call('POST', '/api/users', undefined, {
        name: 'Outage Writer',
        email: 'outage@example.org',
        password: 'plot twist at midnight',
        ageVerify: true,
        tosAgree: true,
      });
      const { token } = (await signUp.json()) as { token: string };
      expect((await call('POST', '/api/outlines', token, { title: 'Before the cut' })).status).toBe(201);

      await proxy.cut();
      for (const [method, path, body] of [
        ['GET', '/api/outlines/me', undefined],
        ['POST', '/api/outlines', { title: 'During the cut' }],
        ['GET', '/api/posts', undefined],
      ] as const) {
        const res = await call(method, path, token, body);
        expect([method, path, res.status]).toEqual([method, path, 503]);
        expect(res.headers.get('retry-after')).toBe('5');
        expect(await res.json()).toEqual(UNAVAILABLE);
      }
      const notReady = await call('GET', '/api/ready');
      expect(notReady.status).toBe(503);
      expect(((await notReady.json()) as { errors: { msg: string }[] }).errors[0]!.msg).toMatch(
        /^Not ready: database: /,
      );
      expect((await call('GET', '/api/health')).status).toBe(200);
      expect((await call('GET', '/api/config')).status).toBe(200);

      await proxy.restore();
      await waitUntil(async () => (await call('GET', '/api/ready')).status === 200, 15_000, 'ready again');
      const outline = await call('GET', '/api/outlines/me', token);
      expect(outline.status).toBe(200);
      expect(((await outline.json()) as { title: string }).title).toBe('Before the cut');

      // The session cache lost its listener with the rest and listens again (decision 129): a session
      // ended from outside the app (psql here) is refused within a second, as before the cut.
      const metrics = async () =>
        (await fetch(`${server!.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
      await waitUntil(async () => /session_cache_listening\S* 1/.test(await metrics()), 15_000, 'listening again');
      expect((await call('GET', '/api/auth', token)).status).toBe(200);
      const psql = new Client({ connectionString: database.url });
      await psql.connect();
      try {
        await psql.query('DELETE FROM sessions');
      } finally {
        await psql.end();
      }
      await waitUntil(
        async () => (await call('GET', '/api/auth', token)).status === 401,
        1000,
        'the ended session refused',
      );

      expect(server.child.exitCode).toBeNull();
      expect(server.output()).not.toMatch(/"statusCode":500|unhandled error/);
    } finally {
      server?.kill();
      await proxy.close();
      await database.drop();
    }
  });
});
