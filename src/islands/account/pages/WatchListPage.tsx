import { useStore } from '@nanostores/react';
import { useState } from 'react';
import MediaCard, { MediaCardSkeleton } from '../../../components/MediaCard';
import { WATCH_LIST_LIMIT, continueWatching, mediaIdPattern } from '../../../domain/watch-lists';
import type { Language } from '../../../lib/i18n';
import { mediaPath } from '../../../lib/routes';
import { showToast } from '../../../stores/toasts';
import { $favorites, $history, clearList } from '../../../stores/watch-lists';
import { useHydrated } from '../../shared/use-hydrated';
import { useMediaCards } from '../../watch-lists/use-media-cards';
import '../account.css';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { accountT } from '../shared/use-account-t';
import { withIslandBoundary } from '../../shared/island-boundary';

/**
 * /favorites, /continue-watching and the account area's favorites (spec 3 §2 Account area): the viewer's list as
 * a card grid (progress bars for continue watching), an empty message, and "Clear all" behind a confirmation.
 * Guests see the lists kept in this browser, signed-in viewers their account's.
 */
export type WatchListKind = 'favorites' | 'continue_watching';

const GRID_SIZES =
  '(min-width: 1024px) calc((100vw - 10rem) / 4), (min-width: 768px) calc((100vw - 7rem) / 3), ' +
  '(min-width: 480px) calc((100vw - 4rem) / 2), calc(100vw - 2rem)';

function useEntries(kind: WatchListKind) {
  const favorites = useStore($favorites, { ssr: 'initial' });
  const history = useStore($history, { ssr: 'initial' });
  const entries: Array<{ mediaid: string; progress?: number }> =
    kind === 'favorites' ? favorites : continueWatching(history);
  return entries.filter((entry) => mediaIdPattern.test(entry.mediaid)).slice(0, WATCH_LIST_LIMIT);
}

function WatchListPageView({ language, kind }: { language: Language; kind: WatchListKind }) {
  const t = accountT(language);
  const hydrated = useHydrated();
  const entries = useEntries(kind);
  const { cards, pending, failed } = useMediaCards(entries.map((entry) => entry.mediaid));
  const [confirming, setConfirming] = useState(false);
  const [clearing, setClearing] = useState(false);
  const progress = new Map(entries.map((entry) => [entry.mediaid, entry.progress]));
  const favorites = kind === 'favorites';

  const clear = async () => {
    setClearing(true);
    try {
      await clearList(favorites ? 'favorites' : 'history');
      showToast('info', t('lists.cleared'));
    } catch {
      showToast('error', t('lists.clear_failed'));
    } finally {
      setClearing(false);
      setConfirming(false);
    }
  };

  if (!hydrated) {
    return (
      <p className="account-screen__note" role="status">
        {t('form.loading')}
      </p>
    );
  }

  return (
    <section className="watch-list" aria-busy={pending || undefined}>
      <div className="watch-list__bar">
        <p className="watch-list__count">{t('lists.count', { count: entries.length })}</p>
        {entries.length > 0 && (
          <button type="button" className="button button--secondary" onClick={() => setConfirming(true)}>
            {t('lists.clear')}
          </button>
        )}
      </div>
      {entries.length === 0 ? (
        <p className="watch-list__empty">{t(favorites ? 'lists.favorites_empty' : 'lists.history_empty')}</p>
      ) : failed && cards.length === 0 ? (
        <p className="watch-list__empty" role="status">
          {t('lists.could_not_load')}
        </p>
      ) : (
        <ul className="card-grid">
          {cards.map((card) => (
            <li key={card.mediaid}>
              <MediaCard
                card={card}
                href={favorites ? mediaPath(card) : mediaPath(card, { play: true })}
                language={language}
                sizes={GRID_SIZES}
                progress={favorites ? undefined : progress.get(card.mediaid)}
              />
            </li>
          ))}
          {pending &&
            entries.slice(cards.length, cards.length + 4).map((entry) => (
              <li key={`pending-${entry.mediaid}`}>
                <MediaCardSkeleton />
              </li>
            ))}
        </ul>
      )}
      <ConfirmDialog
        open={confirming}
        title={t(favorites ? 'lists.clear_favorites_title' : 'lists.clear_history_title')}
        confirmLabel={t('lists.confirm_clear')}
        cancelLabel={t('form.cancel')}
        busy={clearing}
        busyLabel={t('form.working')}
        onConfirm={clear}
        onCancel={() => setConfirming(false)}
      >
        <p>{t(favorites ? 'lists.clear_favorites_text' : 'lists.clear_history_text')}</p>
      </ConfirmDialog>
    </section>
  );
}

export const WatchListPage = withIslandBoundary(WatchListPageView);
