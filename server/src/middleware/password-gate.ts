import type { Request, RequestHandler } from 'express';
import { HttpError } from '../lib/http-error';
import { clientIp } from './rate-limit';

export interface PasswordGateOptions {
  /** Password checks the process runs at once (bcrypt shares the one JavaScript thread). */
  concurrent: number;
  /** Checks one client address may have waiting; beyond this it gets 429 at once. */
  perClient: number;
  /** Checks that may wait in all; beyond this the server is busy (503). */
  waiting: number;
  key?: (req: Request) => string;
}

export const TOO_MANY_AT_ONCE = 'Too many sign-in attempts at once; please wait a moment and try again';
export const SERVER_BUSY = 'The server is busy; please try again in a moment';

/**
 * Bounds bcrypt work (docs/decisions/111-password-gate.md). Each password check runs a full bcrypt
 * on the one JavaScript thread, so 16 parallel failed logins made a real one take 6 s. Routes that
 * check or hash a password pass this gate first: the process runs `concurrent` checks at a time;
 * the others wait in one queue per client address, and a free turn goes to the addresses in turn
 * (round robin), so a flood from one address waits behind itself, not in front of everyone else.
 * Too many waiting for one address answers 429, too many in all 503, both before any bcrypt. A
 * request holds its turn until its answer is sent or its client goes away.
 */
export function passwordGate({
  concurrent,
  perClient,
  waiting: maxWaiting,
  key = clientIp,
}: PasswordGateOptions): RequestHandler {
  /** Waiting checks by client; the Map's order is the order the clients get their turns. */
  const queues = new Map<string, (() => void)[]>();
  let running = 0;
  let waiting = 0;

  /** A finished check hands its turn to the first client in line, which then goes to the back. */
  const handOver = () => {
    for (const [client, queue] of queues) {
      queues.delete(client);
      const start = queue.shift();
      if (queue.length > 0) queues.set(client, queue);
      if (start) {
        waiting -= 1;
        start();
        return;
      }
    }
    running -= 1;
  };

  return (req, res, next) => {
    const client = key(req);
    let state: 'waiting' | 'running' | 'done' = 'waiting';
    const start = () => {
      state = 'running';
      next();
    };
    if (running < concurrent) {
      running += 1;
      start();
    } else {
      const queue = queues.get(client) ?? [];
      if (queue.length >= perClient) {
        throw new HttpError(429, [{ msg: TOO_MANY_AT_ONCE }], { 'Retry-After': '1' }, 'rate_limited');
      }
      if (waiting >= maxWaiting)
        throw new HttpError(503, [{ msg: SERVER_BUSY }], { 'Retry-After': '2' }, 'unavailable');
      queue.push(start);
      queues.set(client, queue);
      waiting += 1;
    }
    // The turn ends with the answer, or when the client goes away first (a waiting check then
    // simply leaves its queue).
    const done = () => {
      if (state === 'running') handOver();
      else if (state === 'waiting') {
        const queue = queues.get(client) ?? [];
        queue.splice(queue.indexOf(start), 1);
        if (queue.length === 0) queues.delete(client);
        waiting -= 1;
      }
      state = 'done';
    };
    res.once('finish', done);
    res.once('close', done);
  };
}
