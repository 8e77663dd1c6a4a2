/** Runs `start` once, on first call; a failure is not kept, so the next call tries again. */
export function once<T>(start: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= start().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
