import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { NotificationView } from '../../../lib/api/notifications-contract';
import { createInProcessBus } from '../../realtime/in-process/adapter';
import { createNotificationHub } from './hub';

const logger = pino({ level: 'silent' });
const view = (id: number, description = ''): NotificationView => ({
  id: String(id),
  title: `Notification ${id}`,
  description,
  createdAt: new Date(0).toISOString(),
  read: false,
  _type: 'global_notification',
  item: null,
  streamId: null,
});
const nothingBefore = { catchUp: async () => [], latestId: async () => 0 };

async function readText(stream: ReadableStream<Uint8Array>, until: (text: string) => boolean, timeoutMs = 2_000) {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const deadline = Date.now() + timeoutMs;
  while (!until(text) && Date.now() < deadline) {
    const chunk = await Promise.race([
      reader.read(),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), 50)),
    ]);
    if (chunk?.done) break;
    if (chunk?.value) text += decoder.decode(chunk.value, { stream: true });
  }
  reader.releaseLock();
  return text;
}

describe('notification hub', () => {
  it('sends heartbeats to idle streams and forgets a stream whose client went away', async () => {
    const hub = createNotificationHub({ bus: createInProcessBus(), logger, heartbeatMs: 20 });
    hub.start();
    const gone = new AbortController();
    const stream = hub.open({ viewer: { userId: null }, lastEventId: null, signal: gone.signal, ...nothingBefore });
    expect(await readText(stream, (text) => text.includes(': ping'))).toMatch(
      /event: ready\ndata: 0\n\n[\s\S]*: ping\n\n/,
    );
    expect(hub.size()).toBe(1);
    gone.abort();
    expect(hub.size()).toBe(0);
  });

  it('closes a stream whose client reads nothing, while a reading one keeps up', async () => {
    const hub = createNotificationHub({ bus: createInProcessBus(), logger });
    hub.start();
    const stalled = hub.open({ viewer: { userId: null }, lastEventId: null, ...nothingBefore });
    const reading = hub.open({ viewer: { userId: null }, lastEventId: null, ...nothingBefore });
    // The reading client drains its stream as it comes.
    let received = '';
    const reader = reading.getReader();
    const decoder = new TextDecoder();
    const draining = (async () => {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        received += decoder.decode(value, { stream: true });
      }
    })();
    const long = 'x'.repeat(900);
    for (let id = 1; id <= 400; id += 1) {
      await hub.announce([{ userId: null, view: view(id, long) }]);
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(received).toContain('id: 400\n');
    expect(hub.size()).toBe(1);
    // The stalled client finds its stream ended once it reads again; it then reconnects with Last-Event-ID.
    const stalledReader = stalled.getReader();
    let done = false;
    while (!done) done = (await stalledReader.read()).done;
    expect(done).toBe(true);
    hub.closeAll();
    await draining;
  });

  it('starts streams that open together from one lookup, made after each of them registered', async () => {
    const hub = createNotificationHub({ bus: createInProcessBus(), logger });
    hub.start();
    const lookups: Array<(id: number) => void> = [];
    const latestId = () => new Promise<number>((resolve) => lookups.push(resolve));
    const open = () => hub.open({ viewer: { userId: null }, lastEventId: null, catchUp: async () => [], latestId });
    // A wave of guests reconnecting: one lookup for all of them, not one each.
    const wave = Array.from({ length: 50 }, open);
    await new Promise((resolve) => setImmediate(resolve));
    expect(lookups).toHaveLength(1);
    // One that opens once that lookup has begun gets its own: the first one may have read before it registered.
    const late = open();
    await new Promise((resolve) => setImmediate(resolve));
    expect(lookups).toHaveLength(2);
    // A notification published while the lookups run reaches every stream, once.
    await hub.announce([{ userId: null, view: view(8) }]);
    for (const answer of lookups) answer(7);
    for (const stream of [...wave, late]) {
      const text = await readText(stream, (seen) => seen.includes('id: 8\n'));
      expect(text).toMatch(/event: ready\ndata: 7\n\n[\s\S]*id: 8\nevent: notification/);
      expect(text.match(/id: 8\n/g)).toHaveLength(1);
    }
    hub.closeAll();
  });

  it('closes every stream when the bus reconnects, so clients catch up from the table', async () => {
    const bus = createInProcessBus();
    let reconnected = () => {};
    const hub = createNotificationHub({ bus: { ...bus, onReconnect: (listener) => (reconnected = listener) }, logger });
    hub.start();
    hub.open({ viewer: { userId: 'a' }, lastEventId: null, ...nothingBefore });
    hub.open({ viewer: { userId: null }, lastEventId: null, ...nothingBefore });
    expect(hub.size()).toBe(2);
    reconnected();
    expect(hub.size()).toBe(0);
  });
});
