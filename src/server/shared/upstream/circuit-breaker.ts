import { UpstreamUnavailableError } from './error';

/**
 * Remembers that an upstream is failing, so requests stop waiting for it: after `failureThreshold` failures in a
 * row the circuit opens and calls fail at once; after `cooldownMs` one trial call goes through (half-open), and
 * its success closes the circuit again. Answers that show the upstream is up (a 404, a 400) are not failures.
 */
export type BreakerState = 'closed' | 'open' | 'half-open';

export interface CircuitBreaker {
  readonly name: string;
  state(): BreakerState;
  run<T>(call: () => Promise<T>): Promise<T>;
  /** A failure seen outside `run`: a request that gave up waiting for a call still in flight (a hang). */
  recordFailure(error: unknown): void;
}

export interface BreakerOptions {
  failureThreshold?: number;
  cooldownMs?: number;
  /** Whether an error means the upstream is failing (default: anything but a 4xx `status`/`statusCode`). */
  isFailure?: (error: unknown) => boolean;
  now?: () => number;
  onStateChange?: (name: string, state: BreakerState, error?: unknown) => void;
}

export const DEFAULT_FAILURE_THRESHOLD = 5;
export const DEFAULT_COOLDOWN_MS = 10_000;

function clientErrorStatus(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { status, statusCode } = error as { status?: unknown; statusCode?: unknown };
  const code = typeof status === 'number' ? status : statusCode;
  return typeof code === 'number' && code >= 400 && code < 500;
}

export function createCircuitBreaker(name: string, options: BreakerOptions = {}): CircuitBreaker {
  const threshold = options.failureThreshold ?? DEFAULT_FAILURE_THRESHOLD;
  const cooldownMs = options.cooldownMs ?? DEFAULT_COOLDOWN_MS;
  const isFailure = options.isFailure ?? ((error: unknown) => !clientErrorStatus(error));
  const now = options.now ?? Date.now;
  let state: BreakerState = 'closed';
  let failures = 0;
  let openedAt = 0;
  let trialInFlight = false;

  function moveTo(next: BreakerState, error?: unknown) {
    if (next === state) return;
    state = next;
    options.onStateChange?.(name, next, error);
  }

  function admit(): boolean {
    if (state === 'open' && now() - openedAt >= cooldownMs) moveTo('half-open');
    if (state === 'closed') return true;
    if (state === 'half-open' && !trialInFlight) {
      trialInFlight = true;
      return true;
    }
    return false;
  }

  function recordFailure(error: unknown, trial = false) {
    if (state === 'open') return;
    failures += 1;
    if (trial || state === 'half-open' || failures >= threshold) {
      openedAt = now();
      moveTo('open', error);
    }
  }

  return {
    name,
    state: () => (state === 'open' && now() - openedAt >= cooldownMs ? 'half-open' : state),
    recordFailure: (error) => recordFailure(error),
    async run(call) {
      if (!admit()) throw new UpstreamUnavailableError(name, 'circuit open after repeated failures');
      const trial = state === 'half-open';
      try {
        const value = await call();
        failures = 0;
        moveTo('closed');
        return value;
      } catch (error) {
        if (!isFailure(error)) {
          failures = 0;
          moveTo('closed');
          throw error;
        }
        recordFailure(error, trial);
        throw new UpstreamUnavailableError(name, error instanceof Error ? error.message : 'failed', { cause: error });
      } finally {
        if (trial) trialInFlight = false;
      }
    },
  };
}

/** The breakers of a process by upstream name (made on first use), for the adapters and for `/readyz`. */
export interface BreakerRegistry {
  get(name: string, options?: Pick<BreakerOptions, 'isFailure' | 'cooldownMs'>): CircuitBreaker;
  states(): Record<string, BreakerState>;
}

export function createBreakerRegistry(defaults: Omit<BreakerOptions, 'isFailure'> = {}): BreakerRegistry {
  const breakers = new Map<string, CircuitBreaker>();
  return {
    get(name, options) {
      let breaker = breakers.get(name);
      if (!breaker) {
        breaker = createCircuitBreaker(name, { ...defaults, ...options });
        breakers.set(name, breaker);
      }
      return breaker;
    },
    states: () => Object.fromEntries([...breakers].map(([name, breaker]) => [name, breaker.state()])),
  };
}
