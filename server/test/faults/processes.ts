import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createPgDatabase as createDatabaseOn, repoRoot } from '../scripts';
import { waitUntil } from '../wait-until';

export { waitUntil };

const serverEntry = path.resolve(__dirname, '../../src/index.ts');

export const JWT_SECRET = 'fault-suite-secret-that-is-long-enough-for-hs256';

export interface ServerProcess {
  child: ChildProcess;
  pid: number;
  port: number;
  url: string;
  exited: Promise<number | null>;
  output(): string;
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<RegExpExecArray>;
  /** SIGKILL if it still runs (cleanup). */
  kill(): void;
}

/**
 * The real server (src/index.ts through tsx) as its own process, on 127.0.0.1:`port`: `node --import tsx`
 * makes the server itself the child, so a signal reaches it and not a wrapper.
 */
export async function startServer(port: number, env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      NODE_ENV: 'test',
      PORT: String(port),
      DATABASE_URL: '',
      JWT_SECRET,
      APP_URL: `http://127.0.0.1:${port}`,
      SMTP_URL: '',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const waitFor = async (pattern: RegExp, timeoutMs = 60_000) => {
    let match: RegExpExecArray | null = null;
    await waitUntil(
      () => {
        match = pattern.exec(output);
        if (!match && child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${output}`);
        return match !== null;
      },
      timeoutMs,
      `${pattern} in the server output: ${output}`,
      50,
    );
    return match!;
  };
  const server: ServerProcess = {
    child,
    pid: child.pid!,
    port,
    url: `http://127.0.0.1:${port}`,
    exited,
    output: () => output,
    waitFor,
    kill: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    },
  };
  await waitFor(/running on http:\/\/localhost:(\d+)/);
  return server;
}

/** The PostgreSQL server the suite may use (see global-setup.ts); undefined when none was reachable. */
export const postgresUrl = (): string | undefined => process.env.FAULTS_PG_URL || undefined;

/** A new, empty database on the suite's PostgreSQL server; `drop()` removes it. */
export async function createPgDatabase(prefix: string) {
  const serverUrl = postgresUrl();
  if (!serverUrl) throw new Error('no PostgreSQL server');
  return createDatabaseOn(serverUrl, prefix);
}
