/**
 * Whether an error means the database cannot be reached (down, restarting, the network cut, no answer in time),
 * as opposed to an answer from a working database (a constraint violation, a deadlock, a syntax error), which
 * must reach the caller unchanged. Looks through the causes: drizzle wraps the driver's error.
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** SQLSTATEs of a server that is going away or not taking connections (class 08: connection exceptions). */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

/**
 * node-postgres' own messages for a connection that ended, never came ("Connection terminated due to connection
 * timeout"), or stopped answering.
 */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'Query read timeout',
  'is not queryable',
  'Client was closed and is not queryable',
];

function isUnavailableItself(error: Error): boolean {
  const code = (error as Error & { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || /^08/.test(code))) {
    return true;
  }
  return DRIVER_MESSAGES.some((message) => error.message.includes(message));
}

export function isConnectionFailure(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    if (
      isUnavailableItself(current) ||
      (current instanceof AggregateError && current.errors.some(isConnectionFailure))
    ) {
      return true;
    }
    current = current.cause;
  }
  return false;
}

/**
 * Every connection of the pool stayed busy for the whole connection timeout: the database answers, this process
 * has more work than its pool. Answered 503 like an outage, but it must not open the circuit.
 */
export function isPoolExhausted(error: unknown): boolean {
  return error instanceof Error && error.message === 'timeout exceeded when trying to connect';
}
