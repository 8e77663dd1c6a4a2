import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { SearchCategory } from '../../domain/search/query';
import { getT, type Language } from '../../lib/i18n';
import { athletePath, federationPath } from '../../components/people/paths';
import { mediaPath, searchPath, sportsPath } from '../../lib/routes';
import type { SearchReply } from '../../lib/search-api';
import { useHydrated } from '../shared/use-hydrated';
import { useDebounced } from './use-debounced';
import './search-panel.css';

/**
 * The header search panel (spec 3 §2 Search): opens on click, closes on an outside click or Escape, a clear button,
 * results as you type (350 ms) — the first 3 per category, the rest as a count link to the search page; media only
 * of `media_type` video. On narrow screens it takes over the header bar (search mode). Keyboard: ↓/↑ move between
 * the input and the results, Enter in the input opens the search page. The header renders a link to `/q` in its
 * place and mounts it on first use (components/search/SearchToggle.astro).
 */
export interface SearchPanelProps {
  language: Language;
  /** Open at once (mounted by the header's search toggle when the viewer activated it). */
  initiallyOpen?: boolean;
}

const DEBOUNCE_MS = 350;
const PER_CATEGORY = 3;
/** Media results are filtered to videos here, so ask for a few more than shown. */
const REQUEST_LIMIT = 10;
const ORDER: SearchCategory[] = ['vod', 'sports', 'federations', 'athletes'];
const CATEGORY_PARAM: Record<SearchCategory, string> = { vod: 'vod', sports: 'sport', federations: 'federation', athletes: 'athletes' };

interface Row {
  key: string;
  href: string;
  title: string;
  detail?: string;
}

function rowsOf(reply: SearchReply): Record<SearchCategory, Row[]> {
  return {
    vod: reply.data.vod
      .filter((vod) => vod.media_type === 'video')
      .slice(0, PER_CATEGORY)
      .map((vod) => ({ key: vod.id, href: mediaPath(vod.card), title: vod.metadata.title, detail: vod.card.genre })),
    sports: reply.data.sports.slice(0, PER_CATEGORY).map((sport) => ({ key: sport.slug, href: sportsPath(sport.slug), title: sport.title })),
    federations: reply.data.federations
      .slice(0, PER_CATEGORY)
      .map((federation) => ({ key: federation.slug, href: federationPath(federation.slug), title: federation.title, detail: federation.abbreviation })),
    athletes: reply.data.athletes.slice(0, PER_CATEGORY).map((athlete) => ({
      key: athlete.slug,
      href: athletePath(athlete.slug),
      title: athlete.title,
      detail: [athlete.sport?.title, athlete.country?.name].filter(Boolean).join(' · ') || undefined,
    })),
  };
}

function SearchIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M10 2a8 8 0 0 1 6.32 12.9l5.39 5.4-1.41 1.4-5.4-5.38A8 8 0 1 1 10 2Zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12Z" />
    </svg>
  );
}

function CloseIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M18.3 5.7 12 12l6.3 6.3-1.4 1.4L10.6 13.4 4.3 19.7l-1.4-1.4L9.2 12 2.9 5.7l1.4-1.4 6.3 6.3 6.3-6.3z" />
    </svg>
  );
}

