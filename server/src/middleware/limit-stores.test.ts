import crypto from 'node:crypto';
import type { Options } from 'express-rate-limit';
import { createLogger } from '../lib/logger';
import { closeRedis, connectRedis, type RedisClient } from '../lib/redis';
import { startTcpProxy } from '../../test/tcp-proxy';
import { waitUntil } from '../../test/wait-until';
import { sharedStores, type AmountStore } from './limit-stores';

// Real Redis (the machine's, or REDIS_TEST_URL); docs/decisions/117-shared-limits.md.
const redisUrl = new URL(process.env.REDIS_TEST_URL || 'redis://127.0.0.1:6379');
const logger = createLogger('silent');
const clients: RedisClient[] = [];
const connect = (url: string) => {
  const client = connectRedis(url, logger);
  clients.push(client);
  return client;
};
afterAll(() => Promise.all(clients.map(closeRedis)));

const storeOf = (redis: RedisClient, prefix: string, failOpenMs: number) => {
  const store = sharedStores({ redis, prefix, failOpenMs, logger })('login');
  void store.init?.({ windowMs: 60_000 } as Options);
  return store;
};

it('counts one limit for every process that shares the prefix', async () => {
  const prefix = `test:${crypto.randomUUID()}:`;
  const [first, second] = [connect(redisUrl.href), connect(redisUrl.href)];
  await waitUntil(() => first.isReady && second.isReady, 5000, 'both connections');
  const [a, b] = [storeOf(first, prefix, 60_000), storeOf(second, prefix, 60_000)];
  for (let i = 0; i < 3; i += 1) await a.increment('192.0.2.1');
  for (let i = 0; i < 2; i += 1) await b.increment('192.0.2.1');
  expect((await a.get?.('192.0.2.1'))?.totalHits).toBe(5);
  expect(await b.get?.('192.0.2.2')).toBeUndefined();
});

it('adds amounts for every process that shares the prefix, refusing an addition that would pass the limit', async () => {
  const prefix = `test:${crypto.randomUUID()}:`;
  const [first, second] = [connect(redisUrl.href), connect(redisUrl.href)];
  await waitUntil(() => first.isReady && second.isReady, 5000, 'both connections');
  const [a, b] = [first, second].map((redis) =>
    sharedStores({ redis, prefix, failOpenMs: 60_000, logger }).amounts('save-bytes', 60_000),
  ) as [AmountStore, AmountStore];
  expect((await a.add('writer', 600, 1000)).added).toBe(true);
  expect((await b.add('writer', 500, 1000)).added).toBe(false);
  expect((await b.add('writer', 400, 1000)).added).toBe(true);
  const refused = await a.add('writer', 1, 1000);
  expect(refused.added).toBe(false);
  expect(refused.resetTime.getTime() - Date.now()).toBeGreaterThan(50_000);
  expect((await a.add('another writer', 1000, 1000)).added).toBe(true);
});

describe('while Redis is unreachable', () => {
  it('lets requests through for failOpenMs, then counts in the process, and shares again once it returns', async () => {
    const proxy = await startTcpProxy({ host: redisUrl.hostname, port: Number(redisUrl.port || 6379) });
    try {
      const through = connect(`redis://127.0.0.1:${proxy.port}`);
      const prefix = `test:${crypto.randomUUID()}:`;
      const failingOpen = storeOf(through, prefix, 60_000);
      const countingLocally = storeOf(through, `${prefix}local:`, 0);
      await waitUntil(() => through.isReady, 5000, 'the first connection');
      await failingOpen.increment('192.0.2.1');
      expect((await failingOpen.get?.('192.0.2.1'))?.totalHits).toBe(1);

      await proxy.cut();
      // Fail open: nothing is counted, nothing throws.
      expect((await failingOpen.increment('192.0.2.1')).totalHits).toBe(0);
      expect(await failingOpen.get?.('192.0.2.1')).toBeUndefined();
      // Past the fail-open time (0 here): counted in this process.
      await countingLocally.increment('192.0.2.1');
      expect((await countingLocally.increment('192.0.2.1')).totalHits).toBe(2);

      await proxy.restore();
      await waitUntil(async () => (await failingOpen.get?.('192.0.2.1'))?.totalHits === 1, 15_000, 'Redis again');
      expect((await failingOpen.increment('192.0.2.1')).totalHits).toBe(2);
    } finally {
      await proxy.close();
    }
  }, 30_000);
});
