import { createClient } from '@redis/client';
import type { Logger } from './logger';

const newClient = (url: string) =>
  createClient({
    url,
    disableOfflineQueue: true,
    commandOptions: { timeout: 1000 },
    socket: { connectTimeout: 2000, reconnectStrategy: (retries) => Math.min(200 * 2 ** retries, 5000) },
  });

export type RedisClient = ReturnType<typeof newClient>;

/**
 * The shared Redis of REDIS_URL (rate-limit counters; docs/decisions/117-shared-limits.md). A
 * command fails at once while Redis is away (no offline queue) or after 1 s without an answer, so a
 * request never waits for Redis; the client reconnects by itself, backing off up to 5 s. Connecting
 * does not hold up the start: until Redis answers, the limits count as during an outage.
 */
export function connectRedis(url: string, logger: Logger): RedisClient {
  const client = newClient(url);
  let lastError = '';
  client.on('error', (error: Error) => {
    // One line per kind of failure, not one per reconnection attempt.
    if (error.message === lastError) return;
    lastError = error.message;
    logger.warn({ err: error.message }, 'Redis: connection failed; retrying');
  });
  client.on('ready', () => {
    if (lastError) logger.info('Redis: connected again');
    lastError = '';
  });
  client.connect().catch(() => {
    // Reported by the 'error' listener; the reconnect strategy keeps trying.
  });
  return client;
}

/** Closes the connection; nothing is left to wait for. */
export async function closeRedis(client: RedisClient): Promise<void> {
  if (client.isReady) await client.close();
  else client.destroy();
}
