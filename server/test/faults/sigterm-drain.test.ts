import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import bcrypt from 'bcryptjs';
import { eq, inArray } from 'drizzle-orm';
import { openDatabase } from '../../src/db/client';
import { sessions, users, verificationTokens } from '../../src/db/schema';
import { startServer, waitUntil, type ServerProcess } from './processes';

/**
 * SIGTERM while slow requests run (sign-ins and sign-ups, bcrypt-bound: the slowest thing the server
 * does; cost 13 here so each outlasts the signal by a wide margin): each gets its normal answer, the port refuses new connections meanwhile, idle
 * keep-alive connections are closed, the process exits 0, the lock file is gone and the
 * sign-ups are in the database.
 */

const PORT = 5093;
const PASSWORD = 'plot twist at midnight';
/**
 * bcryptjs hashes in 100 ms slices between event-loop turns; at cost 13 (~0.6 s) a hash needs about
 * six turns while the marker request below needs one or two, and four of them (~2.4 s of work) stay
 * well inside the server's 10 s drain limit on a busy machine.
 */
const COST = 13;

interface Answer {
  status: number;
  body: string;
  at: number;
}

/** A request on its own connection; `written` resolves once the whole request has gone to the socket. */
function request(method: string, urlPath: string, body: unknown) {
  const payload = JSON.stringify(body);
  let written!: () => void;
  const writtenPromise = new Promise<void>((resolve) => (written = resolve));
  const answered = new Promise<Answer>((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: PORT,
        method,
        path: urlPath,
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, body: text, at: Date.now() }));
        res.on('error', reject);
      },
    );
    req.on('finish', written);
    req.on('error', reject);
    req.end(payload);
  });
  return { written: writtenPromise, answered };
}

/** A keep-alive connection that asks for /api/config once and then stays open, idle. */
function idleConnection() {
  const socket = net.connect(PORT, '127.0.0.1');
  let received = '';
  const answered = new Promise<void>((resolve, reject) => {
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
      if (/^HTTP\/1\.1 200 [\s\S]*\r\n\r\n\{"contactEmail"/.test(received) && received.endsWith('}')) resolve();
    });
    socket.on('error', reject);
  });
  const closed = new Promise<number>((resolve) => socket.on('close', () => resolve(Date.now())));
  socket.write(`GET /api/config HTTP/1.1\r\nHost: 127.0.0.1:${PORT}\r\nConnection: keep-alive\r\n\r\n`);
  return { answered, closed, destroy: () => socket.destroy() };
}

/** Resolves with the time a new connection is refused (ECONNREFUSED); accepted probes are dropped at once. */
async function refusedAt(timeoutMs: number): Promise<number> {
  let refused = 0;
  await waitUntil(
    () =>
      new Promise<boolean>((resolve) => {
        const probe = net.connect(PORT, '127.0.0.1');
        probe.once('connect', () => {
          probe.destroy();
          resolve(false);
        });
        probe.once('error', (error: NodeJS.ErrnoException) => {
          if (error.code === 'ECONNREFUSED') refused = Date.now();
          resolve(error.code === 'ECONNREFUSED');
        });
      }),
    timeoutMs,
    'the port to refuse connections',
    20,
  );
  return refused;
}

