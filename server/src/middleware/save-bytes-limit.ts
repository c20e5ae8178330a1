import type { RequestHandler } from 'express';
import { formatBytes, writerQuota } from '../lib/writer-quota';
import { clientIp, type Limits } from './rate-limit';

/**
 * The UTF-8 bytes of every string in a parsed body: the text a save carries. Walked without
 * recursion, since a story file's JSON may nest as deep as its sender likes.
 */
function textBytes(body: unknown): number {
  let bytes = 0;
  const stack: unknown[] = [body];
  while (stack.length > 0) {
    const value = stack.pop();
    if (typeof value === 'string') bytes += Buffer.byteLength(value, 'utf8');
    else if (typeof value === 'object' && value !== null) for (const item of Object.values(value)) stack.push(item);
  }
  return bytes;
}

/**
 * One budget of bytes a minute per writer across every save of text (outline, stories, characters,
 * notes): a client minting tabs or looping saves stored megabytes a second (issue 31, finding 4;
 * docs/decisions/151-bounded-storage-per-writer.md). Counted on the parsed body, so every route
 * that saves text puts the same instance in its `use`, after its body is read.
 */
export function saveBytesLimit(limits: Limits): RequestHandler {
  return limits.amountLimit({
    name: 'save-bytes',
    windowMs: 60 * 1000,
    key: (req) => req.user?.id ?? clientIp(req),
    amount: (req) => textBytes(req.body),
    limit: (req) => writerQuota({ emailVerified: req.user?.emailVerified ?? false }).saveBytesPerMinute,
    message: (req) => {
      const verified = req.user?.emailVerified ?? false;
      const figure = formatBytes(writerQuota({ emailVerified: verified }).saveBytesPerMinute);
      return verified
        ? `Too much text saved this minute (at most ${figure} a minute); please wait a moment and try again`
        : `Too much text saved this minute (at most ${figure} a minute until your e-mail address is verified); please wait a moment, or verify your address`;
    },
  });
}
