import type { PGlite } from '@electric-sql/pglite';

const nextTurnOfTheEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * PGlite runs in this thread, and the calls waiting for it follow each other in microtasks: while thousands wait
 * (streams opening at once, each reading its start id), the event loop never polls. 2,000 queued queries held
 * it for 17 s on this machine, with no connection accepted, no timer run and nothing written meanwhile; the
 * kernel's accept queue filled and it reset the connections past it. Here each call waits for the one before
 * it and then for a turn of the event loop, so I/O and timers run between any two calls. PGlite serialises its
 * calls anyway (a transaction is one call: its own queries run on its handle, not through here).
 */
export function takeTurns(client: PGlite): PGlite {
  let last: Promise<unknown> = Promise.resolve();
  function inTurn<A extends unknown[], R>(call: (...args: A) => Promise<R>) {
    return (...args: A): Promise<R> => {
      const run = last.then(nextTurnOfTheEventLoop).then(() => call(...args));
      last = run.catch(() => undefined);
      return run;
    };
  }
  client.query = inTurn(client.query.bind(client)) as PGlite['query'];
  client.exec = inTurn(client.exec.bind(client));
  client.transaction = inTurn(client.transaction.bind(client)) as PGlite['transaction'];
  return client;
}