describe('SIGTERM drains in-flight requests (embedded database)', () => {
  let server: ServerProcess | undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'three-act-drain-'));
  afterAll(() => {
    server?.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers every running request normally, refuses new connections, exits 0 and releases the lock', async () => {
    const database = await openDatabase({ dataDir });
    await database.db.insert(users).values({
      name: 'Drain Writer',
      email: 'drain@example.org',
      passwordHash: bcrypt.hashSync(PASSWORD, COST),
      emailVerified: true,
    });
    await database.close();

    server = await startServer(PORT, { DATA_DIR: dataDir, BCRYPT_COST: String(COST), LOG_LEVEL: 'info' });
    const lockFile = path.join(dataDir, 'db', 'three-act.lock');
    expect(fs.readFileSync(lockFile, 'utf8')).toBe(String(server.pid));

    const idle = idleConnection();
    await idle.answered;

    const signUps = ['drain-a', 'drain-b'].map((name) => `${name}@example.org`);
    const slow = [
      { kind: 'sign-in', ...request('POST', '/api/auth', { email: 'drain@example.org', password: PASSWORD }) },
      { kind: 'wrong password', ...request('POST', '/api/auth', { email: 'drain@example.org', password: 'not the password at all' }) },
      ...signUps.map((email, i) => ({
        kind: 'sign-up',
        ...request('POST', '/api/users', { name: `Drain Signup ${i}`, email, password: PASSWORD, ageVerify: true, tosAgree: true }),
      })),
    ];
    let answeredCount = 0;
    for (const request of slow) void request.answered.then(() => (answeredCount += 1), () => undefined);
    await Promise.all(slow.map((request) => request.written));
    // A request sent after the slow ones and answered proves the server has read them all: it handles
    // ready sockets in order, so none of them is still an idle connection when the signal lands.
    const marker = request('GET', '/api/config', {});
    expect((await marker.answered).status).toBe(200);
    const pendingAtSignal = slow.length - answeredCount;

    const signalAt = Date.now();
    server.child.kill('SIGTERM');
    const refused = await refusedAt(10_000);
    const pendingAtRefusal = slow.length - answeredCount;
    const idleClosedAt = await idle.closed;

    const answers = await Promise.all(slow.map((request) => request.answered));
    const lastAnswerAt = Math.max(...answers.map((answer) => answer.at));
    const code = await server.exited;
    const exitAt = Date.now();

    expect(pendingAtSignal).toBe(slow.length);
    expect(pendingAtRefusal).toBeGreaterThan(0);
    expect(idleClosedAt).toBeLessThan(lastAnswerAt);
    expect(answers.map((answer, i) => ({ kind: slow[i].kind, status: answer.status }))).toEqual([
      { kind: 'sign-in', status: 200 },
      { kind: 'wrong password', status: 400 },
      { kind: 'sign-up', status: 200 },
      { kind: 'sign-up', status: 200 },
    ]);
    for (const [i, answer] of answers.entries()) {
      if (slow[i].kind === 'wrong password') expect(JSON.parse(answer.body)).toEqual({ errors: [{ msg: 'Invalid credentials' }] });
      else expect(JSON.parse(answer.body)).toEqual({ token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/) });
    }
    expect(code).toBe(0);
    expect(server.output()).toContain('shutting down: finishing in-flight requests');
    expect(server.output()).toContain('stopped');
    expect(server.output()).not.toContain('did not finish within 10 s');
    expect(fs.existsSync(lockFile)).toBe(false);

    // What the drained requests wrote is in the database: the sign-ups (each with a session and a
    // verification token) and a session for each sign-in.
    const after = await openDatabase({ dataDir });
    try {
      const created = await after.db.select({ id: users.id }).from(users).where(inArray(users.email, signUps));
      expect(created).toHaveLength(2);
      const ids = created.map((row) => row.id);
      expect(await after.db.$count(sessions, inArray(sessions.userId, ids))).toBe(2);
      expect(await after.db.$count(verificationTokens, inArray(verificationTokens.userId, ids))).toBe(2);
      const [writer] = await after.db.select({ id: users.id }).from(users).where(eq(users.email, 'drain@example.org'));
      expect(await after.db.$count(sessions, eq(sessions.userId, writer.id))).toBe(1);
    } finally {
      await after.close();
    }

    console.log(
      `SIGTERM drain (embedded, BCRYPT_COST=${COST}): ${pendingAtSignal} requests in flight at the signal; ` +
        `new connections refused after ${refused - signalAt} ms (${pendingAtRefusal} still running); ` +
        `idle keep-alive connection closed after ${idleClosedAt - signalAt} ms; last answer after ${lastAnswerAt - signalAt} ms; ` +
        `exit 0 after ${exitAt - signalAt} ms; lock file released`,
    );
  });
});
