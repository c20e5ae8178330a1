import { MemoryStore, type ClientRateLimitInfo, type Options, type Store } from 'express-rate-limit';
import { RedisStore } from 'rate-limit-redis';
import { present } from '../lib/invariant';
import type { Logger } from '../lib/logger';
import type { RedisClient } from '../lib/redis';

/** Makes the store of one named limit. */
export type LimitStores = (name: string) => Store;

export interface SharedLimitOptions {
  redis: RedisClient;
  /** Key prefix, shared by every process of one install (REDIS_PREFIX). */
  prefix: string;
  /** How long an outage may let every request through before each process counts on its own. */
  failOpenMs: number;
  logger: Logger;
}

/** Without REDIS_URL: each limit counts in this process's memory (one process only). */
export const memoryStores: LimitStores = () => new MemoryStore();

/**
 * With REDIS_URL: every limit counts in Redis, so N processes enforce one limit
 * (docs/decisions/117-shared-limits.md). When Redis fails, the limits fail open (let requests
 * through) for `failOpenMs`, with one warning; after that each process counts in its own memory
 * until Redis answers again, so a long outage does not switch the limits off. Never a 500.
 */
export function sharedStores({ redis, prefix, failOpenMs, logger }: SharedLimitOptions): LimitStores {
  let downSince: number | null = null;
  const outage = {
    failed(error: unknown) {
      if (downSince !== null) return;
      downSince = Date.now();
      logger.warn(
        { err: error instanceof Error ? error.message : String(error) },
        `Redis unreachable: rate limits let requests through for ${failOpenMs / 1000} s, then count in each process until Redis returns`,
      );
    },
    recovered() {
      if (downSince === null) return;
      logger.info({ downForMs: Date.now() - downSince }, 'Redis answers again: rate limits are shared again');
      downSince = null;
    },
    failingOpen: () => downSince !== null && Date.now() - downSince < failOpenMs,
  };

  return (name) => {
    const shared = new RedisStore({
      sendCommand: (...args: string[]) => redis.sendCommand(args),
      prefix: `${prefix}rl:${name}:`,
    });
    const local = new MemoryStore();
    let options: Options | undefined;
    let loading: Promise<void> | undefined;
    // The store loads its scripts into Redis at init; when that failed (Redis away), it is redone.
    const load = () =>
      (loading ??= shared.init(present(options, 'the limit options')).catch((error: unknown) => {
        loading = undefined;
        throw error;
      }));

    async function run<T>(command: () => Promise<T>, fallback: () => Promise<T>): Promise<T> {
      try {
        await load();
        const result = await command();
        outage.recovered();
        return result;
      } catch (error) {
        outage.failed(error);
        return fallback();
      }
    }
    const window = () => new Date(Date.now() + present(options, 'the limit options').windowMs);

    const store: Store = {
      localKeys: false,
      prefix: `${prefix}rl:${name}:`,
      init(initOptions: Options) {
        options = initOptions;
        local.init(initOptions);
        load().catch(() => {
          // Counted as an outage at the first request.
        });
      },
      get: (key: string) =>
        run<ClientRateLimitInfo | undefined>(
          // rate-limit-redis answers NaN hits for a key it has never seen.
          async () => {
            const hits = await shared.get(key);
            return hits && hits.totalHits > 0 ? hits : undefined;
          },
          () => (outage.failingOpen() ? Promise.resolve(undefined) : local.get(key)),
        ),
      increment: (key: string) =>
        run(
          () => shared.increment(key),
          () => (outage.failingOpen() ? Promise.resolve({ totalHits: 0, resetTime: window() }) : local.increment(key)),
        ),
      decrement: (key: string) =>
        run(
          () => shared.decrement(key),
          () => local.decrement(key),
        ),
      resetKey: (key: string) =>
        run(
          () => shared.resetKey(key),
          () => local.resetKey(key),
        ),
    };
    return store;
  };
}
