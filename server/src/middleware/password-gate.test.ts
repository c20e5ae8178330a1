import { EventEmitter } from 'node:events';
import type { Request, Response } from 'express';
import { HttpError } from '../lib/http-error';
import { passwordGate, SERVER_BUSY, TOO_MANY_AT_ONCE } from './password-gate';

/** One request through the gate: whether it got its turn, and how to end it. */
function send(gate: ReturnType<typeof passwordGate>, ip: string) {
  const res = new EventEmitter();
  const exchange = { started: false, finish: () => res.emit('finish'), goAway: () => res.emit('close') };
  gate({ ip } as Request, res as unknown as Response, () => {
    exchange.started = true;
  });
  return exchange;
}

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof HttpError ? { status: error.status, errors: error.errors, headers: error.headers } : error;
  }
  return 'let through';
};

describe('password gate (docs/decisions/111-password-gate.md)', () => {
  it('lets one address have two checks at a time and refuses a third at once with 429', () => {
    const gate = passwordGate({ perClient: 2, concurrent: 4, queue: 4, key: (req) => req.ip ?? '' });
    const first = send(gate, '198.51.100.1');
    send(gate, '198.51.100.1');
    expect(refusal(() => send(gate, '198.51.100.1'))).toEqual({
      status: 429,
      errors: [{ msg: TOO_MANY_AT_ONCE }],
      headers: { 'Retry-After': '1' },
    });
    // Another address is not held up by the first one's limit.
    expect(send(gate, '198.51.100.2').started).toBe(true);
    first.finish();
    expect(send(gate, '198.51.100.1').started).toBe(true);
  });

  it('runs `concurrent` checks, queues `queue` more in order, and answers 503 when the queue is full', () => {
    const gate = passwordGate({ perClient: 2, concurrent: 2, queue: 1, key: (req) => req.ip ?? '' });
    const a = send(gate, '192.0.2.1');
    const b = send(gate, '192.0.2.2');
    const c = send(gate, '192.0.2.3');
    expect([a.started, b.started, c.started]).toEqual([true, true, false]);
    expect(refusal(() => send(gate, '192.0.2.4'))).toEqual({
      status: 503,
      errors: [{ msg: SERVER_BUSY }],
      headers: { 'Retry-After': '2' },
    });
    a.finish();
    expect(c.started).toBe(true);
  });

  it('drops a waiting check whose client went away, and hands no turn on its behalf', () => {
    const gate = passwordGate({ perClient: 2, concurrent: 1, queue: 2, key: (req) => req.ip ?? '' });
    const a = send(gate, '203.0.113.1');
    const gone = send(gate, '203.0.113.2');
    const c = send(gate, '203.0.113.3');
    gone.goAway();
    a.finish();
    expect(gone.started).toBe(false);
    expect(c.started).toBe(true);
    c.finish();
    expect(send(gate, '203.0.113.4').started).toBe(true);
  });
});