export function SearchPanel({ language, initiallyOpen = false }: SearchPanelProps) {
  const t = getT(language, 'search');
  const hydrated = useHydrated();
  const [open, setOpen] = useState(initiallyOpen);
  const [text, setText] = useState('');
  const [reply, setReply] = useState<SearchReply | null>(null);
  const [status, setStatus] = useState<'idle' | 'loading' | 'failed'>('idle');
  const query = useDebounced(text.trim(), DEBOUNCE_MS);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!query) {
      setReply(null);
      setStatus('idle');
      return;
    }
    const controller = new AbortController();
    setStatus('loading');
    const params = new URLSearchParams({ q: query, limit: String(REQUEST_LIMIT), language });
    // The client (and its reply validation) loads with the first search, not with every page.
    import('./search-client')
      .then(({ fetchSearch }) => fetchSearch(params, controller.signal))
      .then((result) => {
        setReply(result);
        setStatus('idle');
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('[search] the search failed', error);
        setStatus('failed');
      });
    return () => controller.abort();
  }, [query, language]);

  useEffect(() => {
    if (!open) return;
    input.current?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  if (!hydrated) {
    return (
      <a className="search-toggle" href={searchPath()}>
        <SearchIcon />
        <span className="visually-hidden">{t('panel.open')}</span>
      </a>
    );
  }

  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };

  const links = () => Array.from(root.current?.querySelectorAll<HTMLAnchorElement>('[data-search-result]') ?? []);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const items = links();
    if (items.length === 0) return;
    event.preventDefault();
    const index = items.findIndex((item) => item === document.activeElement);
    if (event.key === 'ArrowDown') items[Math.min(index + 1, items.length - 1)]?.focus();
    else if (index <= 0) input.current?.focus();
    else items[index - 1]?.focus();
  };

  const rows = reply ? rowsOf(reply) : undefined;
  const total = reply ? ORDER.reduce((sum, category) => sum + reply.meta.total[category], 0) : 0;

  return (
    <div ref={root} className={`search-panel${open ? ' is-open' : ''}`} onKeyDown={onKeyDown}>
      <button
        ref={toggle}
        type="button"
        className="search-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => (open ? close() : setOpen(true))}
      >
        <SearchIcon />
        <span className="visually-hidden">{t('panel.open')}</span>
      </button>

      <div id={panelId} className="search-panel__popup" hidden={!open}>
        <form
          className="search-panel__bar"
          role="search"
          action={searchPath()}
          onSubmit={(event) => {
            event.preventDefault();
            if (text.trim()) window.location.assign(searchPath(text.trim()));
          }}
        >
          <label className="visually-hidden" htmlFor={`${panelId}-input`}>
            {t('panel.input')}
          </label>
          <input
            ref={input}
            id={`${panelId}-input`}
            className="search-panel__input"
            type="search"
            name="query"
            value={text}
            placeholder={t('placeholder')}
            autoComplete="off"
            enterKeyHint="search"
            onChange={(event) => setText(event.target.value)}
          />
          {text && (
            <button
              type="button"
              className="search-panel__icon-button"
              onClick={() => {
                setText('');
                input.current?.focus();
              }}
            >
              <CloseIcon />
              <span className="visually-hidden">{t('clear_text')}</span>
            </button>
          )}
          <button type="button" className="search-panel__icon-button search-panel__close" onClick={close}>
            <span aria-hidden="true">←</span>
            <span className="visually-hidden">{t('panel.close')}</span>
          </button>
        </form>

        {query && (
          <div className="search-panel__results" aria-live="polite" aria-busy={status === 'loading'}>
            {status === 'failed' || (status === 'idle' && reply && total === 0) ? (
              <p className="search-panel__message">{t('no_results_query')}</p>
            ) : status === 'loading' && !reply ? (
              <p className="search-panel__message">{t('searching')}</p>
            ) : (
              rows &&
              reply && (
                <>
                  {ORDER.filter((category) => rows[category].length > 0).map((category) => (
                    <section key={category} className="search-panel__section" aria-label={t(`sections.${category}`)}>
                      <h2 className="search-panel__heading">{t(`sections.${category}`)}</h2>
                      <ul>
                        {rows[category].map((row) => (
                          <li key={row.key}>
                            <a className="search-panel__result" href={row.href} data-search-result>
                              <span className="search-panel__title">{row.title}</span>
                              {row.detail && <span className="search-panel__detail">{row.detail}</span>}
                            </a>
                          </li>
                        ))}
                      </ul>
                      {reply.meta.total[category] > PER_CATEGORY && (
                        <a className="search-panel__more" href={searchPath(query, { category: CATEGORY_PARAM[category] })} data-search-result>
                          {t('panel.more_in', { count: reply.meta.total[category], section: t(`sections.${category}`) })}
                        </a>
                      )}
                    </section>
                  ))}
                  <a className="search-panel__all" href={searchPath(query)} data-search-result>
                    {t('panel.see_all', { count: total })}
                  </a>
                </>
              )
            )}
          </div>
        )}
      </div>
    </div>
  );
}

export default SearchPanel;
