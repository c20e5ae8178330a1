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

const gateOf = (options: { concurrent: number; perClient: number; waiting: number }) =>
  passwordGate({ ...options, key: (req) => req.ip ?? '' });

describe('password gate (docs/decisions/111-password-gate.md)', () => {
  it('runs `concurrent` checks and gives free turns to the waiting addresses in turn, not first come', () => {
    const gate = gateOf({ concurrent: 1, perClient: 10, waiting: 10 });
    const flood = Array.from({ length: 4 }, () => send(gate, '198.51.100.1'));
    const writer = send(gate, '192.0.2.9');
    expect(flood.map((check) => check.started)).toEqual([true, false, false, false]);

    flood[0]!.finish(); // the flood's next check got there first…
    expect(flood[1]!.started).toBe(true);
    flood[1]!.finish(); // …but the next turn is the writer's, not the flood's third
    expect(writer.started).toBe(true);
    expect(flood[2]!.started).toBe(false);
  });

  it('answers 429 at once when one address has too many waiting, 503 when too many wait in all', () => {
    const gate = gateOf({ concurrent: 1, perClient: 2, waiting: 3 });
    send(gate, '198.51.100.1'); // runs
    send(gate, '198.51.100.1');
    send(gate, '198.51.100.1');
    expect(refusal(() => send(gate, '198.51.100.1'))).toEqual({
      status: 429,
      errors: [{ msg: TOO_MANY_AT_ONCE }],
      headers: { 'Retry-After': '1' },
    });
    send(gate, '203.0.113.5');
    expect(refusal(() => send(gate, '203.0.113.6'))).toEqual({
      status: 503,
      errors: [{ msg: SERVER_BUSY }],
      headers: { 'Retry-After': '2' },
    });
  });

  it('drops a waiting check whose client went away, and hands no turn on its behalf', () => {
    const gate = gateOf({ concurrent: 1, perClient: 2, waiting: 2 });
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
