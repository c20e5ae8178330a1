import { MemoryStore, type ClientRateLimitInfo, type Options, type Store } from 'express-rate-limit';
import { RedisStore } from 'rate-limit-redis';
import { present } from '../lib/invariant';
import type { Logger } from '../lib/logger';
import type { RedisClient } from '../lib/redis';

/** Where a limit on an amount (the bytes of saves) counts: adds per key within a fixed window. */
export interface AmountStore {
  /** Adds `amount` unless that takes the key past `limit` (then nothing is added); when the window ends. */
  add(key: string, amount: number, limit: number): Promise<{ added: boolean; resetTime: Date }>;
}

/** Makes the store of one named limit on requests, or (`amounts`) on an amount. */
export type LimitStores = ((name: string) => Store) & { amounts: (name: string, windowMs: number) => AmountStore };

export interface SharedLimitOptions {
  redis: RedisClient;
  /** Key prefix, shared by every process of one install (REDIS_PREFIX). */
  prefix: string;
  /** How long an outage may let every request through before each process counts on its own. */
  failOpenMs: number;
  logger: Logger;
}

/** Amounts counted in this process's memory; windows that ended are swept once a window. */
function memoryAmounts(windowMs: number): AmountStore {
  const windows = new Map<string, { total: number; resetAt: number }>();
  let sweptAt = Date.now();
  return {
    add(key, amount, limit) {
      const now = Date.now();
      if (now - sweptAt > windowMs) {
        for (const [old, window] of windows) if (window.resetAt <= now) windows.delete(old);
        sweptAt = now;
      }
      let window = windows.get(key);
      if (!window || window.resetAt <= now) windows.set(key, (window = { total: 0, resetAt: now + windowMs }));
      const added = window.total + amount <= limit;
      if (added) window.total += amount;
      return Promise.resolve({ added, resetTime: new Date(window.resetAt) });
    },
  };
}

/** Without REDIS_URL: each limit counts in this process's memory (one process only). */
export const memoryStores: LimitStores = Object.assign(() => new MemoryStore(), {
  amounts: (_name: string, windowMs: number) => memoryAmounts(windowMs),
});

/**
 * Adds ARGV[2] to the key unless the total would pass ARGV[3]; a new key lives ARGV[1] ms. One
 * script, so processes adding at once never pass the limit together. Answers { added, ms left }.
 */
const ADD_AMOUNT = `
local total = tonumber(redis.call('GET', KEYS[1]) or '0')
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  total = 0
  ttl = tonumber(ARGV[1])
end
if total + tonumber(ARGV[2]) > tonumber(ARGV[3]) then return { 0, ttl } end
redis.call('SET', KEYS[1], total + tonumber(ARGV[2]), 'PX', ttl)
return { 1, ttl }`;

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

  /** Runs a Redis command; on failure, counts the outage and answers the fallback instead. */
  async function guarded<T>(command: () => Promise<T>, fallback: () => Promise<T>): Promise<T> {
    try {
      const result = await command();
      outage.recovered();
      return result;
    } catch (error) {
      outage.failed(error);
      return fallback();
    }
  }

  const amounts = (name: string, windowMs: number): AmountStore => {
    const local = memoryAmounts(windowMs);
    return {
      add: (key, amount, limit) =>
        guarded(
          async () => {
            const args = [String(windowMs), String(amount), String(limit)];
            const reply = await redis.sendCommand(['EVAL', ADD_AMOUNT, '1', `${prefix}rl:${name}:${key}`, ...args]);
            const [added, ms] = reply as unknown as [number, number];
            return { added: added === 1, resetTime: new Date(Date.now() + ms) };
          },
          () =>
            outage.failingOpen()
              ? Promise.resolve({ added: true, resetTime: new Date(Date.now() + windowMs) })
              : local.add(key, amount, limit),
        ),
    };
  };

  const requests = (name: string): Store => {
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
    const run = <T>(command: () => Promise<T>, fallback: () => Promise<T>) =>
      guarded(async () => {
        await load();
        return command();
      }, fallback);
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
  return Object.assign(requests, { amounts });
}
