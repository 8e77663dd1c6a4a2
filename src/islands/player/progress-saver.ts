/**
 * When and how watch progress is saved (spec 3 §5, §9): at most every 5 minutes during playback, and at once on
 * play, pause, unmount, page hide and tab hidden; never two saves at the same time; only for a media id with a
 * finite duration above 0; non-finite progress is ignored. Time is injected so the rules are testable.
 */
export const PROGRESS_SAVE_INTERVAL_MS = 300_000;

/** `interval` is the periodic check during playback (e.g. on `timeupdate`); the others are events. */
export type SaveTrigger = 'interval' | 'play' | 'pause' | 'unmount' | 'pagehide' | 'hidden';

export interface PlaybackSnapshot {
  mediaid: string;
  seriesId?: string;
  currentTime: number;
  duration: number;
}

export interface ProgressEntry {
  mediaid: string;
  seriesId?: string;
  progress: number;
}

export function isSaveDue(trigger: SaveTrigger, now: number, lastSavedAt: number): boolean {
  return trigger !== 'interval' || now - lastSavedAt >= PROGRESS_SAVE_INTERVAL_MS;
}

/** The entry to save for a snapshot, or null when there is nothing valid to save. */
export function progressEntry(snapshot: PlaybackSnapshot | null): ProgressEntry | null {
  if (!snapshot || !snapshot.mediaid) return null;
  const { currentTime, duration } = snapshot;
  if (!Number.isFinite(duration) || duration <= 0 || !Number.isFinite(currentTime)) return null;
  const progress = Math.min(1, Math.max(0, currentTime / duration));
  const entry: ProgressEntry = { mediaid: snapshot.mediaid, progress };
  if (snapshot.seriesId) entry.seriesId = snapshot.seriesId;
  return entry;
}

export interface ProgressSaverOptions {
  now: () => number;
  /** Reads the current playback; null while nothing should be saved (not started, live, …). */
  read: () => PlaybackSnapshot | null;
  save: (entry: ProgressEntry) => void | Promise<void>;
  onError?: (error: unknown) => void;
}

export interface ProgressSaver {
  trigger(trigger: SaveTrigger): void;
  /** Resolves when no save is running or queued (for tests and orderly shutdown). */
  idle(): Promise<void>;
}

export function createProgressSaver(options: ProgressSaverOptions): ProgressSaver {
  // The 5-minute clock starts with the player, so the first periodic save comes 5 minutes into playback.
  let lastSavedAt = options.now();
  let running: Promise<void> | null = null;
  let pending = false;

  // One save at a time: a trigger during an asynchronous save is served once it finishes, with the state of that
  // moment. Synchronous saves (local storage) complete at once, so page hide never has to wait for a microtask.
  function kick() {
    if (running) return;
    while (pending) {
      pending = false;
      const entry = progressEntry(options.read());
      if (!entry) continue;
      lastSavedAt = options.now();
      let result: void | Promise<void>;
      try {
        result = options.save(entry);
      } catch (error) {
        options.onError?.(error);
        continue;
      }
      if (result instanceof Promise) {
        running = result
          .catch((error: unknown) => options.onError?.(error))
          .finally(() => {
            running = null;
            kick();
          });
        return;
      }
    }
  }

  return {
    trigger(trigger) {
      if (!isSaveDue(trigger, options.now(), lastSavedAt)) return;
      pending = true;
      kick();
    },
    async idle() {
      while (running) await running;
    },
  };
}
