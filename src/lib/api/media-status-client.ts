import { isEventState, type StatusFields } from '../../domain/media-status';

/**
 * A live event's status fields from `GET /api/media?ids=`, for the player and for the page that watches the status
 * before the player has loaded. Undefined when the reply does not have the item; a failed request or a reply of
 * another shape throws. The three fields are checked by hand rather than with zod: the page's watch runs inline
 * (client-directives/live-status-watch.ts), where every byte is paid on the first load.
 */
export async function fetchStatusFields(mediaid: string, signal?: AbortSignal): Promise<StatusFields | undefined> {
  const response = await fetch(`/api/media?ids=${encodeURIComponent(mediaid)}`, {
    signal,
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`GET /api/media answered ${response.status}`);
  const reply: unknown = await response.json();
  const items = typeof reply === 'object' && reply !== null && 'items' in reply ? reply.items : undefined;
  if (!Array.isArray(items)) throw new Error('GET /api/media answered without items');
  const item: unknown = items.find((entry) => entry?.mediaid === mediaid);
  if (item === undefined) return undefined;
  const { eventState, scheduledStart, scheduledEnd } = (item ?? {}) as Record<string, unknown>;
  if (
    (eventState !== undefined && !isEventState(eventState)) ||
    !isOptionalString(scheduledStart) ||
    !isOptionalString(scheduledEnd)
  ) {
    throw new Error('GET /api/media answered a status of another shape');
  }
  return { eventState, scheduledStart, scheduledEnd };
}

function isOptionalString(value: unknown): value is string | undefined {
  return value === undefined || typeof value === 'string';
}
