// languages, not the i18n module: this script runs on every page and must not bring i18next along.
import { isLanguage } from '../../lib/i18n/languages';

/**
 * Turns the header's search link into the button that opens the search panel: the panel's code (React and the
 * island) is fetched on hover or focus and mounted on the first activation, opened. `data-ready` marks a slot
 * whose toggle is live.
 */
export function enhanceSearchToggle(slot: HTMLElement): void {
  const link = slot.querySelector<HTMLAnchorElement>('a.search-toggle');
  const language = slot.dataset.language;
  if (!link || !isLanguage(language)) return;
  link.setAttribute('role', 'button');
  link.setAttribute('aria-expanded', 'false');

  let loading: Promise<typeof import('../../islands/search/mount-search-panel')> | undefined;
  const load = () => (loading ??= import('../../islands/search/mount-search-panel'));

  const open = async (event: Event) => {
    event.preventDefault();
    try {
      (await load()).mountSearchPanel(slot, language);
    } catch (error) {
      // The panel could not load (offline?): the search page still works.
      console.error('[search] the search panel could not be loaded', error);
      window.location.assign(link.href);
    }
  };
  link.addEventListener('pointerenter', () => void load(), { once: true });
  link.addEventListener('focus', () => void load(), { once: true });
  link.addEventListener('click', open, { once: true });
  // A link answers Enter by itself; a button also answers Space.
  link.addEventListener('keydown', (event) => {
    if (event.key === ' ') link.click();
  });
  slot.dataset.ready = '';
}
