import { createRoot } from 'react-dom/client';
import type { Language } from '../../lib/i18n';
import { loadNamespace } from '../../lib/i18n/load-namespace';
import { SearchPanel } from './SearchPanel';

/** Replaces the header's search link with the search panel, open (see components/search/search-toggle.ts). */
export async function mountSearchPanel(container: HTMLElement, language: Language): Promise<void> {
  await loadNamespace(language, 'search');
  container.replaceChildren();
  createRoot(container).render(<SearchPanel language={language} initiallyOpen />);
}
