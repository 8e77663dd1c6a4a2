import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A toast handed from page to page (sessionStorage), through a page that redirects at once. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

/** The module as a new page loads it. */
async function newPage() {
  vi.resetModules();
  return import('./toasts');
}

describe('a handed-over toast on a page that redirects', () => {
  beforeEach(() => {
    vi.stubGlobal('sessionStorage', memoryStorage());
    vi.stubGlobal('window', { location: { assign: vi.fn(), replace: vi.fn() } });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('goes on to the next page when the redirect comes before the page showed it', async () => {
    const previous = await newPage();
    previous.navigateWithToast('/login', 'success', 'Preferences updated successfully!');

    const login = await newPage();
    login.redirectKeepingToast('/');
    login.showHandedOverToast();
    expect(login.$toasts.get()).toEqual([]);
    expect(window.location.replace).toHaveBeenCalledWith('/');

    const home = await newPage();
    home.showHandedOverToast();
    expect(home.$toasts.get().map((toast) => toast.text)).toEqual(['Preferences updated successfully!']);
  });

  it('is handed on by the redirect when the page showed it first', async () => {
    const previous = await newPage();
    previous.navigateWithToast('/login', 'success', 'Preferences updated successfully!');

    const login = await newPage();
    login.showHandedOverToast();
    login.redirectKeepingToast('/');

    const home = await newPage();
    home.showHandedOverToast();
    expect(home.$toasts.get().map((toast) => toast.text)).toEqual(['Preferences updated successfully!']);
  });
});
