import { createServer, type Server, type ServerResponse } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { writeResponse } from 'astro/app/node';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import type { NotificationView } from '../../../lib/api/notifications-contract';
import { createInProcessBus } from '../../realtime/in-process/adapter';
import { currentTransport, withNodeResponse } from '../../http/node-response';
import { createNotificationHub, type NotificationHub } from './hub';
import { STREAM_HEADERS } from './stream-request';

const logger = pino({ level: 'silent' });
const LONG = 'x'.repeat(900);
const view = (id: number): NotificationView => ({
  id: String(id),
  title: `Notification ${id}`,
  description: LONG,
  createdAt: new Date(0).toISOString(),
  read: false,
  _type: 'global_notification',
  item: null,
  streamId: null,
});
const turn = () => new Promise((resolve) => setImmediate(resolve));

interface Client {
  socket: Socket;
  /** The id of the last event received, and how many heartbeats came. */
  lastId: () => number;
  pings: () => number;
  isClosed: () => boolean;
  /** Reads again (a stalled client) until the server ends the connection. */
  readToEnd: () => Promise<void>;
}

/**
 * The notification stream served as the built server serves it: Astro's own `writeResponse` writes the hub's
 * stream to Node's response (as fast as it reads it), inside `withNodeResponse` as server.mjs runs Astro.
 */
async function serveHub(hub: NotificationHub) {
  const responses: ServerResponse[] = [];
  const server = createServer((request, response) => {
    responses.push(response);
    const gone = new AbortController();
    response.on('close', () => gone.abort());
    withNodeResponse(response, () => {
      const body = hub.open({
        viewer: { userId: null },
        lastEventId: null,
        catchUp: async () => [],
        latestId: async () => 0,
        signal: gone.signal,
        transport: currentTransport(),
      });
      void writeResponse(new Response(body, { headers: STREAM_HEADERS }), response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  /** A client of the stream; a stalled one stops reading once the stream is live. */
  async function open(stalled: boolean): Promise<Client> {
    const socket = connect(port, '127.0.0.1');
    socket.on('error', () => {});
    let text = '';
    let live = false;
    let lastId = 0;
    let pings = 0;
    let closed = false;
    const ended = new Promise<void>((resolve) => socket.once('close', () => resolve(void (closed = true))));
    const readToEnd = async () => {
      socket.resume();
      await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 2_000))]);
    };
    const ready = new Promise<void>((resolve) =>
      socket.on('data', (chunk: Buffer) => {
        // Events are split across chunks: only whole ones (up to the last blank line) are looked at.
        text += chunk.toString();
        const end = text.lastIndexOf('\n\n');
        const events = text.slice(0, end + 2);
        text = text.slice(end + 2);
        pings += events.split(': ping\n').length - 1;
        const ids = [...events.matchAll(/^id: (\d+)$/gm)];
        if (ids.length > 0) lastId = Number(ids.at(-1)![1]);
        if (!live && events.includes('event: ready')) {
          live = true;
          if (stalled) socket.pause();
          resolve();
        }
      }),
    );
    socket.write('GET /api/notification/stream HTTP/1.1\r\nHost: test\r\n\r\n');
    await ready;
    return { socket, lastId: () => lastId, pings: () => pings, isClosed: () => closed, readToEnd };
  }
  return { server, responses, open };
}

let server: Server | undefined;

/** A hub served over HTTP with two clients on it: one that reads, one that stops once its stream is live. */
async function twoClients(heartbeatMs: number) {
  const hub = createNotificationHub({ bus: createInProcessBus(), logger, heartbeatMs });
  hub.start();
  const served = await serveHub(hub);
  server = served.server;
  const reading = await served.open(false);
  const stalled = await served.open(true);
  return { hub, reading, stalled, stalledResponse: served.responses[1]! };
}

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

describe('a notification stream whose client does not drain', () => {
  it('is dropped once the server holds 256 KB for it, while a reading client gets every event', async () => {
    const { hub, reading, stalled, stalledResponse } = await twoClients(60_000);
    let id = 0;
    let mostHeld = 0;
    // 48 MB of events: far more than the kernel's buffers of a loopback connection take.
    while (!stalledResponse.destroyed && id < 48_000) {
      id += 1;
      await hub.announce([{ userId: null, view: view(id) }]);
      if (id % 20 === 0) await turn();
      mostHeld = Math.max(mostHeld, stalledResponse.writableLength);
    }
    expect(stalledResponse.destroyed).toBe(true);
    expect(mostHeld).toBeLessThan(256 * 1024 + 2 * 1024);
    // Reading again, the client finds its stream ended (its browser reconnects and catches up from the table).
    await stalled.readToEnd();
    expect(stalled.isClosed()).toBe(true);
    // The reading client went on: it has the last event, and its stream is the one left.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(reading.lastId()).toBe(id);
    expect(reading.isClosed()).toBe(false);
    expect(hub.size()).toBe(1);
  });

  it('is dropped when it held bytes at two heartbeats in a row, however few', async () => {
    const { hub, reading, stalled, stalledResponse } = await twoClients(150);
    // Events until the kernel's buffers (they grow for a while) are full and the process keeps the rest, then
    // no more events.
    let id = 0;
    while (id < 48_000) {
      for (const last = id + 100; id < last; ) await hub.announce([{ userId: null, view: view((id += 1)) }]);
      await new Promise((resolve) => setTimeout(resolve, 30));
      if (stalledResponse.writableLength > 0) break;
    }
    expect(stalledResponse.writableLength).toBeGreaterThan(0);
    expect(stalledResponse.writableLength).toBeLessThan(256 * 1024);
    const deadline = Date.now() + 2_000;
    while (!stalledResponse.destroyed && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(stalledResponse.destroyed).toBe(true);
    await stalled.readToEnd();
    expect(stalled.isClosed()).toBe(true);
    // A client that reads is never dropped for being idle: heartbeats keep coming to it.
    const before = reading.pings();
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(reading.pings()).toBeGreaterThan(before + 2);
    expect(reading.isClosed()).toBe(false);
    expect(hub.size()).toBe(1);
  });
});
