import { withIslandBoundary } from '../shared/island-boundary';
import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import MediaCard, { MediaCardSkeleton } from '../../components/MediaCard';
import { initScrollers } from '../../components/scroller';
import { WATCH_LIST_LIMIT, continueWatching, mediaIdPattern } from '../../domain/watch-lists';
import { getT, type Language } from '../../lib/i18n';
import { mediaPath } from '../../lib/routes';
import { $favorites, $history } from '../../stores/watch-lists';
import { useMediaCards } from './use-media-cards';

/**
 * The viewer's own shelves on the home page: Favorites and Continue Watching (spec 1 §4, spec 3 §2 Home).
 * Public HTML is the same for everybody, so this renders nothing on the server and nothing while the lists are
 * empty; with items it shows the same shelf markup as the server shelves (`src/components/Shelf.astro`), with
 * progress bars for continue watching.
 */
export interface WatchListShelfProps {
  kind: 'favorites' | 'continue_watching';
  title: string;
  language: Language;
}

const SKELETON_COUNT = 5;

function useListedMedia(kind: WatchListShelfProps['kind']): Array<{ mediaid: string; progress?: number }> {
  // `ssr: 'initial'`: the server render and hydration see empty lists, then the stored lists are read.
  const favorites = useStore($favorites, { ssr: 'initial' });
  const history = useStore($history, { ssr: 'initial' });
  const entries = kind === 'favorites' ? favorites : continueWatching(history);
  return entries.filter((entry) => mediaIdPattern.test(entry.mediaid)).slice(0, WATCH_LIST_LIMIT);
}

function ScrollButtons({ language }: { language: Language }) {
  const t = getT(language);
  return (
    <span className="shelf__controls">
      <button type="button" className="scroll-button" data-scroll="prev" aria-label={t('shelf.scroll_previous')} hidden>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M15.4 6.6 14 5.2 7.2 12l6.8 6.8 1.4-1.4L10 12z" />
        </svg>
      </button>
      <button type="button" className="scroll-button" data-scroll="next" aria-label={t('shelf.scroll_next')} hidden>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M8.6 17.4 10 18.8l6.8-6.8L10 5.2 8.6 6.6 14 12z" />
        </svg>
      </button>
    </span>
  );
}

export function WatchListShelf({ kind, title, language }: WatchListShelfProps) {
  const t = getT(language);
  const entries = useListedMedia(kind);
  const { cards, pending, failed } = useMediaCards(entries.map((entry) => entry.mediaid));
  const sectionRef = useRef<HTMLElement>(null);
  const progressById = new Map(entries.map((entry) => [entry.mediaid, entry.progress]));
  const headingId = `shelf-${kind.replace('_', '-')}`;
  const ready = cards.length > 0 && !pending;

  useEffect(() => {
    // The arrow buttons (shared with the server shelves) need the final track; the section is re-keyed when the
    // number of cards changes, so each new track is enhanced once.
    if (ready && sectionRef.current?.parentElement) initScrollers(sectionRef.current.parentElement);
  }, [ready, cards.length]);

  if (entries.length === 0) return null;
  if (cards.length === 0 && !pending && !failed) return null;

  return (
    <section
      key={ready ? cards.length : 'loading'}
      ref={sectionRef}
      className="shelf"
      aria-labelledby={headingId}
      aria-busy={pending || undefined}
      data-scroller
    >
      <div className="shelf__header">
        <div className="shelf__heading">
          <h2 id={headingId} className="shelf__title">
            {title}
          </h2>
        </div>
        {ready && <ScrollButtons language={language} />}
      </div>
      {failed && cards.length === 0 ? (
        <p className="shelf__message" role="status">
          {t('shelf.could_not_load')}
        </p>
      ) : (
        <ul className="shelf__track" data-scroll-track>
          {cards.map((card) => (
            <li key={card.mediaid}>
              <MediaCard
                card={card}
                href={kind === 'continue_watching' ? mediaPath(card, { play: true }) : mediaPath(card)}
                language={language}
                progress={kind === 'continue_watching' ? progressById.get(card.mediaid) : undefined}
              />
            </li>
          ))}
          {cards.length === 0 &&
            Array.from({ length: Math.min(SKELETON_COUNT, entries.length) }, (_, index) => (
              <li key={`skeleton-${index}`}>
                <MediaCardSkeleton />
              </li>
            ))}
        </ul>
      )}
    </section>
  );
}

export default withIslandBoundary(WatchListShelf);
