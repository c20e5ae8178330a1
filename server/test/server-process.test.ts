import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PROCESS_TEST_TIMEOUT } from './scripts';

const serverEntry = path.resolve(__dirname, '../src/index.ts');

function startServer(dataDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: { ...process.env, NODE_OPTIONS: '', PORT: '0', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const waitFor = (pattern: RegExp) =>
    new Promise<RegExpExecArray>((resolve, reject) => {
      const check = () => {
        const match = pattern.exec(output);
        if (match) return resolve(match);
        if (child.exitCode !== null) return reject(new Error(`server exited: ${output}`));
        setTimeout(check, 50);
      };
      check();
    });
  return { child, exited, waitFor, output: () => output };
}

describe('server process on the embedded database', () => {
  let first: ReturnType<typeof startServer> | undefined;
  afterAll(() => {
    if (first?.child.exitCode === null) (first.child as ChildProcess).kill('SIGKILL');
  });

  it(
    'serves, refuses a second process on the same DATA_DIR, and shuts down cleanly on SIGTERM',
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'three-act-proc-'));
      first = startServer(dataDir);
      const [, port] = await first.waitFor(/running on http:\/\/localhost:(\d+)/);
      const res = await fetch(`http://127.0.0.1:${port}/api/config`);
      expect(res.status).toBe(200);

      const second = startServer(dataDir);
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain('is in use by another process');

      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);
      expect(first.output()).toContain('stopped');
      expect(fs.existsSync(path.join(dataDir, 'db', 'three-act.lock'))).toBe(false);
    },
    PROCESS_TEST_TIMEOUT,
  );
});
