/** The local side of every adapter: handlers per channel, and the listeners told about reconnections. */
export function createSubscribers() {
  const handlers = new Map<string, Set<(message: unknown) => void>>();
  const reconnectListeners: Array<() => void> = [];

  return {
    add(channel: string, handler: (message: unknown) => void): () => void {
      let set = handlers.get(channel);
      if (!set) handlers.set(channel, (set = new Set()));
      set.add(handler);
      return () => {
        set.delete(handler);
        if (set.size === 0) handlers.delete(channel);
      };
    },
    /** Hands `message` to each handler of `channel`; one handler's exception never stops the others. */
    deliver(channel: string, message: unknown, onError: (error: unknown) => void) {
      for (const handler of handlers.get(channel) ?? []) {
        try {
          handler(message);
        } catch (error) {
          onError(error);
        }
      }
    },
    onReconnect(listener: () => void) {
      reconnectListeners.push(listener);
    },
    reconnected() {
      for (const listener of reconnectListeners) listener();
    },
  };
}
