import { noteRemoteCall } from './budget';
import type { CircuitBreaker } from './circuit-breaker';

/**
 * The adapter with every method called through the breaker, each call noted as remote (so the request's time
 * budget applies to the data-cache load that made it). Non-function properties (`name`) are kept.
 */
export function guardUpstream<T extends object>(adapter: T, breaker: CircuitBreaker): T {
  const guarded: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(adapter)) {
    guarded[key] =
      typeof value === 'function'
        ? (...args: unknown[]) => {
            noteRemoteCall(breaker);
            return breaker.run(() => Promise.resolve(value.apply(adapter, args)));
          }
        : value;
  }
  return guarded as T;
}
