import { withIslandBoundary } from '../shared/island-boundary';
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { WATCH_LIST_LIMIT, isFavorite } from '../../domain/watch-lists';
import { getT, type Language } from '../../lib/i18n';
import { ApiRequestError } from '../../lib/api/client';
import { $favorites, toggleFavorite } from '../../stores/watch-lists';
import './favorite-button.css';

/**
 * Adds or removes a media from the viewer's favorites (spec 1 §4, spec 3 §4) and confirms it with the spec's
 * toast texts in a polite live region. A full list (48) shows the limit warning and adds nothing. Enabled from the
 * first paint: a press before the island is live is held and replayed by its directive (decision 4201).
 */
export interface FavoriteButtonProps {
  mediaid: string;
  language: Language;
}

type Toast = { text: string; tone: 'success' | 'info' | 'warning' | 'error'; serial: number };

const TOAST_MS = 4000;

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
        d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.9 3.6 4.5 7 4.5c2 0 3.4 1.1 5 3 1.6-1.9 3-3 5-3 3.4 0 5.5 3.4 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4Z"
      />
    </svg>
  );
}

export function FavoriteButton({ mediaid, language }: FavoriteButtonProps) {
  const t = getT(language, 'player');
  const favorites = useStore($favorites, { ssr: 'initial' });
  const active = isFavorite(favorites, mediaid);
  const [toast, setToast] = useState<Toast | null>(null);

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast]);

  const onClick = () => {
    const result = toggleFavorite(mediaid);
    const serial = (toast?.serial ?? 0) + 1;
    if (result.warning === 'limit') {
      setToast({ text: t('favorites.limit', { limit: WATCH_LIST_LIMIT }), tone: 'warning', serial });
      return;
    }
    setToast({ text: t(result.added ? 'favorites.added' : 'favorites.removed'), tone: result.added ? 'success' : 'info', serial });
    // Signed in, the account may still refuse (a 400 carries the server's message, spec 3 §5).
    result.saved.catch((error: unknown) => {
      const serverMessage = error instanceof ApiRequestError && error.status === 400 ? error.message : undefined;
      const text = serverMessage ?? t(result.added ? 'favorites.add_failed' : 'favorites.remove_failed');
      setToast({ text, tone: 'error', serial: serial + 1 });
    });
  };

  return (
    <span className="favorite">
      <button
        type="button"
        className={`favorite__button${active ? ' is-active' : ''}`}
        aria-pressed={active}
        title={active ? t('favorites.remove') : t('favorites.add')}
        onClick={onClick}
      >
        <HeartIcon filled={active} />
        <span>{t('favorites.button')}</span>
      </button>
      <span className="favorite__live" role="status" aria-live="polite">
        {toast && (
          <span key={toast.serial} className={`favorite__toast favorite__toast--${toast.tone}`}>
            {toast.text}
          </span>
        )}
      </span>
    </span>
  );
}

export default withIslandBoundary(FavoriteButton);
