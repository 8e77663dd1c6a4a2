import { loadLatest, start, subscribe } from './notification-center';
import { renderItem } from './notification-list';
import { badgeText } from '../../lib/notifications/view';

/** The bell's popup: the latest 9, "See all notifications", closes on Escape, outside clicks and focus leaving. */
let panel: HTMLElement | null = null;

/** Starts the count and the stream; `onCount` gets the unread count and the badge's text. */
export function startBell(root: HTMLElement, onCount: (unread: number, text: string) => void): void {
  start();
  subscribe((state) => {
    onCount(state.unread, badgeText(state.unread));
    if (panel && !panel.hidden && state.latest) fill(root, panel, state.latest);
  });
}

function fill(root: HTMLElement, target: HTMLElement, items: Awaited<ReturnType<typeof loadLatest>>) {
  const list = target.querySelector('ul');
  const empty = target.querySelector<HTMLElement>('.bell__empty');
  if (!list || !empty) return;
  const language = root.dataset.language ?? 'en';
  list.replaceChildren(...items.map((item) => renderItem(item, { unread: root.dataset.unread ?? 'Unread' }, language)));
  empty.hidden = items.length > 0;
  empty.textContent = root.dataset.empty ?? '';
}

function build(root: HTMLElement, toggle: HTMLElement): HTMLElement {
  const element = document.createElement('div');
  element.className = 'bell__panel';
  element.id = 'bell-panel';
  element.setAttribute('role', 'dialog');
  element.setAttribute('aria-label', root.dataset.title ?? '');
  element.hidden = true;
  element.innerHTML = `<div class="bell__head"><h2></h2><a href="/notifications"></a></div><ul class="notification-list"></ul><p class="bell__empty" hidden></p>`;
  element.querySelector('h2')!.textContent = root.dataset.title ?? '';
  element.querySelector('.bell__head a')!.textContent = root.dataset.seeAll ?? '';
  root.append(element);
  toggle.setAttribute('aria-controls', element.id);

  const close = (returnFocus: boolean) => {
    if (element.hidden) return;
    element.hidden = true;
    toggle.setAttribute('aria-expanded', 'false');
    if (returnFocus) toggle.focus();
  };
  root.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && !element.hidden) {
      event.stopPropagation();
      close(true);
    }
  });
  document.addEventListener('click', (event) => {
    if (!root.contains(event.target as Node)) close(false);
  });
  root.addEventListener('focusout', (event) => {
    if (event.relatedTarget instanceof Node && !root.contains(event.relatedTarget)) close(false);
  });
  closers.set(element, close);
  return element;
}

const closers = new WeakMap<HTMLElement, (returnFocus: boolean) => void>();

export function togglePopup(root: HTMLElement, toggle: HTMLElement): void {
  panel ??= build(root, toggle);
  if (!panel.hidden) return closers.get(panel)?.(false);
  panel.hidden = false;
  toggle.setAttribute('aria-expanded', 'true');
  const current = panel;
  current.setAttribute('aria-busy', 'true');
  loadLatest()
    .then((items) => fill(root, current, items))
    .catch(() => {
      const empty = current.querySelector<HTMLElement>('.bell__empty');
      if (empty) {
        empty.hidden = false;
        empty.textContent = root.dataset.error ?? '';
      }
    })
    .finally(() => current.removeAttribute('aria-busy'));
}
