import type { NotificationView } from '../../../lib/api/notifications-contract';
import type { NotificationRow } from '../../db/repositories/notifications';

/** A stored notification in the wire shape of spec 3 §3. */
export function toView(row: NotificationRow): NotificationView {
  return {
    id: String(row.id),
    title: row.title,
    description: row.description,
    createdAt: row.createdAt.toISOString(),
    read: row.read,
    _type: row.type,
    item: row.item ? { _type: row.item.type, titleAndSlug: { slug: { current: row.item.slug } } } : null,
    streamId: row.streamId,
  };
}
