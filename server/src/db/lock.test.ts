import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataDirLockedError, lockDataDir } from './lock';

const freshDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'lock-'));

describe('data directory lock', () => {
  it('refuses a second process while the owner runs, with a clear message', async () => {
    const dir = freshDir();
    const owner = spawn('sleep', ['30']);
    try {
      fs.writeFileSync(path.join(dir, 'three-act.lock'), String(owner.pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(`is in use by another process (pid ${owner.pid})`);
    } finally {
      owner.kill();
    }
  });

  it('takes over a lock left by a killed process, and releases it', () => {
    const dir = freshDir();
    const file = path.join(dir, 'three-act.lock');
    fs.writeFileSync(file, '2147483646');
    const release = lockDataDir(dir);
    expect(fs.readFileSync(file, 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(file)).toBe(false);
  });
});
