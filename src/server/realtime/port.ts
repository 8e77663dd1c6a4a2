/**
 * The realtime fan-out between server instances (DESIGN §2.3): a message published on a channel reaches every
 * subscriber of that channel in every instance sharing the bus, the publishing instance included. Three adapters:
 * `in-process` (one instance, the embedded default), `postgres` (LISTEN/NOTIFY on the shared database) and `redis`
 * (pub/sub, when `REDIS_URL` is set). All pass `tests/contract/message-bus.contract.ts`.
 *
 * Delivery is at most once and only to instances connected at that moment: a message is a nudge ("announcement 42
 * was published", "drop these cache entries"), never the only copy of data. Whoever needs every message reads the
 * durable copy from the database after a gap (see `onReconnect`).
 */
export interface MessageBus {
  readonly kind: 'in-process' | 'postgres' | 'redis';
  /** Sends `message` (JSON-serialisable, at most MAX_MESSAGE_BYTES once serialised) to `channel`. */
  publish(channel: string, message: unknown): Promise<void>;
  /** Calls `handler` with each message of `channel`, in publication order per publisher; returns the unsubscribe. */
  subscribe(channel: string, handler: (message: unknown) => void): Promise<() => void>;
  /** Calls `listener` after the connection was lost and re-established: messages may have been missed meanwhile. */
  onReconnect(listener: () => void): void;
  close(): Promise<void>;
}

/** PostgreSQL's NOTIFY payload limit is 8000 bytes; every adapter keeps the same limit so none accepts more. */
export const MAX_MESSAGE_BYTES = 7_500;

export class MessageBusError extends Error {
  override name = 'MessageBusError';
}

/** The wire form shared by the networked adapters: one transport channel per namespace, the channel inside. */
export interface Envelope {
  c: string;
  m: unknown;
}

export function encodeEnvelope(channel: string, message: unknown): string {
  const text = JSON.stringify({ c: channel, m: message } satisfies Envelope);
  if (Buffer.byteLength(text) > MAX_MESSAGE_BYTES) {
    throw new MessageBusError(`message on "${channel}" is larger than ${MAX_MESSAGE_BYTES} bytes`);
  }
  return text;
}

export function decodeEnvelope(text: string): Envelope | null {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value !== null && 'c' in value && typeof value.c === 'string') {
      return { c: value.c, m: 'm' in value ? value.m : undefined };
    }
  } catch {
    // not ours: ignored below
  }
  return null;
}
