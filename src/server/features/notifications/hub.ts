import type { Logger } from 'pino';
import { z } from 'zod';
import {
  NOTIFICATION_CHANNEL,
  notificationSchema,
  type NotificationView,
} from '../../../lib/api/notifications-contract';
import type { MessageBus } from '../../realtime/port';

/**
 * The realtime side of notifications (Server-Sent Events). Each process holds ONE bus subscription and fans each
 * message out in memory to its open streams: a public notification to every stream, an account's own to that
 * account's streams. A message is encoded once and the same bytes are queued on every stream, so many idle
 * streams cost nothing per message beyond the queue entry. The bus only nudges (at most once); the table is the
 * durable copy: a stream opened with `Last-Event-ID` first replays what came after it, and when the bus
 * reconnects (messages may have been lost) every stream is closed so its browser reconnects and catches up.
 */
export const BUS_CHANNEL = 'notifications';

const busMessageSchema = z.object({ u: z.string().nullable(), n: notificationSchema });

export interface StreamViewer {
  userId: string | null;
}

/** Where a stream's bytes go once read: the HTTP response, when the server tells (see http/node-response.ts). */
export interface StreamTransport {
  /** Bytes written to the response that the process still holds: the client has not taken them yet. */
  unsentBytes(): number;
  /** Ends the connection at once, dropping what was not sent. */
  destroy(): void;
}

export interface OpenStreamOptions {
  viewer: StreamViewer;
  /** The id after which the client wants everything (from `Last-Event-ID`), or null for only what comes next. */
  lastEventId: number | null;
  /** The viewer's notifications after an id, oldest first (the catch-up). */
  catchUp(afterId: number): Promise<NotificationView[]>;
  /** The newest id the viewer can see (0 when none): a fresh stream starts there, so a reconnection resumes from it. */
  latestId(): Promise<number>;
  /** Aborted when the client goes away. */
  signal?: AbortSignal;
  /** The response the stream is written to; without it only the stream's own queue counts as held. */
  transport?: StreamTransport;
}

export interface NotificationHub {
  /** Subscribes to the bus (once; retried in the background until it answers). */
  start(): void;
  /** Tells every instance (this one too) about new notifications; `userId` null = for everyone. */
  announce(items: Array<{ userId: string | null; view: NotificationView }>): Promise<void>;
  /** A new event stream for one viewer. */
  open(options: OpenStreamOptions): ReadableStream<Uint8Array>;
  /** Open streams in this process. */
  size(): number;
  /** Ends every stream (shutdown, or a bus reconnection). */
  closeAll(): void;
}

interface Connection {
  userId: string | null;
  controller: ReadableStreamDefaultController<Uint8Array>;
  /** Events that arrived while the catch-up ran; null once live. */
  pending: Array<{ id: number; bytes: Uint8Array }> | null;
  lastId: number;
  closed: boolean;
  transport: StreamTransport | undefined;
  /** What the process held for this client at the last heartbeat. */
  heldAtLastBeat: number;
}

/** Where a stream starts: the id it resumes from and what it missed after it. */
interface StreamStart {
  id: number;
  views: NotificationView[];
}

const encoder = new TextEncoder();
const HEARTBEAT = encoder.encode(': ping\n\n');
const RETRY_MS = 5_000;
/**
 * Backpressure: a stream whose client does not take what it is sent is dropped (its connection ended, what it
 * held freed) once the process holds more than this for it, or when it held something at two heartbeats in a
 * row (a whole interval without draining). Its browser reconnects and catches up from the table.
 */
const MAX_HELD_BYTES = 256 * 1024;
const QUEUE_HIGH_WATER_MARK = 16 * 1024;
const CATCH_UP_LIMIT = 200;

export function encodeEvent(view: NotificationView): Uint8Array {
  return encoder.encode(`id: ${view.id}\nevent: ${NOTIFICATION_CHANNEL}\ndata: ${JSON.stringify(view)}\n\n`);
}

