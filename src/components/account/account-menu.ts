import { avatarColor, avatarLetter } from '../../domain/account/avatar';
import type { Language } from '../../lib/i18n';
import { accountModalPath, loginPath } from '../../lib/routes';
import { openModalAt, syncPageSearch } from '../../stores/account-modal';
import { onSessionHintChange, readSessionHint, type SessionHint } from '../../stores/session-hint';
import { markLeaving, navigateWithToast, showHandedOverToast, showToast } from '../../stores/toasts';
import { mountToastView } from './toast-view';

/**
 * The header's account corner, on every page. Kept light: it reads the stored session hint (no zod, no API
 * client); the session store loads only when a session exists (to check it with the server) or on logout, and
 * the account modal only when the address carries `?u=` or a link asks for it.
 */

type SessionModule = typeof import('../../stores/session');
let sessionModule: Promise<SessionModule> | undefined;
const loadSession = () => (sessionModule ??= import('../../stores/session'));

function whenIdle(task: () => void) {
  if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: 2_000 });
  else setTimeout(task, 200);
}

/** The signed-in part (avatar button and its menu), built on first need from the labels on the root. */
function buildUserMenu(root: HTMLElement): HTMLElement {
  const labels = root.dataset;
  const wrapper = document.createElement('div');
  wrapper.className = 'account-menu__user';
  wrapper.dataset.accountUser = '';
  wrapper.innerHTML = `
    <button type="button" class="account-menu__avatar" aria-expanded="false" aria-controls="account-menu-panel">
      <span class="account-menu__letter" aria-hidden="true"></span><span class="visually-hidden"></span>
    </button>
    <div class="account-menu__panel" id="account-menu-panel" hidden>
      <p class="account-menu__who"><strong></strong><span></span></p>
      <ul></ul>
    </div>`;
  const setText = (selector: string, text: string | undefined) => {
    const element = wrapper.querySelector(selector);
    if (element) element.textContent = text ?? '';
  };
  setText('.visually-hidden', labels.menu);
  const list = wrapper.querySelector('ul');
  const entries: Array<[string | undefined, string | undefined]> = [
    [labels.account, labels.accountLabel],
    [labels.favorites, labels.favoritesLabel],
  ];
  for (const [href, label] of entries) {
    if (!href || !label) continue;
    const item = document.createElement('li');
    const link = document.createElement('a');
    link.href = href;
    link.textContent = label;
    item.append(link);
    list?.append(item);
  }
  const logoutItem = document.createElement('li');
  const logoutButton = document.createElement('button');
  logoutButton.type = 'button';
  logoutButton.dataset.accountLogout = '';
  logoutButton.textContent = labels.logout ?? '';
  logoutItem.append(logoutButton);
  list?.append(logoutItem);
  root.querySelector('[data-toasts]')?.before(wrapper);
  setUpMenu(root, wrapper);
  return wrapper;
}

function renderUser(root: HTMLElement, hint: SessionHint | null) {
  const signIn = root.querySelector<HTMLElement>('[data-account-step]');
  if (signIn) signIn.hidden = hint !== null;
  let user = root.querySelector<HTMLElement>('[data-account-user]');
  if (!hint) {
    if (user) {
      closeMenu(user, false);
      user.hidden = true;
    }
    return;
  }
  user ??= buildUserMenu(root);
  user.hidden = false;
  const avatar = user.querySelector<HTMLElement>('.account-menu__avatar');
  avatar?.style.setProperty('--avatar', avatarColor(hint.firstName));
  const letter = user.querySelector('.account-menu__letter');
  if (letter) letter.textContent = avatarLetter(hint.firstName);
  const name = user.querySelector('.account-menu__who strong');
  if (name) name.textContent = [hint.firstName, hint.lastName].filter(Boolean).join(' ');
  const email = user.querySelector('.account-menu__who span');
  if (email) email.textContent = hint.email;
}

