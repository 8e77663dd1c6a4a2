import type { NotificationView } from '../../lib/api/notifications-contract';
import { NOTIFICATIONS_PAGE_SIZE } from '../../lib/notifications/constants';
import { fetchPage, onArrival, start, subscribe } from './notification-center';
import { renderItem } from './notification-list';

/**
 * `/notifications` in the browser: loads page after page (10 each) with "Load more", disabled once every
 * notification is shown (spec 3 §4); a notification that arrives meanwhile is prepended; reads mark the entry.
 */
export function showNotificationsPage(root: HTMLElement): void {
  const list = root.querySelector<HTMLUListElement>('[data-list]');
  const more = root.querySelector<HTMLButtonElement>('[data-more]');
  const status = root.querySelector<HTMLElement>('[data-status]');
  if (!list || !more || !status) return;
  const language = root.dataset.language ?? 'en';
  const labels = { unread: root.dataset.unread ?? 'Unread' };
  let shown: NotificationView[] = [];
  let total = 0;
  let nextPage = 1;

  const render = () => {
    list.replaceChildren(...shown.map((view) => renderItem(view, labels, language)));
    status.textContent = shown.length === 0 ? (root.dataset.empty ?? '') : '';
    // Only where there is more than a page: a "Load more" under one item promises what is not there.
    more.hidden = total <= NOTIFICATIONS_PAGE_SIZE;
    more.disabled = shown.length >= total;
  };

  const loadNext = async () => {
    more.disabled = true;
    try {
      const page = await fetchPage(nextPage);
      const known = new Set(shown.map((view) => view.id));
      shown = [...shown, ...page.items.filter((view) => !known.has(view.id))];
      total = page.total;
      nextPage += 1;
      render();
    } catch (error) {
      console.error('[notifications] the list could not be loaded', error);
      status.textContent = root.dataset.error ?? '';
      more.disabled = false;
    }
  };

  more.addEventListener('click', () => void loadNext());
  start();
  onArrival((view) => {
    if (shown.some((existing) => existing.id === view.id)) return;
    shown = [view, ...shown];
    total += 1;
    render();
  });
  // Reads made in the popup (or here) show as read in the list too.
  subscribe((state) => {
    const read = new Set(state.latest?.filter((view) => view.read).map((view) => view.id));
    if (!shown.some((view) => !view.read && read.has(view.id))) return;
    shown = shown.map((view) => (read.has(view.id) ? { ...view, read: true } : view));
    render();
  });
  void loadNext();
}