export function createNotificationHub({
  bus,
  logger,
  heartbeatMs = 25_000,
}: {
  bus: MessageBus;
  logger: Logger;
  heartbeatMs?: number;
}): NotificationHub {
  const everyone = new Set<Connection>();
  const byUser = new Map<string, Set<Connection>>();
  let started = false;
  let heartbeat: NodeJS.Timeout | undefined;
  const startLookups = new Map<string, Promise<StreamStart>>();

  /**
   * Streams that open together (a wave of reconnections) share their start: one lookup per viewer and starting
   * point, begun a turn of the event loop after the first of them registered. Each stream sharing it registered
   * before it read, so nothing committed meanwhile falls between the lookup and the live events; guests opening
   * together cost one query, not one each.
   */
  function sharedStart(key: string, lookUp: () => Promise<StreamStart>): Promise<StreamStart> {
    let shared = startLookups.get(key);
    if (!shared) {
      shared = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
        startLookups.delete(key);
        return lookUp();
      });
      startLookups.set(key, shared);
    }
    return shared;
  }

  /** Bytes the process holds for a client: in the stream's queue, and written to its response but not sent. */
  function held(connection: Connection): number {
    const queued = QUEUE_HIGH_WATER_MARK - (connection.controller.desiredSize ?? QUEUE_HIGH_WATER_MARK);
    return Math.max(0, queued) + (connection.transport?.unsentBytes() ?? 0);
  }

  function send(connection: Connection, bytes: Uint8Array) {
    if (connection.closed) return;
    if (held(connection) > MAX_HELD_BYTES) return drop(connection);
    connection.controller.enqueue(bytes);
  }

  function beat(connection: Connection) {
    const now = held(connection);
    if (now > 0 && connection.heldAtLastBeat > 0) return drop(connection);
    connection.heldAtLastBeat = now;
    send(connection, HEARTBEAT);
  }

  function deliver(connection: Connection, id: number, bytes: Uint8Array) {
    if (connection.pending) return void connection.pending.push({ id, bytes });
    if (id <= connection.lastId) return;
    connection.lastId = id;
    send(connection, bytes);
  }

  function fanOut(userId: string | null, view: NotificationView) {
    const bytes = encodeEvent(view);
    const id = Number(view.id);
    const targets = userId === null ? everyone : byUser.get(userId);
    for (const connection of targets ?? []) deliver(connection, id, bytes);
  }

  function remove(connection: Connection) {
    everyone.delete(connection);
    if (connection.userId) {
      const own = byUser.get(connection.userId);
      own?.delete(connection);
      if (own?.size === 0) byUser.delete(connection.userId);
    }
    if (everyone.size === 0 && heartbeat) {
      clearInterval(heartbeat);
      heartbeat = undefined;
    }
  }

  function close(connection: Connection) {
    if (connection.closed) return;
    connection.closed = true;
    remove(connection);
    try {
      connection.controller.close();
    } catch {
      // already closed by the reader going away
    }
  }

  /** A client that does not drain: its connection ends at once, so nothing it was sent stays in memory. */
  function drop(connection: Connection) {
    logger.info({ held: held(connection) }, 'notification stream dropped: its client does not take what it is sent');
    close(connection);
    connection.transport?.destroy();
  }

  function add(connection: Connection) {
    everyone.add(connection);
    if (connection.userId) {
      let own = byUser.get(connection.userId);
      if (!own) byUser.set(connection.userId, (own = new Set()));
      own.add(connection);
    }
    heartbeat ??= setInterval(() => {
      for (const each of everyone) beat(each);
    }, heartbeatMs);
    heartbeat.unref();
  }

  async function listen() {
    try {
      await bus.subscribe(BUS_CHANNEL, (message) => {
        const parsed = busMessageSchema.safeParse(message);
        if (parsed.success) fanOut(parsed.data.u, parsed.data.n);
      });
    } catch (error) {
      logger.warn({ err: error, bus: bus.kind }, 'notifications from other instances are not heard yet; retrying');
      setTimeout(() => void listen(), RETRY_MS).unref();
    }
  }

  const closeAll = () => {
    for (const connection of [...everyone]) close(connection);
  };

  return {
    start() {
      if (started) return;
      started = true;
      // Messages may have been missed while the bus was away: the streams reconnect and catch up from the table.
      bus.onReconnect(closeAll);
      void listen();
    },
    async announce(items) {
      for (const { userId, view } of items) {
        try {
          await bus.publish(BUS_CHANNEL, { u: userId, n: view });
        } catch (error) {
          // Stored anyway: this instance's streams get it now, the others' at their next reconnection.
          logger.warn({ err: error, bus: bus.kind }, 'a notification could not be sent to the other instances');
          fanOut(userId, view);
        }
      }
    },
    open({ viewer, lastEventId, catchUp, latestId, signal, transport }) {
      let connection: Connection | undefined;
      return new ReadableStream<Uint8Array>(
        {
          start(controller) {
            const current: Connection = {
              userId: viewer.userId,
              controller,
              pending: [],
              lastId: lastEventId ?? 0,
              closed: false,
              transport,
              heldAtLastBeat: 0,
            };
            connection = current;
            // A spread of retry delays, so streams closed together do not all come back in the same instant.
            const retry = RETRY_MS + Math.floor(Math.random() * RETRY_MS);
            controller.enqueue(encoder.encode(`retry: ${retry}\n: connected\n\n`));
            add(current);
            signal?.addEventListener('abort', () => close(current), { once: true });
            // Registered first, then read: whatever arrives meanwhile waits in `pending` and nothing falls between.
            const before = sharedStart(JSON.stringify([viewer.userId, lastEventId]), () =>
              lastEventId === null
                ? latestId().then((id) => ({ id, views: [] as NotificationView[] }))
                : catchUp(lastEventId).then((views) => ({ id: lastEventId, views })),
            );
            const replayed = new Set<number>();
            void before
              .then(({ id: startId, views }) => {
                current.lastId = Math.max(current.lastId, startId);
                for (const view of views.slice(0, CATCH_UP_LIMIT)) {
                  const id = Number(view.id);
                  replayed.add(id);
                  current.lastId = Math.max(current.lastId, id);
                  send(current, encodeEvent(view));
                }
                // The stream is live from here; its id is where a reconnection resumes if nothing else arrives.
                send(current, encoder.encode(`id: ${current.lastId}\nevent: ready\ndata: ${current.lastId}\n\n`));
              })
              .catch((error: unknown) => {
                logger.warn({ err: error }, 'notification stream: catch-up failed; the client will reconnect');
                close(current);
              })
              .finally(() => {
                // Arrived after the stream was registered: new to this client, unless the catch-up already sent it
                // (an id below the start comes from a transaction that committed late, and still counts).
                const waiting = current.pending ?? [];
                current.pending = null;
                for (const event of waiting) {
                  if (replayed.has(event.id)) continue;
                  current.lastId = Math.max(current.lastId, event.id);
                  send(current, event.bytes);
                }
              });
          },
          cancel() {
            if (connection) {
              connection.closed = true;
              remove(connection);
            }
          },
        },
        new ByteLengthQueuingStrategy({ highWaterMark: QUEUE_HIGH_WATER_MARK }),
      );
    },
    size: () => everyone.size,
    closeAll,
  };
}
