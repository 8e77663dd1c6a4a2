import type { NotificationView } from '../../lib/api/notifications-contract';
import { notificationHref, relativeTime } from '../../lib/notifications/view';
import { markRead } from './notification-center';

/** One notification as a list entry, for the bell's popup and `/notifications` (spec 3 §2, §4). */
export interface ItemLabels {
  unread: string;
}

const busy = new Set<string>();

/** Marks it read when unread, then goes where it leads; a failed mark is logged and the navigation still happens. */
async function open(view: NotificationView) {
  if (busy.has(view.id)) return;
  busy.add(view.id);
  try {
    await markRead(view).catch((error: unknown) => console.error('[notifications] could not mark as read', error));
    const href = notificationHref(view);
    if (href) window.location.assign(href);
    else console.warn('[notifications] nothing to open: the notification has no stream id or slug', view.id);
  } finally {
    busy.delete(view.id);
  }
}

export function renderItem(view: NotificationView, labels: ItemLabels, language: string): HTMLLIElement {
  const item = document.createElement('li');
  const href = notificationHref(view);
  const target: HTMLElement = document.createElement(href ? 'a' : 'button');
  target.className = `notification-item${view.read ? '' : ' notification-item--unread'}`;
  target.dataset.notificationId = view.id;
  if (target instanceof HTMLAnchorElement && href) target.href = href;
  if (target instanceof HTMLButtonElement) target.type = 'button';

  const title = document.createElement('strong');
  title.className = 'notification-item__title';
  title.textContent = view.title;
  target.append(title);
  if (!view.read) {
    const marker = document.createElement('span');
    marker.className = 'visually-hidden';
    marker.textContent = `, ${labels.unread}`;
    title.append(marker);
  }
  if (view.description) {
    const text = document.createElement('span');
    text.className = 'notification-item__text';
    text.textContent = view.description;
    target.append(text);
  }
  const time = document.createElement('time');
  time.className = 'notification-item__time';
  time.dateTime = view.createdAt;
  time.textContent = relativeTime(view.createdAt, new Date(), language);
  target.append(time);

  target.addEventListener('click', (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void open(view);
  });
  item.append(target);
  return item;
}
