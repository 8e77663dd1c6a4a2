/**
 * Runs tasks with the same key one after another, in the order they were asked; tasks of different keys run
 * side by side. A failed task does not stop the ones queued behind it. Keys are forgotten once idle.
 */
export function createKeyedQueue() {
  const tails = new Map<string, Promise<unknown>>();
  return {
    run<T>(key: string, task: () => Promise<T>): Promise<T> {
      const result = (tails.get(key) ?? Promise.resolve()).then(task, task);
      const tail = result.catch(() => undefined);
      tails.set(key, tail);
      void tail.then(() => {
        if (tails.get(key) === tail) tails.delete(key);
      });
      return result;
    },
    /** Keys with a task running or waiting. */
    size: () => tails.size,
  };
}
