/** nginx's name for it: the client closed the connection before the answer (only logs and metrics see it). */
export const CLIENT_CLOSED_REQUEST = 499;

/**
 * Whether `error` is the client hanging up while its request was read: Node's `aborted` reset of the incoming
 * message, or the request's own signal aborted.
 */
export function isClientGone(error: unknown, request: Request): boolean {
  if (request.signal?.aborted) return true;
  if (!(error instanceof Error)) return false;
  return (error as NodeJS.ErrnoException).code === 'ECONNRESET' && error.message === 'aborted';
}
