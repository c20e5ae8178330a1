import type { Request } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import { HttpError } from '../lib/http-error';

interface LimitOptions {
  windowMs: number;
  limit: number;
  message: string;
  key: (req: Request) => string;
  /** Count only failed requests (login) or only successful ones (sign-up). */
  count?: 'failures' | 'successes';
}

export const clientIp = (req: Request) => ipKeyGenerator(req.ip ?? 'unknown');

/** One in-memory limiter; every 429 carries Retry-After and the usual error shape. */
export function limiter({ windowMs, limit, message, key, count }: LimitOptions) {
  return rateLimit({
    windowMs,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    skipSuccessfulRequests: count === 'failures',
    skipFailedRequests: count === 'successes',
    keyGenerator: key,
    handler: (req, _res, next) => {
      const resetTime = (req as Request & { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime;
      const seconds = resetTime
        ? Math.max(1, Math.ceil((resetTime.getTime() - Date.now()) / 1000))
        : Math.ceil(windowMs / 1000);
      next(new HttpError(429, [{ msg: message }], { 'Retry-After': String(seconds) }, 'rate_limited'));
    },
  });
}
