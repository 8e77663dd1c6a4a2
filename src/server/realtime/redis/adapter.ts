import { createClient } from 'redis';
import { decodeEnvelope, encodeEnvelope, type MessageBus } from '../port';
import { createSubscribers } from '../subscribers';

export interface RedisBusOptions {
  url: string;
  /** The pub/sub channel all messages travel on. Redis pub/sub is server-wide (database numbers do not apply). */
  namespace?: string;
  onError?: (error: unknown) => void;
}

/** Commands fail at once while disconnected (no offline queue); reconnection backs off up to 5 s. */
function newClient(url: string, name: string, isReady: () => boolean) {
  return createClient({
    url,
    name,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 5_000,
      reconnectStrategy: (retries, cause) =>
        isReady() ? Math.min(250 * 2 ** retries, 5_000) : retries < 2 ? 250 : cause,
    },
  });
}

type Client = ReturnType<typeof newClient>;
type Role = 'publisher' | 'subscriber';

/**
 * Redis pub/sub: a subscriber connection (RESP2 gives it over to pub/sub) and a publisher connection per instance.
 * node-redis reconnects and re-subscribes by itself; a first connection that fails twice is an error at once.
 */
export function createRedisBus({ url, namespace = 'ott_bus', onError = () => {} }: RedisBusOptions): MessageBus {
  const subscribers = createSubscribers();
  const clients: Partial<Record<Role, Promise<Client>>> = {};

  function open(role: Role): Promise<Client> {
    let ready = false;
    const client = newClient(url, namespace, () => ready);
    client.on('error', onError);
    client.on('ready', () => {
      if (ready && role === 'subscriber') subscribers.reconnected();
      ready = true;
    });
    return client.connect().then(async () => {
      if (role === 'subscriber') {
        await client.subscribe(namespace, (text) => {
          const envelope = decodeEnvelope(text);
          if (envelope) subscribers.deliver(envelope.c, envelope.m, onError);
        });
      }
      return client;
    });
  }

  /** Opened on first use; a connection attempt that failed is forgotten, so the next call tries again. */
  function connection(role: Role): Promise<Client> {
    clients[role] ??= open(role).catch((error: unknown) => {
      delete clients[role];
      throw error;
    });
    return clients[role];
  }

  return {
    kind: 'redis',
    async publish(channel, message) {
      const payload = encodeEnvelope(channel, message);
      const client = await connection('publisher');
      await client.publish(namespace, payload);
    },
    async subscribe(channel, handler) {
      const unsubscribe = subscribers.add(channel, handler);
      try {
        await connection('subscriber');
      } catch (error) {
        unsubscribe();
        throw error;
      }
      return unsubscribe;
    },
    onReconnect: subscribers.onReconnect,
    async close() {
      const open = [clients.publisher, clients.subscriber];
      delete clients.publisher;
      delete clients.subscriber;
      await Promise.all(
        open.map(async (pending) => {
          const client = await pending?.catch(() => undefined);
          if (client?.isOpen) await client.close().catch(() => client.destroy());
        }),
      );
    },
  };
}
