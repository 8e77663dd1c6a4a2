import { randomBytes } from 'node:crypto';
import { createClient } from 'redis';
import { describe } from 'vitest';
import { createRedisBus } from '../../src/server/realtime/redis/adapter';
import { describeMessageBusContract } from './message-bus.contract';

const url = process.env.REDIS_URL;

/** Kills the pub/sub and normal client connections named by this test, as a Redis restart would. */
async function killClients(name: string) {
  const admin = createClient({ url });
  await admin.connect();
  try {
    for (const line of (await admin.clientList()).filter((client) => client.name === name)) {
      await admin.sendCommand(['CLIENT', 'KILL', 'ID', String(line.id)]);
    }
  } finally {
    await admin.close();
  }
}

if (url) {
  describeMessageBusContract(
    'Redis pub/sub',
    async () => {
      const namespace = `ott_bus_test_${randomBytes(4).toString('hex')}`;
      return {
        a: createRedisBus({ url, namespace }),
        b: createRedisBus({ url, namespace }),
        broken: createRedisBus({ url: 'redis://127.0.0.1:1', namespace }),
        dropConnections: () => killClients(namespace),
      };
    },
    { networked: true },
  );
} else {
  describe.skip('message bus contract: Redis (REDIS_URL is not set)', () => {});
}
