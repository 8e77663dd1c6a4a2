import { createServer, connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './database';
import { resultRows } from './result-rows';

const QUERIES = 400;

describe('PGlite taking turns with the event loop', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({});
  });
  afterAll(() => database.close());

  it('accepts a connection while hundreds of queries wait for PGlite, not after the last of them', async () => {
    let answered = 0;
    let answeredWhenAccepted = -1;
    const server = createServer((socket) => {
      answeredWhenAccepted = answered;
      socket.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const client = connect((server.address() as AddressInfo).port, '127.0.0.1');
      client.on('error', () => {});
      await Promise.all(
        Array.from({ length: QUERIES }, () => database.db.execute(sql`select 1`).then(() => (answered += 1))),
      );
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(answered).toBe(QUERIES);
      expect(answeredWhenAccepted).toBeGreaterThanOrEqual(0);
      expect(answeredWhenAccepted).toBeLessThan(QUERIES / 2);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('keeps each answer with its query, a failed one failing alone, and transactions whole', async () => {
    const results = await Promise.allSettled([
      database.db.execute(sql`select 1 as n`),
      database.db.execute(sql`select * from no_such_table`),
      database.db.transaction(async (tx) => {
        await tx.execute(sql`create temporary table turns (n int)`);
        await tx.execute(sql`insert into turns values (7)`);
        return resultRows(await tx.execute(sql`select n from turns`));
      }),
      database.db.execute(sql`select 3 as n`),
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    const [first, , inTransaction, last] = results.map((result) =>
      result.status === 'fulfilled' ? result.value : undefined,
    );
    expect(resultRows(first)).toEqual([{ n: 1 }]);
    expect(inTransaction).toEqual([{ n: 7 }]);
    expect(resultRows(last)).toEqual([{ n: 3 }]);
  });
});
