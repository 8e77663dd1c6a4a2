import { atom } from 'nanostores';

/**
 * Toasts of the account screens (spec 3 §8): success, info and error notices shown for a few seconds over any
 * page. Any island adds one with `showToast`; the header renders them in live regions on every page. A toast
 * that must survive a page change (signed out → /login, account deleted → /) is handed over in session storage.
 */
export type ToastTone = 'success' | 'info' | 'error';

/** A link offered with the toast (e.g. "Sign in"); `step` opens that account step over the page. */
export interface ToastAction {
  label: string;
  href: string;
  step?: string;
}

export interface Toast {
  id: number;
  tone: ToastTone;
  text: string;
  action?: ToastAction;
}

export const TOAST_DURATION_MS: Record<ToastTone, number> = { success: 5_000, info: 5_000, error: 8_000 };
/** Older toasts make room beyond this many. */
export const MAX_TOASTS = 3;
const NEXT_PAGE_KEY = 'jwapp.next_page_toast';

export const $toasts = atom<Toast[]>([]);

/**
 * Where toasts show: in the page (the header's regions), or inside the account modal while it is open — a modal
 * `<dialog>` makes the rest of the page inert and covers it with its backdrop.
 */
export type ToastHost = 'page' | 'modal';
export const $toastHost = atom<ToastHost>('page');

let lastId = 0;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

export function dismissToast(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  $toasts.set($toasts.get().filter((toast) => toast.id !== id));
}

/** Whether a new toast takes the place of a shown one: the same words again, or a newer error (the older is stale). */
function replaces(next: Pick<Toast, 'tone' | 'text'>, shown: Toast): boolean {
  return shown.text === next.text || (next.tone === 'error' && shown.tone === 'error');
}

/**
 * Shows a toast, in place of one of the same kind (see `replaces`); different news stack, the newest 3. A toast
 * with an action stays until dismissed: it asks the viewer to do something.
 */
export function showToast(tone: ToastTone, text: string, action?: ToastAction): number {
  const id = ++lastId;
  const kept = $toasts
    .get()
    .filter((toast) => !replaces({ tone, text }, toast))
    .slice(-(MAX_TOASTS - 1));
  for (const dropped of $toasts.get().filter((toast) => !kept.includes(toast))) dismissToast(dropped.id);
  $toasts.set([...kept, { id, tone, text, ...(action && { action }) }]);
  if (!action) timers.set(id, setTimeout(() => dismissToast(id), TOAST_DURATION_MS[tone]));
  return id;
}

function sessionStore(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Set while the page is being left on purpose (after sign-out, a password change, deletion): a login-protected
 * island that sees the viewer signed out must not start a second navigation of its own.
 */
let leaving = false;

export function markLeaving(value = true): void {
  leaving = value;
}

/** Goes to `href` and shows the toast there (`replace`: without a new history entry). */
export function navigateWithToast(href: string, tone: ToastTone, text: string, options: { replace?: boolean } = {}): void {
  leaving = true;
  try {
    sessionStore()?.setItem(NEXT_PAGE_KEY, JSON.stringify({ tone, text }));
  } catch {
    // Storage refused: the page changes without the notice.
  }
  if (options.replace) window.location.replace(href);
  else window.location.assign(href);
}

/**
 * Leaves the page for `href` at once (a redirect), handing the newest toast on so it is not lost on the way. A toast
 * the previous page handed over and this one has not shown yet stays handed over, to the next page.
 */
export function redirectKeepingToast(href: string): void {
  if (leaving) return;
  const newest = $toasts.get().at(-1);
  if (newest) return navigateWithToast(href, newest.tone, newest.text, { replace: true });
  leaving = true;
  window.location.replace(href);
}

/**
 * Shows the toast the previous page handed over, once. Not on a page that is being left: a signed-in viewer's
 * `/login` can redirect before its layout script runs, and the toast is for the page it goes to.
 */
export function showHandedOverToast(): void {
  if (leaving) return;
  const storage = sessionStore();
  const raw = storage?.getItem(NEXT_PAGE_KEY);
  if (!raw) return;
  storage?.removeItem(NEXT_PAGE_KEY);
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return;
    const { tone, text } = value as Record<string, unknown>;
    if ((tone === 'success' || tone === 'info' || tone === 'error') && typeof text === 'string' && text.length <= 300) {
      showToast(tone, text);
    }
  } catch {
    // Not ours or corrupt: dropped.
  }
}
