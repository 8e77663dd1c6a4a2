import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe } from 'vitest';
import { createPostgresBus } from '../../src/server/realtime/postgres/adapter';
import { describeMessageBusContract } from './message-bus.contract';

const url = process.env.DATABASE_URL;

/** Ends the other sessions listening on `namespace`, as a database restart would. */
async function terminateListeners(namespace: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where pid <> pg_backend_pid() and application_name = $1`,
      [namespace],
    );
  } finally {
    await admin.end();
  }
}

if (url) {
  describeMessageBusContract(
    'PostgreSQL LISTEN/NOTIFY',
    async () => {
      const namespace = `ott_bus_test_${randomBytes(4).toString('hex')}`;
      return {
        a: createPostgresBus({ url, namespace }),
        b: createPostgresBus({ url, namespace }),
        broken: createPostgresBus({ url: 'postgres://nobody@127.0.0.1:1/none', namespace }),
        dropConnections: () => terminateListeners(namespace),
      };
    },
    { networked: true },
  );
} else {
  describe.skip('message bus contract: PostgreSQL (DATABASE_URL is not set)', () => {});
}
