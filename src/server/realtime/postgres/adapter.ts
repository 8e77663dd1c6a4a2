import pg from 'pg';
import { decodeEnvelope, encodeEnvelope, type MessageBus } from '../port';
import { createReconnecting } from '../reconnecting';
import { createSubscribers } from '../subscribers';

export interface PostgresBusOptions {
  url: string;
  /** The NOTIFY channel all messages travel on (one per deployment; databases are separate anyway). */
  namespace?: string;
  onError?: (error: unknown) => void;
}

/**
 * LISTEN/NOTIFY on the shared PostgreSQL database: one dedicated connection per instance listens and publishes.
 * NOTIFY is transactional and per database, so instances of one deployment (one database) hear each other only.
 */
export function createPostgresBus({ url, namespace = 'ott_bus', onError = () => {} }: PostgresBusOptions): MessageBus {
  const subscribers = createSubscribers();
  const channel = pg.escapeIdentifier(namespace);

  const connection = createReconnecting<pg.Client>({
    async connect(onLost) {
      const client = new pg.Client({
        connectionString: url,
        connectionTimeoutMillis: 5_000,
        keepAlive: true,
        application_name: namespace,
      });
      client.on('error', (error) => {
        onError(error);
        onLost();
      });
      client.on('end', onLost);
      client.on('notification', ({ channel: name, payload }) => {
        if (name !== namespace || payload === undefined) return;
        const envelope = decodeEnvelope(payload);
        if (envelope) subscribers.deliver(envelope.c, envelope.m, onError);
      });
      try {
        await client.connect();
        await client.query(`LISTEN ${channel}`);
      } catch (error) {
        client.removeAllListeners('end');
        await client.end().catch(() => undefined);
        throw error;
      }
      return client;
    },
    disconnect: (client) => client.end(),
    onRestored: subscribers.reconnected,
    onError,
  });

  return {
    kind: 'postgres',
    async publish(name, message) {
      const payload = encodeEnvelope(name, message);
      const client = await connection.get();
      await client.query('select pg_notify($1, $2)', [namespace, payload]);
    },
    async subscribe(name, handler) {
      const unsubscribe = subscribers.add(name, handler);
      try {
        await connection.get();
      } catch (error) {
        unsubscribe();
        throw error;
      }
      return unsubscribe;
    },
    onReconnect: subscribers.onReconnect,
    close: connection.close,
  };
}
