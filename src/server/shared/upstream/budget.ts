import { AsyncLocalStorage } from 'node:async_hooks';
import type { CircuitBreaker } from './circuit-breaker';

/**
 * The time a request may spend waiting for upstream data it has never seen, so a hanging upstream cannot hold
 * a page for the adapters' full timeouts. Data-cache loads record whether they called a remote upstream: a load
 * that reads local files is never cut short (a busy event loop is not an outage).
 */
interface RequestBudget {
  deadline: number;
}

/** What a data-cache load did: set by the remote upstream calls made inside it. */
export interface LoadTrace {
  remote: boolean;
  /** The breakers of the upstreams it called: a caller that gives up waiting reports the hang to them. */
  breakers: Set<CircuitBreaker>;
}

const requests = new AsyncLocalStorage<RequestBudget>();
const loads = new AsyncLocalStorage<LoadTrace>();

export function withUpstreamBudget<T>(budgetMs: number, run: () => T): T {
  return requests.run({ deadline: performance.now() + budgetMs }, run);
}

/** Milliseconds left of the current request's budget; `undefined` outside a request (jobs, tests). */
export function remainingBudgetMs(): number | undefined {
  const budget = requests.getStore();
  return budget ? Math.max(0, budget.deadline - performance.now()) : undefined;
}

export function traceLoad<T>(trace: LoadTrace, load: () => Promise<T>): Promise<T> {
  return loads.run(trace, load);
}

export function noteRemoteCall(breaker?: CircuitBreaker): void {
  const trace = loads.getStore();
  if (!trace) return;
  trace.remote = true;
  if (breaker) trace.breakers.add(breaker);
}
