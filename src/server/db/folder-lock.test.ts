import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FolderLockedError, lockFolder } from './folder-lock';

const folder = () => mkdtempSync(join(tmpdir(), 'ott-lock-'));

/** The pid of a process that has ended. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

describe('lockFolder', () => {
  it('lets one process hold a folder and frees it on release', () => {
    const dir = folder();
    const release = lockFolder(dir);
    expect(readFileSync(join(dir, 'ott-server.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(join(dir, 'ott-server.lock'))).toBe(false);
    lockFolder(dir)();
  });

  it('refuses a folder a running process holds, naming it', async () => {
    const dir = folder();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
    try {
      writeFileSync(join(dir, 'ott-server.lock'), String(other.pid));
      expect(() => lockFolder(dir)).toThrow(FolderLockedError);
      expect(() => lockFolder(dir)).toThrow(new RegExp(`in use by process ${other.pid}`));
    } finally {
      other.kill();
    }
  });

  it('takes over the lock of a process that is gone (a crash, kill -9)', async () => {
    const dir = folder();
    writeFileSync(join(dir, 'ott-server.lock'), String(await deadPid()));
    const release = lockFolder(dir);
    expect(readFileSync(join(dir, 'ott-server.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });
});
