import { onSessionHintChange, readSessionHint } from '../../stores/session-hint';

/**
 * The "Notify me" toggles of a page. A signed-in viewer's followed media are read once (on idle) to show their
 * state; a press saves at once. A guest's press opens the sign-in (the header's "Sign in" link, which opens the
 * account modal over the page): being told needs an account, since the server does the telling.
 */
type SessionModule = typeof import('../../stores/session');
let sessionModule: Promise<SessionModule> | undefined;
const loadSession = () => (sessionModule ??= import('../../stores/session'));

function whenIdle(task: () => void) {
  if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: 3_000 });
  else setTimeout(task, 300);
}

function show(button: HTMLButtonElement, on: boolean) {
  button.setAttribute('aria-pressed', String(on));
  const text = button.querySelector('.notify-me__text');
  const label = (on ? button.dataset.labelOn : button.dataset.labelOff) ?? '';
  if (text) text.textContent = label;
}

async function followed(): Promise<Set<string>> {
  const { api } = await loadSession();
  const list = await api.get<Array<{ mediaid: string }>>('/notification/follows');
  return new Set(list.map((entry) => entry.mediaid));
}

async function toggle(button: HTMLButtonElement) {
  const mediaid = button.dataset.notifyMe;
  if (!mediaid || button.getAttribute('aria-busy') === 'true') return;
  if (!readSessionHint()) {
    document.querySelector<HTMLElement>('[data-account-step="login"]')?.click();
    return;
  }
  const on = button.getAttribute('aria-pressed') !== 'true';
  button.setAttribute('aria-busy', 'true');
  try {
    const { api } = await loadSession();
    if (on) {
      await api.post('/notification/follows', { mediaid });
      void import('./push-subscribe')
        .then(({ offerPush }) => offerPush(api))
        .catch((error: unknown) => console.warn('[notify-me] browser push is not available here', error));
    }
    else await api.delete(`/notification/follows/${encodeURIComponent(mediaid)}`).catch(() => undefined);
    for (const same of document.querySelectorAll<HTMLButtonElement>(`[data-notify-me="${CSS.escape(mediaid)}"]`)) {
      show(same, on);
    }
  } catch (error) {
    console.error('[notify-me] could not be saved', error);
    const { showToast } = await import('../../stores/toasts');
    showToast('error', button.dataset.failed ?? '');
  } finally {
    button.removeAttribute('aria-busy');
  }
}

export function enhanceNotifyMe(buttons: Iterable<HTMLButtonElement>): void {
  const all = [...buttons].filter((button) => !button.dataset.ready);
  if (all.length === 0) return;
  for (const button of all) {
    button.dataset.ready = '';
    button.addEventListener('click', () => void toggle(button));
  }
  const refresh = () => {
    if (!readSessionHint()) return all.forEach((button) => show(button, false));
    followed().then(
      (ids) => all.forEach((button) => show(button, ids.has(button.dataset.notifyMe ?? ''))),
      (error: unknown) => console.error('[notify-me] followed events could not be read', error),
    );
  };
  whenIdle(refresh);
  onSessionHintChange(refresh);
}
