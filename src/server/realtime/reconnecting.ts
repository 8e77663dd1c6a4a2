/**
 * Keeps one connection to a networked bus open: connects on first use, and after a loss reconnects with a growing
 * delay (0.25 s doubling to 5 s), telling `onRestored` so subscribers can catch up on what they missed.
 */
export interface ReconnectingOptions<C> {
  connect(onLost: () => void): Promise<C>;
  disconnect(connection: C): Promise<void>;
  onRestored(): void;
  onError(error: unknown): void;
}

const FIRST_DELAY_MS = 250;
const MAX_DELAY_MS = 5_000;

export function createReconnecting<C>({ connect, disconnect, onRestored, onError }: ReconnectingOptions<C>) {
  let current: Promise<C> | undefined;
  let everConnected = false;
  let closed = false;
  let delay = FIRST_DELAY_MS;
  let retryTimer: NodeJS.Timeout | undefined;

  function lost() {
    if (closed || retryTimer) return;
    current = undefined;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void get().then(
        () => undefined,
        () => lost(),
      );
    }, delay);
    retryTimer.unref();
    delay = Math.min(delay * 2, MAX_DELAY_MS);
  }

  function get(): Promise<C> {
    if (closed) return Promise.reject(new Error('the message bus is closed'));
    current ??= connect(lost).then(
      (connection) => {
        delay = FIRST_DELAY_MS;
        if (everConnected) onRestored();
        everConnected = true;
        return connection;
      },
      (error: unknown) => {
        onError(error);
        current = undefined;
        if (everConnected) lost();
        throw error;
      },
    );
    return current;
  }

  return {
    get,
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      const connection = current;
      current = undefined;
      if (connection) await disconnect(await connection).catch(() => undefined);
    },
  };
}
