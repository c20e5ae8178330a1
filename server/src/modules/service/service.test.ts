import { sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../../../test/test-app';

// Health, readiness, request ids and metrics (docs/decisions/119-health-and-metrics.md).

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ METRICS_TOKEN: 'metrics-token-for-the-tests' });
});
afterAll(() => ctx.close());

describe('GET /api/health and /api/ready', () => {
  it('answers ok while the process runs, and ready with the database (and Redis when configured)', async () => {
    expect((await ctx.api().get('/api/health').expect(200)).body).toEqual({ status: 'ok' });
    const ready = await ctx.api().get('/api/ready').expect(200);
    expect(ready.body).toEqual({
      status: 'ready',
      checks: process.env.REDIS_URL ? { database: 'ok', redis: 'ok' } : { database: 'ok' },
    });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('is not ready (503, with the reason) while a migration is missing', async () => {
    const missing = await createTestContext();
    try {
      await missing.db.execute(
        sql`DELETE FROM drizzle.__drizzle_migrations WHERE id = (SELECT max(id) FROM drizzle.__drizzle_migrations)`,
      );
      const res = await missing.api().get('/api/ready').expect(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.body.errors).toEqual([
        { msg: expect.stringMatching(/^Not ready: database: \d+ of \d+ migrations applied$/) },
      ]);
    } finally {
      await missing.close();
    }
  });

  it('is not ready while the configured Redis does not answer, and still serves', async () => {
    const noRedis = await createTestContext({ REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      const res = await noRedis.api().get('/api/ready').expect(503);
      expect(res.body.checks).toEqual({ database: 'ok', redis: expect.any(String) });
      expect(res.body.errors).toEqual([{ msg: expect.stringMatching(/^Not ready: redis: /) }]);
      // The limits fail open meanwhile: a sign-in attempt is answered, not a 500.
      await noRedis.api().post('/api/auth').send({ email: 'nobody@example.org', password: 'wrong one' }).expect(400);
    } finally {
      await noRedis.close();
    }
  });
});

describe('X-Request-Id', () => {
  it('gives every answer a new id', async () => {
    const [a, b] = [await ctx.api().get('/api/config'), await ctx.api().get('/api/nowhere')];
    expect(a.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(b.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });

  it("ignores a client's id unless a proxy is trusted, and keeps the proxy's when it is", async () => {
    const own = await ctx.api().get('/api/config').set('X-Request-Id', 'made-up-by-the-client');
    expect(own.headers['x-request-id']).not.toBe('made-up-by-the-client');
    const proxied = await createTestContext({ TRUST_PROXY: '1' });
    try {
      const res = await proxied.api().get('/api/config').set('X-Request-Id', 'edge-7f3a.2');
      expect(res.headers['x-request-id']).toBe('edge-7f3a.2');
      const odd = await proxied.api().get('/api/config').set('X-Request-Id', 'has spaces; and more');
      expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await proxied.close();
    }
  });
});

describe('GET /metrics', () => {
  it('is a plain 404 without the bearer token, and without a configured token at all', async () => {
    await ctx.api().get('/metrics').expect(404);
    await ctx.api().get('/metrics').set('Authorization', 'Bearer wrong-token-of-some-length').expect(404);
    const off = await createTestContext();
    try {
      await off.api().get('/metrics').set('Authorization', 'Bearer metrics-token-for-the-tests').expect(404);
    } finally {
      await off.close();
    }
  });

  it('counts requests by route pattern and status, with latency and process metrics', async () => {
    await ctx.api().get('/api/posts/0b7a3c1e-5f7d-4a8e-9c2b-1d3e5f7a9b0c').expect(401);
    const res = await ctx.api().get('/metrics').set('Authorization', 'Bearer metrics-token-for-the-tests').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.text).toMatch(/http_requests_total\{method="GET",route="\/api\/posts\/:id",status="401",worker="0"\} 1/);
    expect(res.text).toMatch(
      /http_request_duration_seconds_bucket\{le="0.005",worker="0",method="GET",route="\/api\/posts\/:id"/,
    );
    expect(res.text).toContain('nodejs_eventloop_lag_seconds');
    expect(res.text).toContain('process_resident_memory_bytes');
    // Raw paths never become labels (one series per route, not per id).
    expect(res.text).not.toContain('0b7a3c1e-5f7d');
  });
});
