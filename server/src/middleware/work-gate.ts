import type { Request, RequestHandler } from 'express';
import { HttpError } from '../lib/http-error';
import { present } from '../lib/invariant';
import { clientIp } from './rate-limit';

export interface WorkGateOptions {
  /** Requests the process serves at once past the gate (one per client address). */
  concurrent: number;
  /** Requests one client address may have waiting; beyond this it gets 429 at once. */
  perClient: number;
  /** Requests that may wait in all; beyond this the server is busy (503). */
  waiting: number;
  /** The 429 message: what the client asked for too often at once. */
  tooMany: string;
  key?: (req: Request) => string;
}

export const TOO_MANY_SIGN_INS = 'Too many sign-in attempts at once; please wait a moment and try again';
export const TOO_MANY_UPLOADS = 'Too many image uploads at once; please wait a moment and try again';
export const SERVER_BUSY = 'The server is busy; please try again in a moment';

/**
 * Bounds costly work that would starve every other request: bcrypt (16 parallel failed logins made a
 * real one take 6 s; docs/decisions/111-password-gate.md) and image decoding in libuv's small thread
 * pool, which file reads share (docs/decisions/116-image-decoding.md). Routes that do such work pass
 * a gate first. The process runs `concurrent` of them at a time and one client address runs one at
 * a time; the others wait in one queue per address, and a free turn goes to the waiting address
 * served longest ago. So a flood from one address waits behind itself, and a writer arriving during
 * it is next, on a free thread. Too many waiting for one address answers 429, too many in all 503,
 * both before any work. A request holds its turn until its answer is sent or its client goes away.
 */
export function workGate({
  concurrent,
  perClient,
  waiting: maxWaiting,
  tooMany,
  key = clientIp,
}: WorkGateOptions): RequestHandler {
  /** Waiting requests by client. */
  const queues = new Map<string, (() => void)[]>();
  /** Clients with a request running (at most one each). */
  const busy = new Set<string>();
  /** The turn each recently served client last had; a Map keeps them oldest first. */
  const lastTurns = new Map<string, number>();
  let turns = 0;
  let waiting = 0;

  const begin = (client: string, start: () => void) => {
    busy.add(client);
    turns += 1;
    lastTurns.delete(client);
    lastTurns.set(client, turns);
    // Only the order among waiting clients matters; long-gone ones are forgotten.
    if (lastTurns.size > 4 * maxWaiting) {
      for (const oldest of lastTurns.keys()) {
        lastTurns.delete(oldest);
        break;
      }
    }
    start();
  };

  /** Free turns go to waiting clients with nothing running, the one served longest ago (or never) first. */
  const handOver = () => {
    while (busy.size < concurrent) {
      let next: [string, (() => void)[]] | undefined;
      for (const entry of queues) {
        if (busy.has(entry[0])) continue;
        if (!next || (lastTurns.get(entry[0]) ?? 0) < (lastTurns.get(next[0]) ?? 0)) next = entry;
      }
      if (!next) return;
      const [client, queue] = next;
      const start = present(queue.shift(), 'a waiting request');
      if (queue.length === 0) queues.delete(client);
      waiting -= 1;
      begin(client, start);
    }
  };

  return (req, res, next) => {
    const client = key(req);
    let state: 'waiting' | 'running' | 'done' = 'waiting';
    const start = () => {
      state = 'running';
      next();
    };
    if (busy.size < concurrent && !busy.has(client)) {
      begin(client, start);
    } else {
      const queue = queues.get(client) ?? [];
      if (queue.length >= perClient) {
        throw new HttpError(429, [{ msg: tooMany }], { 'Retry-After': '1' });
      }
      if (waiting >= maxWaiting) throw new HttpError(503, [{ msg: SERVER_BUSY }], { 'Retry-After': '2' });
      queue.push(start);
      queues.set(client, queue);
      waiting += 1;
    }
    // The turn ends with the answer, or when the client goes away first (a waiting request then
    // simply leaves its queue).
    const done = () => {
      if (state === 'running') {
        busy.delete(client);
        handOver();
      } else if (state === 'waiting') {
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
