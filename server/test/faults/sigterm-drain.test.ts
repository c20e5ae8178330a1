import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import bcrypt from 'bcryptjs';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../../src/db/client';
import { outlines, posts, sessions, users, verificationTokens } from '../../src/db/schema';
import { startServer, waitUntil, type ServerProcess } from './processes';

/**
 * SIGTERM while requests are in flight: bcrypt-bound sign-in and sign-up (BCRYPT_COST=12) and plain
 * writes (posts, an outline save), each with only half its body sent when the signal lands, so
 * they are certainly mid-request whatever the machine's load. The port must refuse new connections
 * at once and close idle keep-alive connections; once the bodies are finished every request gets
 * its normal answer, the process exits 0, the lock file is gone and the writes are stored.
 */

const PORT = 5093;
const PASSWORD = 'plot twist at midnight';

interface Answer {
  status: number;
  body: string;
  at: number;
}

/**
 * A request on its own connection that sends its headers and the first half of its body at once
 * (`started` resolves when that has gone to the socket) and the rest when `finish()` is called.
 */
function halfSentRequest(method: string, urlPath: string, body: unknown, token?: string) {
  const payload = Buffer.from(JSON.stringify(body));
  const half = Math.floor(payload.length / 2);
  let req!: http.ClientRequest;
  const answered = new Promise<Answer>((resolve, reject) => {
    req = http.request(
      {
        host: '127.0.0.1',
        port: PORT,
        method,
        path: urlPath,
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': payload.length,
          ...(token ? { 'x-auth-token': token } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, body: text, at: Date.now() }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
  });
  const started = new Promise<void>((resolve) => req.write(payload.subarray(0, half), () => resolve()));
  return { started, answered, finish: () => req.end(payload.subarray(half)) };
}

/** The status of a GET sent on a connection of its own. */
function statusOnNewConnection(urlPath: string) {
  return new Promise<number>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port: PORT, path: urlPath, agent: false }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode!));
      })
      .on('error', reject);
  });
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
      passwordHash: bcrypt.hashSync(PASSWORD, 12),
      emailVerified: true,
    });
    await database.close();

    server = await startServer(PORT, { DATA_DIR: dataDir, BCRYPT_COST: '12', LOG_LEVEL: 'info' });
    const lockFile = path.join(dataDir, 'db', 'three-act.lock');
    expect(fs.readFileSync(lockFile, 'utf8')).toBe(String(server.pid));
    const login = await fetch(`${server.url}/api/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'drain@example.org', password: PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };

    const idle = idleConnection();
    await idle.answered;

    const slow = [
      { kind: 'sign-in', ...halfSentRequest('POST', '/api/auth', { email: 'drain@example.org', password: PASSWORD }) },
      {
        kind: 'sign-up',
        ...halfSentRequest('POST', '/api/users', {
          name: 'Drain Signup',
          email: 'drain-signup@example.org',
          password: PASSWORD,
          ageVerify: true,
          tosAgree: true,
        }),
      },
      ...[1, 2, 3].map((n) => ({
        kind: 'post',
        ...halfSentRequest('POST', '/api/posts', { text: `drained post ${n}` }, token),
      })),
      {
        kind: 'outline',
        ...halfSentRequest('POST', '/api/outlines', { title: 'The Drained Outline', act1a01: 'It ends well.' }, token),
      },
    ];
    let answeredCount = 0;
    for (const request of slow)
      void request.answered.then(
        () => (answeredCount += 1),
        () => undefined,
      );
    await Promise.all(slow.map((request) => request.started));
    // A request on a new connection opened after the half-sent ones, answered, proves the server has
    // accepted their connections (the kernel hands them over in order; one still in the listen queue
    // would be reset when the port closes) and read their headers (it handles ready sockets in order),
    // so none of them is still an idle connection at the signal. It must not ride fetch's pooled
    // keep-alive connection from the sign-in, which proves neither.
    expect(await statusOnNewConnection('/api/config')).toBe(200);

    const signalAt = Date.now();
    server.child.kill('SIGTERM');
    const refused = await refusedAt(10_000);
    const idleClosedAt = await idle.closed;
    const pendingAtRefusal = slow.length - answeredCount;
    for (const request of slow) request.finish();

    const answers = await Promise.all(
      slow.map((request) =>
        request.answered.catch((e) => {
          console.log('ERR', request.kind, String(e));
          console.log(server!.output());
          throw e;
        }),
      ),
    );
    const lastAnswerAt = Math.max(...answers.map((answer) => answer.at));
    const code = await server.exited;
    const exitAt = Date.now();

    expect(pendingAtRefusal).toBe(slow.length);
    expect(answers.map((answer, i) => ({ kind: slow[i]!.kind, status: answer.status }))).toEqual([
      { kind: 'sign-in', status: 200 },
      { kind: 'sign-up', status: 200 },
      { kind: 'post', status: 201 },
      { kind: 'post', status: 201 },
      { kind: 'post', status: 201 },
      { kind: 'outline', status: 201 },
    ]);
    const jwt = { token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/) };
    expect(JSON.parse(answers[0]!.body)).toEqual(jwt);
    expect(JSON.parse(answers[1]!.body)).toEqual(jwt);
    expect(answers.slice(2, 5).map((answer) => JSON.parse(answer.body).text)).toEqual([
      'drained post 1',
      'drained post 2',
      'drained post 3',
    ]);
    expect(JSON.parse(answers[5]!.body)).toMatchObject({ title: 'The Drained Outline', act1a01: 'It ends well.' });
    expect(code).toBe(0);
    expect(server.output()).toContain('shutting down: finishing in-flight requests');
    expect(server.output()).toContain('stopped');
    expect(server.output()).not.toContain('did not finish within 10 s');
    expect(fs.existsSync(lockFile)).toBe(false);

    // What the drained requests wrote is in the database.
    const after = await openDatabase({ dataDir });
    try {
      const [writer] = await after.db.select({ id: users.id }).from(users).where(eq(users.email, 'drain@example.org'));
      const [signUp] = await after.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, 'drain-signup@example.org'));
      expect(signUp).toBeDefined();
      expect(await after.db.$count(sessions, eq(sessions.userId, signUp!.id))).toBe(1);
      expect(await after.db.$count(verificationTokens, eq(verificationTokens.userId, signUp!.id))).toBe(1);
      expect(await after.db.$count(sessions, eq(sessions.userId, writer!.id))).toBe(2);
      expect(await after.db.$count(posts, eq(posts.userId, writer!.id))).toBe(3);
      const [outline] = await after.db
        .select({ title: outlines.title })
        .from(outlines)
        .where(eq(outlines.userId, writer!.id));
      expect(outline).toEqual({ title: 'The Drained Outline' });
    } finally {
      await after.close();
    }

    console.log(
      `SIGTERM drain (embedded, BCRYPT_COST=12): ${slow.length} requests in flight at the signal; ` +
        `new connections refused after ${refused - signalAt} ms (${pendingAtRefusal} still running); ` +
        `idle keep-alive connection closed after ${idleClosedAt - signalAt} ms; last answer after ${lastAnswerAt - signalAt} ms; ` +
        `exit 0 after ${exitAt - signalAt} ms; lock file released`,
    );
  });
});
