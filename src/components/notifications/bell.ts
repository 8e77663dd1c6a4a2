import { afterLargestPaint } from '../after-main-content';

/**
 * Brings the bell to life without weighing on the first load: this part (a few hundred bytes) only waits; the
 * notification code loads when the page is idle after its largest paint (to fill the badge and open the stream) or
 * at the first hover, focus or click. The link becomes the popup's toggle; without JavaScript it stays a link to
 * `/notifications`.
 */
type Popup = typeof import('./bell-popup');

function whenIdle(task: () => void) {
  if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: 3_000 });
  else setTimeout(task, 300);
}

export function enhanceBell(root: HTMLElement): void {
  const toggle = root.querySelector<HTMLAnchorElement>('.bell__toggle');
  const badge = root.querySelector<HTMLElement>('[data-bell-badge]');
  if (!toggle || !badge) return;
  toggle.setAttribute('role', 'button');
  toggle.setAttribute('aria-expanded', 'false');
  toggle.setAttribute('aria-haspopup', 'dialog');

  let loading: Promise<Popup> | undefined;
  const load = () => {
    loading ??= import('./bell-popup').then((popup) => {
      popup.startBell(root, (unread, text) => {
        badge.textContent = text;
        badge.hidden = text === '';
        const label = text ? root.dataset.labelUnread?.replace('{count}', text) : root.dataset.label;
        toggle.setAttribute('aria-label', label ?? '');
        root.dataset.unreadCount = String(unread);
      });
      return popup;
    });
    return loading;
  };
  void afterLargestPaint().then(() => whenIdle(() => void load()));
  toggle.addEventListener('pointerenter', () => void load(), { once: true });
  toggle.addEventListener('focus', () => void load(), { once: true });
  toggle.addEventListener('click', (event) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    load().then(
      (popup) => popup.togglePopup(root, toggle),
      () => window.location.assign(toggle.href),
    );
  });
  toggle.addEventListener('keydown', (event) => {
    if (event.key === ' ') {
      event.preventDefault();
      toggle.click();
    }
  });
}
