import { atom } from 'nanostores';
import { accountModalPath, withoutAccountModal } from '../lib/routes';

/**
 * The address the account modal follows (spec 2 §2: `?u=` selects the step). Opening the modal adds a history
 * entry, so Back closes it; moving between steps replaces that entry; closing goes back over it (or, when the page
 * was opened with `?u=`, removes the modal's parameters in place).
 */
export const $pageSearch = atom<string>(typeof location === 'undefined' ? '' : location.search);

const MARK = 'accountModal';

function openedByUs(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as Record<string, unknown>)[MARK] === true;
}

/** Reads the address again (after Back/Forward). */
export function syncPageSearch(): void {
  $pageSearch.set(location.search);
}

/** Opens the modal at a same-page address carrying `?u=` (a link was followed). */
export function openModalAt(url: string): void {
  history.pushState({ [MARK]: true }, '', url);
  syncPageSearch();
}

/** Shows `step`: opens the modal, or moves the open modal to it. */
export function showAccountStep(step: string, extra: Record<string, string> = {}): void {
  const url = accountModalPath(location, step, extra);
  if (new URLSearchParams(location.search).has('u')) history.replaceState(history.state, '', url);
  else history.pushState({ [MARK]: true }, '', url);
  syncPageSearch();
}

export function closeAccountModal(): void {
  if (openedByUs(history.state)) {
    history.back();
    return;
  }
  history.replaceState(history.state, '', withoutAccountModal(location));
  syncPageSearch();
}
