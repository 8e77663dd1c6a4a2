/** Spec 3 §9: the copied state lasts 2 s. */
const COPIED_MS = 2000;

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * The share buttons (ShareButton.astro): the system's share sheet where there is one, else the address copied to
 * the clipboard, with "copied" shown and announced for two seconds.
 */
export function enhanceShareButtons(): void {
  for (const share of document.querySelectorAll<HTMLElement>('[data-share]')) {
    const label = share.querySelector<HTMLElement>('[data-share-label]');
    const live = share.querySelector<HTMLElement>('[data-share-live]');
    const idle = label?.textContent ?? '';
    let timer: ReturnType<typeof setTimeout> | undefined;
    share.querySelector('button')?.addEventListener('click', async () => {
      const url = share.dataset.url ?? location.href;
      if (typeof navigator.share === 'function') {
        try {
          await navigator.share({ title: share.dataset.title, url });
          return;
        } catch (error) {
          if (error instanceof DOMException && error.name === 'AbortError') return;
        }
      }
      if (!(await copy(url)) || !label || !live) return;
      label.textContent = share.dataset.copied ?? idle;
      live.textContent = share.dataset.status ?? '';
      share.classList.add('is-copied');
      clearTimeout(timer);
      timer = setTimeout(() => {
        label.textContent = idle;
        live.textContent = '';
        share.classList.remove('is-copied');
      }, COPIED_MS);
    });
  }
}
