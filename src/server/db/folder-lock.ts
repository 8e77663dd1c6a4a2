import { openSync, readFileSync, renameSync, rmSync, writeFileSync, closeSync } from 'node:fs';
import { join } from 'node:path';

/**
 * One process per PGlite folder. PGlite does not guard its files: a second server on the same `DATA_DIR` starts,
 * and the writes of one silently overwrite the other's. The lock is a file holding the owner's pid, made with
 * O_EXCL (atomic); a lock whose process is gone (a crash, `kill -9`) is taken over.
 */
export class FolderLockedError extends Error {
  constructor(
    readonly folder: string,
    readonly pid: number,
  ) {
    super(
      `The database folder ${folder} is in use by process ${pid}. Stop that server, or give this one its own ` +
        'DATA_DIR (or a DATABASE_URL to share PostgreSQL between servers).',
    );
    this.name = 'FolderLockedError';
  }
}

const LOCK_FILE = 'ott-server.lock';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function tryCreate(file: string): boolean {
  try {
    const fd = openSync(file, 'wx');
    writeFileSync(fd, String(process.pid));
    closeSync(fd);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

function ownerOf(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** Takes the folder's lock or throws FolderLockedError; returns the release function. */
export function lockFolder(folder: string): () => void {
  const file = join(folder, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    if (tryCreate(file)) {
      return () => {
        if (ownerOf(file) === process.pid) rmSync(file, { force: true });
      };
    }
    const owner = ownerOf(file);
    if (owner !== null && owner !== process.pid && isRunning(owner)) throw new FolderLockedError(folder, owner);
    // Stale (its process is gone, or the file was half written): move it aside, so that of two processes taking
    // over at once only one succeeds in creating the new lock.
    try {
      renameSync(file, `${file}.stale-${process.pid}`);
      rmSync(`${file}.stale-${process.pid}`, { force: true });
    } catch {
      // Another process moved it first: try again.
    }
  }
  const owner = ownerOf(file);
  throw new FolderLockedError(folder, owner ?? 0);
}
