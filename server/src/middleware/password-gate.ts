import type { Request, RequestHandler } from 'express';
import { HttpError } from '../lib/http-error';
import { clientIp } from './rate-limit';

export interface PasswordGateOptions {
  /** Password checks one client address may have under way at once. */
  perClient: number;
  /** Password checks the whole process runs at once (bcrypt shares the one JavaScript thread). */
  concurrent: number;
  /** Checks that may wait for a turn; beyond this the server is busy. */
  queue: number;
  key?: (req: Request) => string;
}

export const TOO_MANY_AT_ONCE = 'Too many sign-in attempts at once; please wait a moment and try again';
export const SERVER_BUSY = 'The server is busy; please try again in a moment';

/**
 * Bounds bcrypt work (docs/decisions/111-password-gate.md). Each password check runs a full bcrypt
 * on the one JavaScript thread, so 16 parallel failed logins made a real one take 6 s. Routes that
 * check or hash a password pass this gate first: one address gets `perClient` checks at a time
 * (the rest 429 at once, before any bcrypt), the process runs `concurrent` of them and lets `queue`
 * more wait; a full queue answers 503. A request holds its turn until its answer is sent.
 */
export function passwordGate({ perClient, concurrent, queue, key = clientIp }: PasswordGateOptions): RequestHandler {
  const perKey = new Map<string, number>();
  const waiting: (() => void)[] = [];
  let running = 0;

  const leave = (client: string) => {
    const left = (perKey.get(client) ?? 1) - 1;
    if (left > 0) perKey.set(client, left);
    else perKey.delete(client);
  };
  /** A finished check hands its turn to the next waiting one, if any. */
  const handOver = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };

  return (req, res, next) => {
    const client = key(req);
    if ((perKey.get(client) ?? 0) >= perClient) {
      throw new HttpError(429, [{ msg: TOO_MANY_AT_ONCE }], { 'Retry-After': '1' }, 'rate_limited');
    }
    if (running >= concurrent && waiting.length >= queue) {
      throw new HttpError(503, [{ msg: SERVER_BUSY }], { 'Retry-After': '2' }, 'unavailable');
    }
    perKey.set(client, (perKey.get(client) ?? 0) + 1);
    let state: 'waiting' | 'running' | 'done' = 'waiting';
    const start = () => {
      state = 'running';
      next();
    };
    // The turn ends with the answer, or when the client goes away first (then a waiting check
    // simply leaves the queue).
    const done = () => {
      if (state === 'done') return;
      if (state === 'running') handOver();
      else waiting.splice(waiting.indexOf(start), 1);
      state = 'done';
      leave(client);
    };
    res.once('finish', done);
    res.once('close', done);
    if (running < concurrent) {
      running += 1;
      start();
    } else {
      waiting.push(start);
    }
  };
}
