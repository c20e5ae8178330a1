import { EventEmitter } from 'node:events';
import type { Request, Response } from 'express';
import { HttpError } from '../lib/http-error';
import { SERVER_BUSY, TOO_MANY_SIGN_INS, workGate } from './work-gate';

/** One request through the gate: whether it got its turn, and how to end it. */
function send(gate: ReturnType<typeof workGate>, ip: string) {
  const res = new EventEmitter();
  const exchange = {
    started: false,
    finished: false,
    finish: () => {
      exchange.finished = true;
      res.emit('finish');
    },
    goAway: () => res.emit('close'),
  };
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
  workGate({ ...options, tooMany: TOO_MANY_SIGN_INS, key: (req) => req.ip ?? '' });

describe('work gate (docs/decisions/111-password-gate.md, 116-image-decoding.md)', () => {
  it('runs `concurrent` checks and gives a free turn to the address served longest ago, not first come', () => {
    const gate = gateOf({ concurrent: 1, perClient: 10, waiting: 10 });
    const flood = Array.from({ length: 4 }, () => send(gate, '198.51.100.1'));
    const writer = send(gate, '192.0.2.9');
    const other = send(gate, '192.0.2.10');
    expect(flood.map((check) => check.started)).toEqual([true, false, false, false]);

    flood[0]!.finish(); // the flood got there first, but the writer has not had a turn yet
    expect(writer.started).toBe(true);
    expect(flood[1]!.started).toBe(false);
    writer.finish(); // nor has the other writer
    expect(other.started).toBe(true);
    other.finish(); // then the flood, one at a time
    expect(flood[1]!.started).toBe(true);
    expect(flood[2]!.started).toBe(false);
  });

  it('runs one request per address at a time, so a second address gets the other thread at once', () => {
    const gate = gateOf({ concurrent: 2, perClient: 10, waiting: 10 });
    const flood = Array.from({ length: 3 }, () => send(gate, '198.51.100.1'));
    expect(flood.map((check) => check.started)).toEqual([true, false, false]);
    const writer = send(gate, '192.0.2.9');
    expect(writer.started).toBe(true);
    flood[0]!.finish();
    expect(flood[1]!.started).toBe(true);
    expect(flood[2]!.started).toBe(false);
  });

  it('takes turns between two busy addresses', () => {
    const gate = gateOf({ concurrent: 1, perClient: 10, waiting: 10 });
    const a = Array.from({ length: 3 }, () => send(gate, '198.51.100.1'));
    const b = Array.from({ length: 3 }, () => send(gate, '198.51.100.2'));
    const all = [...a.map((x) => ['a', x] as const), ...b.map((x) => ['b', x] as const)];
    const order: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const [label, running] = all.find(([, x]) => x.started && !x.finished)!;
      order.push(label);
      running.finish();
    }
    expect(order).toEqual(['a', 'b', 'a', 'b', 'a', 'b']);
  });

  it('answers 429 at once when one address has too many waiting, 503 when too many wait in all', () => {
    const gate = gateOf({ concurrent: 1, perClient: 2, waiting: 3 });
    send(gate, '198.51.100.1'); // runs
    send(gate, '198.51.100.1');
    send(gate, '198.51.100.1');
    expect(refusal(() => send(gate, '198.51.100.1'))).toEqual({
      status: 429,
      errors: [{ msg: TOO_MANY_SIGN_INS }],
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
