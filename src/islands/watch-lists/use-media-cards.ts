import { useEffect, useState } from 'react';
import type { CardData } from '../../domain/card';
import { fetchMediaCards } from './media-cards-client';

/**
 * Card data for a changing list of media ids. Cards already loaded are kept, so removing a favorite or saving
 * progress elsewhere on the page re-renders at once; only ids never seen are requested.
 */
export interface MediaCardsState {
  /** Loaded cards, in the order of `ids` (unknown media left out). */
  cards: CardData[];
  /** Some ids are still being loaded. */
  pending: boolean;
  /** The last request failed. */
  failed: boolean;
}

interface Known {
  cards: Map<string, CardData>;
  /** Ids the API did not return (deleted or unknown media): not asked for again. */
  missing: Set<string>;
}

export function cardsFor(ids: string[], known: Known): { cards: CardData[]; toLoad: string[] } {
  const cards: CardData[] = [];
  const toLoad: string[] = [];
  for (const id of ids) {
    const card = known.cards.get(id);
    if (card) cards.push(card);
    else if (!known.missing.has(id)) toLoad.push(id);
  }
  return { cards, toLoad };
}

export function useMediaCards(ids: string[]): MediaCardsState {
  const [known, setKnown] = useState<Known>(() => ({ cards: new Map(), missing: new Set() }));
  const [failedKey, setFailedKey] = useState<string | null>(null);
  const { cards, toLoad } = cardsFor(ids, known);
  const loadKey = toLoad.join(',');

  useEffect(() => {
    if (!loadKey) return;
    const abort = new AbortController();
    const requested = loadKey.split(',');
    fetchMediaCards(requested, { signal: abort.signal })
      .then((items) => {
        setKnown((previous) => {
          const next: Known = { cards: new Map(previous.cards), missing: new Set(previous.missing) };
          for (const item of items) next.cards.set(item.mediaid, item);
          for (const id of requested) if (!next.cards.has(id)) next.missing.add(id);
          return next;
        });
        setFailedKey(null);
      })
      .catch((error: unknown) => {
        if (abort.signal.aborted) return;
        console.warn('[watch-lists] could not load cards', error);
        setFailedKey(loadKey);
      });
    return () => abort.abort();
  }, [loadKey]);

  const failed = failedKey !== null && failedKey === loadKey;
  return { cards, pending: toLoad.length > 0 && !failed, failed };
}
