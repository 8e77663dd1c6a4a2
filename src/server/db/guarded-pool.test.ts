import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { createCircuitBreaker } from '../shared/upstream/circuit-breaker';
import { isUpstreamUnavailable, UpstreamUnavailableError } from '../shared/upstream/error';
import { isConnectionFailure } from './connection-failure';
import { guardPool } from './guarded-pool';

const url = process.env.DATABASE_URL;
const pools: pg.Pool[] = [];

function guarded(connectionString: string, options: pg.PoolConfig = {}) {
  const breaker = createCircuitBreaker('database', { failureThreshold: 2, isFailure: isConnectionFailure });
  const pool = new pg.Pool({ connectionString, max: 2, connectionTimeoutMillis: 2000, ...options });
  pool.on('error', () => {});
  pools.push(pool);
  return { pool: guardPool(pool, breaker), breaker };
}

afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.end()));
});

describe('isConnectionFailure', () => {
  it('is true for a refused or lost connection and a server shutting down, also as a cause; false for answers', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(isConnectionFailure(new Error('Failed query: select 1', { cause: refused }))).toBe(true);
    expect(isConnectionFailure(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionFailure(Object.assign(new Error('terminating connection'), { code: '57P01' }))).toBe(true);
    expect(isConnectionFailure(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isConnectionFailure(Object.assign(new Error('deadlock detected'), { code: '40P01' }))).toBe(false);
  });
});

describe.skipIf(!url)('guardPool on PostgreSQL', () => {
  it('passes answers of a working database through unchanged and keeps the circuit closed', async () => {
    const { pool, breaker } = guarded(url!);
    for (let i = 0; i < 3; i += 1) {
      await expect(pool.query('select * from no_such_table_here')).rejects.toMatchObject({ code: '42P01' });
    }
    expect(breaker.state()).toBe('closed');
    expect((await pool.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it('a database that refuses connections: 503-able errors, then the circuit opens and calls fail at once', async () => {
    const { pool, breaker } = guarded('postgres://nobody@127.0.0.1:1/none');
    for (let i = 0; i < 2; i += 1)
      await expect(pool.query('select 1')).rejects.toBeInstanceOf(UpstreamUnavailableError);
    expect(breaker.state()).toBe('open');
    await expect(pool.connect()).rejects.toThrow('database: circuit open');
  });

  it('a pool whose connections all stay busy turns callers away (503) without opening the circuit', async () => {
    const { pool, breaker } = guarded(url!, { max: 1, connectionTimeoutMillis: 200 });
    const holder = await pool.connect();
    try {
      for (let i = 0; i < 3; i += 1) {
        await expect(pool.query('select 1')).rejects.toThrow('database: every connection is busy');
      }
      expect(breaker.state()).toBe('closed');
    } finally {
      holder.release();
    }
    expect((await pool.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it('a connection ended in the middle of a transaction is reported as unavailable; the pool goes on', async () => {
    const { pool, breaker } = guarded(url!);
    const client = await pool.connect();
    await client.query('begin');
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    await pool.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
    const failure = await client.query('select 1').catch((error: unknown) => error);
    expect(isUpstreamUnavailable(failure)).toBe(true);
    client.release();
    expect(breaker.state()).toBe('closed');
    expect((await pool.query('select 2 as two')).rows).toEqual([{ two: 2 }]);
  });
});