function closeMenu(user: HTMLElement, returnFocus: boolean) {
  const toggle = user.querySelector<HTMLButtonElement>('.account-menu__avatar');
  const panel = user.querySelector<HTMLElement>('.account-menu__panel');
  if (!toggle || !panel || panel.hidden) return;
  panel.hidden = true;
  toggle.setAttribute('aria-expanded', 'false');
  if (returnFocus) toggle.focus();
}

function setUpMenu(root: HTMLElement, user: HTMLElement) {
  const toggle = user.querySelector<HTMLButtonElement>('.account-menu__avatar');
  const panel = user.querySelector<HTMLElement>('.account-menu__panel');
  if (!toggle || !panel) return;
  toggle.addEventListener('click', () => {
    if (!panel.hidden) return closeMenu(user, false);
    panel.hidden = false;
    toggle.setAttribute('aria-expanded', 'true');
    panel.querySelector<HTMLElement>('a, button')?.focus();
  });
  user.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && !panel.hidden) {
      event.stopPropagation();
      closeMenu(user, true);
    }
  });
  document.addEventListener('click', (event) => {
    if (!user.contains(event.target as Node)) closeMenu(user, false);
  });
  user.addEventListener('focusout', (event) => {
    if (event.relatedTarget instanceof Node && !user.contains(event.relatedTarget)) closeMenu(user, false);
  });
  user.querySelector('[data-account-logout]')?.addEventListener('click', async () => {
    closeMenu(user, false);
    const { logout } = await loadSession();
    markLeaving();
    try {
      await logout();
      navigateWithToast(loginPath(), 'success', root.dataset.logoutDone ?? '');
    } catch (error) {
      markLeaving(false);
      // Signed out here anyway; the server's message says what went wrong (spec 3 §4).
      showToast('error', error instanceof Error ? error.message : String(error));
    }
  });
}

function setUpModal() {
  const language = (document.documentElement.lang || 'en') as Language;
  // The modal's banner is the site's logo, as the header shows it.
  const bannerUrl = document.querySelector<HTMLImageElement>('.site-header__logo img')?.src;
  let mounted: Promise<void> | undefined;
  const ensureModal = () => {
    mounted ??= import('../../islands/account-modal/mount').then((module) => module.mountAccountModal({ language, bannerUrl }));
  };
  const wantsModal = () => new URLSearchParams(location.search).has('u');

  if (wantsModal()) ensureModal();
  window.addEventListener('popstate', () => {
    syncPageSearch();
    if (wantsModal()) ensureModal();
  });
  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
    if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
    // "Sign in" opens the modal over the page, except on the account pages themselves.
    const step = link.dataset.accountStep;
    if (step && !document.querySelector('[data-account-page]')) {
      event.preventDefault();
      openModalAt(accountModalPath(location, step));
      ensureModal();
      return;
    }
    const url = new URL(link.href, location.href);
    if (url.origin !== location.origin || url.pathname !== location.pathname || !url.searchParams.has('u')) return;
    event.preventDefault();
    openModalAt(url.pathname + url.search);
    ensureModal();
  });
}

export function initAccountMenu(): void {
  const root = document.querySelector<HTMLElement>('[data-account-menu]');
  if (!root) return;
  const toasts = root.querySelector<HTMLElement>('[data-toasts]');
  if (toasts) mountToastView(toasts, { dismissLabel: root.dataset.dismiss ?? 'Dismiss', host: 'page' });
  showHandedOverToast();

  const render = () => renderUser(root, readSessionHint());
  render();
  onSessionHintChange(render);
  if (readSessionHint()) {
    // Check the stored session with the server (it may have ended elsewhere) without delaying the page.
    whenIdle(() => {
      void loadSession().then((session) => {
        session.$session.listen(render);
        session.$sessionLost.subscribe((lost) => {
          if (!lost) return;
          // Spec 2 §4: the session is cleared; the browser goes to /login, which shows the message.
          const message = root.dataset.sessionLost ?? '';
          if (location.pathname === loginPath()) showToast('error', message);
          else navigateWithToast(loginPath(), 'error', message);
        });
        session.startSession();
      });
    });
  }
  setUpModal();
}
