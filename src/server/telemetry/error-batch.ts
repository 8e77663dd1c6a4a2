import type { BrowserErrorOccurrence, BrowserErrorTally } from '../db/repositories/browser-errors';

/**
 * Browser error reports gathered in memory by fingerprint and written together, at most once per `intervalMs`
 * (issue 46's flood: one database write per report took the pages' CPU at 100 reports a second). A storm of one
 * error is one row update a second, whatever its rate. At most `maxPending` fingerprints wait; a new one beyond
 * that is dropped and counted. Writes run one after another, in the order they were gathered.
 */
export interface ErrorBatch {
  /** Counts the occurrence; false when it was dropped (too many fingerprints waiting). */
  add(occurrence: BrowserErrorOccurrence, now: Date): boolean;
  /** Writes what waits now; resolves once it (and any write before it) is done. */
  flush(): Promise<void>;
}

export interface ErrorBatchOptions {
  write: (tallies: BrowserErrorTally[]) => Promise<void>;
  onWriteFailed: (error: unknown, reports: number) => void;
  onDropped: () => void;
  intervalMs?: number;
  maxPending?: number;
}

export function createErrorBatch(options: ErrorBatchOptions): ErrorBatch {
  const { write, onWriteFailed, onDropped, intervalMs = 1_000, maxPending = 1_000 } = options;
  let pending = new Map<string, BrowserErrorTally>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let writing: Promise<void> = Promise.resolve();

  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (pending.size === 0) return writing;
    const tallies = [...pending.values()];
    pending = new Map();
    const reports = tallies.reduce((sum, tally) => sum + tally.count, 0);
    writing = writing.then(() => write(tallies)).catch((error: unknown) => onWriteFailed(error, reports));
    return writing;
  }

  return {
    add(occurrence, now) {
      const tally = pending.get(occurrence.fingerprint);
      if (tally) {
        tally.occurrence = occurrence;
        tally.count += 1;
        tally.lastSeen = now;
        return true;
      }
      if (pending.size >= maxPending) {
        onDropped();
        return false;
      }
      pending.set(occurrence.fingerprint, { occurrence, count: 1, firstSeen: now, lastSeen: now });
      if (!timer) {
        timer = setTimeout(() => void flush(), intervalMs);
        timer.unref?.();
      }
      return true;
    },
    flush,
  };
}
