import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit, type Options } from 'express-rate-limit';
import { HttpError } from '../lib/http-error';
import type { LimitStores } from './limit-stores';

interface LimitOptions {
  /** Names the limit's counters (in Redis: `{REDIS_PREFIX}rl:{name}:{key}`); one name per limit. */
  name: string;
  windowMs: number;
  limit: number;
  message: string;
  key: (req: Request) => string;
  /** Count only successful requests (failures are counted by failureLimit, below). */
  count?: 'successes';
}

export const clientIp = (req: Request) => ipKeyGenerator(req.ip ?? 'unknown');

function tooMany(message: string, resetTime: Date | undefined, windowMs: number) {
  const seconds = resetTime
    ? Math.max(1, Math.ceil((resetTime.getTime() - Date.now()) / 1000))
    : Math.ceil(windowMs / 1000);
  return new HttpError(429, [{ msg: message }], { 'Retry-After': String(seconds) });
}

/** A password check: the request, and the account whose password it is (the login's e-mail, or the signed-in user's). */
export interface Attempt {
  req: Request;
  account: string;
}

export interface FailureLimit {
  /** Throws 429 once this key has met its limit of failures in the window. */
  check(attempt: Attempt): Promise<void>;
  /** Counts one failure for this key. */
  fail(attempt: Attempt): Promise<void>;
}

/**
 * The app's rate limits, counting in `stores` (memory, or Redis shared by every process:
 * docs/decisions/117-shared-limits.md). Every 429 carries Retry-After and the usual error shape.
 */
export function createLimits(stores: LimitStores) {
  return {
    /** A limit on requests (or on successful ones). */
    limiter({ name, windowMs, limit, message, key, count }: LimitOptions): RequestHandler {
      return rateLimit({
        windowMs,
        limit,
        standardHeaders: 'draft-8',
        legacyHeaders: false,
        skipFailedRequests: count === 'successes',
        keyGenerator: key,
        store: stores(name),
        handler: (req, _res, next) => {
          const resetTime = (req as Request & { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime;
          next(tooMany(message, resetTime, windowMs));
        },
      });
    },

    /**
     * A limit on an amount a window rather than on requests (the bytes a writer's saves carry,
     * decision 151): a request that would take its key past the limit answers 429 and adds nothing,
     * so what was refused never counts. The limit and message may depend on the writer.
     */
    amountLimit({
      name,
      windowMs,
      limit,
      message,
      key,
      amount,
    }: Omit<LimitOptions, 'count' | 'limit' | 'message'> & {
      limit: (req: Request) => number;
      message: (req: Request) => string;
      amount: (req: Request) => number;
    }): RequestHandler {
      const store = stores.amounts(name, windowMs);
      return async (req, _res, next) => {
        const { added, resetTime } = await store.add(key(req), amount(req), limit(req));
        if (!added) throw tooMany(message(req), resetTime, windowMs);
        next();
      };
    },

    /**
     * A limit on failed attempts (wrong passwords). Unlike express-rate-limit's skipSuccessfulRequests,
     * which counts every request while it is in flight and takes successes back afterwards, only a
     * finished failure counts: 40 writers behind one office address signing in at 9:00 all get in
     * (docs/decisions/111-password-gate.md). Used through `countFailures`.
     */
    failureLimit({
      name,
      windowMs,
      limit,
      message,
      key,
    }: Omit<LimitOptions, 'count' | 'key'> & { key: (attempt: Attempt) => string }): FailureLimit {
      const store = stores(name);
      void store.init?.({ windowMs } as Options);
      return {
        async check(attempt) {
          const hits = await store.get?.(key(attempt));
          if (hits && hits.totalHits >= limit) throw tooMany(message, hits.resetTime, windowMs);
        },
        async fail(attempt) {
          await store.increment(key(attempt));
        },
      };
    },
  };
}

export type Limits = ReturnType<typeof createLimits>;

/**
 * The limits every password check counts in (sign-in, password and e-mail change): per address and
 * account, and per address alone against spraying many e-mails from one network.
 */
export function signInLimits(limits: Limits): FailureLimit[] {
  // Spraying: one address trying many e-mails meets this even though each e-mail fails only once.
  const perNetwork = limits.failureLimit({
    name: 'spray',
    windowMs: 15 * 60 * 1000,
    limit: 20,
    key: ({ req }) => clientIp(req),
    message: 'Too many failed sign-in attempts from this network; please wait 15 minutes and try again',
  });
  const perAccount = limits.failureLimit({
    name: 'login',
    windowMs: 15 * 60 * 1000,
    limit: 10,
    key: ({ req, account }) => `${clientIp(req)}|${account}`,
    message: TOO_MANY_FAILED_SIGN_INS,
  });
  return [perNetwork, perAccount];
}

const TOO_MANY_FAILED_SIGN_INS = 'Too many failed sign-in attempts; please wait 15 minutes and try again';

/**
 * Runs a password check under failure limits: refused (429) when any limit is met, and a refusal
 * of the check (any 4xx) counts in every limit. Call it inside the password gate, so the checks
 * of one process take turns and each sees the failures before it.
 */
export async function countFailures<T>(attempt: Attempt, limits: FailureLimit[], check: () => Promise<T>): Promise<T> {
  for (const limit of limits) await limit.check(attempt);
  try {
    return await check();
  } catch (error) {
    if (error instanceof HttpError && error.status < 500) await Promise.all(limits.map((limit) => limit.fail(attempt)));
    throw error;
  }
}
