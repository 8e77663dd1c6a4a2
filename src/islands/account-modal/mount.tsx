import { createRoot } from 'react-dom/client';
import type { Language } from '../../lib/i18n';
import { loadNamespace } from '../../lib/i18n/load-namespace';
// As URLs, not imports: imported CSS of this lazily loaded module would be added to every page's stylesheets.
import accountStyles from '../account/account.css?url';
import modalStyles from './account-modal.css?url';
import { withIslandBoundary } from '../shared/island-boundary';
import { loadStylesheet } from '../shared/load-stylesheet';
import { AccountModal } from './AccountModal';

const BoundedModal = withIslandBoundary(AccountModal);

/**
 * Loaded by the header only when the address carries `?u=` or a link opens the modal: the `account` messages of
 * the page's language and the modal's styles, then the modal in its own React root at the end of the body.
 */
export async function mountAccountModal({
  language,
  bannerUrl,
}: {
  language: Language;
  bannerUrl?: string;
}): Promise<void> {
  await Promise.all([loadNamespace(language, 'account'), loadStylesheet(accountStyles), loadStylesheet(modalStyles)]);
  const container = document.createElement('div');
  container.id = 'account-modal-root';
  document.body.append(container);
  createRoot(container).render(<BoundedModal language={language} bannerUrl={bannerUrl} />);
}
