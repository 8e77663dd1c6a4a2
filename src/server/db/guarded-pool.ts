import type pg from 'pg';
import type { CircuitBreaker } from '../shared/upstream/circuit-breaker';
import { UpstreamUnavailableError } from '../shared/upstream/error';
import { isConnectionFailure, isPoolExhausted } from './connection-failure';

/**
 * The pool's promise calls go through the database's circuit breaker, so a database that is down is answered at
 * once (503 by the API) instead of every request waiting to connect, and a connection lost in the middle of a
 * transaction is reported the same way. The breaker must count only `isConnectionFailure` errors: an answer such
 * as a unique violation passes through unchanged. Callback calls (the pool's own, inside `query`) are left alone.
 */
export function guardPool(pool: pg.Pool, breaker: CircuitBreaker): pg.Pool {
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  const guardedClients = new WeakSet<pg.PoolClient>();

  function unavailable(error: unknown): unknown {
    if (!isConnectionFailure(error) || error instanceof UpstreamUnavailableError) return error;
    breaker.recordFailure(error);
    return new UpstreamUnavailableError(breaker.name, error instanceof Error ? error.message : 'failed', {
      cause: error,
    });
  }

  /** The connection failure a checked-out client met, if any. */
  const brokenClients = new WeakMap<pg.PoolClient, unknown>();

  /**
   * A checked-out client (a transaction): its queries run outside the breaker, their failures still count. Once
   * one failed for the connection, its release tells the pool to drop it: the socket's own error may come later,
   * and the pool would hand the dead connection to the next caller.
   */
  function guardClient(client: pg.PoolClient): pg.PoolClient {
    if (!guardedClients.has(client)) {
      guardedClients.add(client);
      // A checked-out client reports a lost connection as an 'error' event, which would end the process if
      // nobody listened (the pool listens only to idle clients); its release then drops the connection.
      client.on('error', (error) => brokenClients.set(client, error));
      const clientQuery = client.query.bind(client) as (...args: unknown[]) => unknown;
      (client as { query: unknown }).query = (...args: unknown[]) => {
        const result = clientQuery(...args);
        if (!(result instanceof Promise)) return result;
        return result.catch((error: unknown) => {
          if (isConnectionFailure(error)) brokenClients.set(client, error);
          throw unavailable(error);
        });
      };
    }
    brokenClients.delete(client);
    const release = client.release.bind(client);
    client.release = (error?: Error | boolean) => release(error ?? (brokenClients.get(client) as Error | undefined));
    return client;
  }

  /** A request that waited for a free connection in vain is turned away (503) without counting as an outage. */
  function busy(error: unknown): unknown {
    if (!isPoolExhausted(error)) return error;
    return new UpstreamUnavailableError(breaker.name, 'every connection is busy', { cause: error });
  }
  const guarded = <T>(call: () => Promise<T>) =>
    breaker.run(call).catch((error: unknown) => {
      throw busy(error);
    });

  const hasCallback = (args: unknown[]) => typeof args.at(-1) === 'function';
  Object.assign(pool, {
    query: (...args: unknown[]) =>
      hasCallback(args) ? query(...args) : guarded(() => query(...args) as Promise<unknown>),
    connect: (...args: unknown[]) =>
      hasCallback(args) ? connect(...args) : guarded(() => connect() as Promise<pg.PoolClient>).then(guardClient),
  });
  return pool;
}
