/** PostgreSQL's `deadlock_detected`: it aborted this statement so that another could go on. */
const DEADLOCK_DETECTED = '40P01';

function isDeadlock(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ((current as Error & { code?: unknown }).code === DEADLOCK_DETECTED) return true;
  }
  return false;
}

/**
 * Runs `write` again when PostgreSQL aborted it to break a deadlock (at most `attempts` times in all). Only for
 * writes that may safely run twice, such as a single upsert statement.
 */
export async function retryOnDeadlock<T>(write: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await write();
    } catch (error) {
      if (attempt >= attempts || !isDeadlock(error)) throw error;
    }
  }
}
