import { afterEach, describe, expect, it } from 'vitest';
import { MAX_MESSAGE_BYTES, MessageBusError, type MessageBus } from '../../src/server/realtime/port';

export interface BusesUnderTest {
  /** Two buses of this kind sharing one medium, as two server instances would (in process: the same bus twice). */
  a: MessageBus;
  b: MessageBus;
  /** Networked kinds: a bus of this kind whose server cannot be reached. */
  broken?: MessageBus;
  /** Networked kinds: cuts every connection the buses hold, as a server restart or a network cut would. */
  dropConnections?: () => Promise<void>;
}

/** Resolves with the messages once `count` arrived, or rejects after `ms`. */
function collect(bus: MessageBus, channel: string, count: number, ms = 5_000) {
  const received: unknown[] = [];
  let done: () => void;
  const arrived = new Promise<void>((resolve) => (done = resolve));
  const subscribed = bus.subscribe(channel, (message) => {
    received.push(message);
    if (received.length === count) done();
  });
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error(`got ${received.length} of ${count} messages on ${channel}`)), ms).unref(),
  );
  return { subscribed, received, all: () => Promise.race([arrived, timeout]).then(() => received) };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What every `MessageBus` must do. Each call of `setup` gets its own namespace, so parallel files never cross. */
export function describeMessageBusContract(
  name: string,
  setup: () => Promise<BusesUnderTest>,
  { networked }: { networked: boolean },
): void {
  describe(`message bus contract: ${name}`, () => {
    let buses: BusesUnderTest | undefined;
    const open = async () => (buses = await setup());
    afterEach(async () => {
      await Promise.all([buses?.a.close(), buses?.b.close(), buses?.broken?.close()]);
      buses = undefined;
    });

    it('delivers a message to subscribers on every instance, the publisher included, in order', async () => {
      const { a, b } = await open();
      const onA = collect(a, 'news', 3);
      const onB = collect(b, 'news', 3);
      await Promise.all([onA.subscribed, onB.subscribed]);
      for (const n of [1, 2, 3]) await a.publish('news', { n, title: `Ünïcode ${n}` });
      expect(await onB.all()).toEqual([1, 2, 3].map((n) => ({ n, title: `Ünïcode ${n}` })));
      expect(await onA.all()).toHaveLength(3);
    });

    it('keeps channels apart and stops after unsubscribing', async () => {
      const { a, b } = await open();
      const other: unknown[] = [];
      await b.subscribe('other', (message) => other.push(message));
      const late: unknown[] = [];
      const stop = await b.subscribe('news', (message) => late.push(message));
      stop();
      const news = collect(b, 'news', 1);
      await news.subscribed;
      await a.publish('news', 'hello');
      expect(await news.all()).toEqual(['hello']);
      await pause(100);
      expect(other).toEqual([]);
      expect(late).toEqual([]);
    });

    it('hands each subscriber its own JSON copy, and one failing handler does not stop the others', async () => {
      const { a, b } = await open();
      await b.subscribe('news', () => {
        throw new Error('a broken subscriber');
      });
      const news = collect(b, 'news', 1);
      await news.subscribed;
      const sent = { at: new Date('2026-11-24T10:00:00Z'), ids: [1, 2] };
      await a.publish('news', sent);
      const [received] = await news.all();
      expect(received).toEqual({ at: '2026-11-24T10:00:00.000Z', ids: [1, 2] });
      expect(received).not.toBe(sent);
    });

    it(`refuses a message larger than ${MAX_MESSAGE_BYTES} bytes and delivers nothing`, async () => {
      const { a, b } = await open();
      const received: unknown[] = [];
      await b.subscribe('news', (message) => received.push(message));
      await expect(a.publish('news', 'x'.repeat(MAX_MESSAGE_BYTES))).rejects.toBeInstanceOf(MessageBusError);
      await pause(100);
      expect(received).toEqual([]);
    });

    if (!networked) return;

    it('fails a publish to a server it cannot reach within seconds instead of hanging', async () => {
      const { broken } = await open();
      if (!broken) throw new Error('setup gives no unreachable bus');
      const started = Date.now();
      await expect(broken.publish('news', 'hello')).rejects.toThrow();
      expect(Date.now() - started).toBeLessThan(8_000);
    });

    it('reconnects after losing its connection, says so, and delivers again', async () => {
      const { a, b, dropConnections } = await open();
      if (!dropConnections) throw new Error('setup cannot drop connections');
      let reconnected = 0;
      b.onReconnect(() => (reconnected += 1));
      const news = collect(b, 'news', 1, 15_000);
      await news.subscribed;
      await a.publish('warm-up', null);
      await dropConnections();
      await expect.poll(() => reconnected, { timeout: 15_000 }).toBeGreaterThan(0);
      // The publisher may itself be reconnecting: retry the publish until it goes through.
      await expect
        .poll(
          () =>
            a.publish('news', 'after the cut').then(
              () => true,
              () => false,
            ),
          { timeout: 15_000 },
        )
        .toBe(true);
      expect(await news.all()).toEqual(['after the cut']);
    });
  });
}
