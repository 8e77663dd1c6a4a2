import { withIslandBoundary } from '../shared/island-boundary';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import MediaCard from '../../components/MediaCard';
import type { SearchCategory } from '../../domain/search/query';
import {
  apiParams,
  hasSearchInput,
  pageParams,
  sectionOrder,
  type SearchPageState,
} from '../../domain/search/page-state';
import { getT, type Language } from '../../lib/i18n';
import { mediaPath, searchPath } from '../../lib/routes';
import type { SearchPageData, SearchReply } from '../../lib/search-api';
import { useHydrated } from '../shared/use-hydrated';
import { FilterDropdown } from './FilterDropdown';
import { AthleteResult, FederationResult, SportResult } from './ResultCards';
import { fetchSearch } from './search-client';
import { useDebounced } from './use-debounced';
import './search-page.css';

/**
 * The search page (`/q`, `/q/{query}`, spec 3 §2 Search): search box, Sports / Countries / Athletes dropdowns
 * (shown only when they have options), a Dates picker, Clear Filter, the results count and the sections (Media,
 * Sports, Federations, Athletes; `category` puts one first). Server-rendered for the query in the URL, and a GET
 * form without JavaScript. Hydrated, it searches as you type (300 ms), rewrites the URL in place on every change
 * and adds a history entry when the text is cleared.
 */
export interface SearchPageProps {
  initialState: SearchPageState;
  initialReply: SearchReply | null;
  /** Set when the server could not search. */
  initialFailed: boolean;
  options: SearchPageData['data'];
  language: Language;
  /** What the initial results' card tags are rendered against (`lastStatusChange`); later ones use their fetch time. */
  now: number;
}

/** Spec 3 §9. */
const DEBOUNCE_MS = 300;
const ATHLETES_STEP = 20;
/** Results asked for per category; "Load More" asks for more once the athletes loaded are all shown. */
export const PAGE_RESULT_LIMIT = 100;
const MAX_RESULT_LIMIT = 500;
const CARD_SIZES = '(min-width: 1024px) 300px, (min-width: 480px) 45vw, 90vw';

type Status = 'idle' | 'loading' | 'failed';

export function SearchPage(props: SearchPageProps) {
  const { options, language } = props;
  const t = getT(language, 'search');
  const hydrated = useHydrated();
  const [state, setState] = useState(props.initialState);
  const [text, setText] = useState(props.initialState.query);
  const [reply, setReply] = useState(props.initialReply);
  const [repliedAt, setRepliedAt] = useState(props.now);
  const [status, setStatus] = useState<Status>(props.initialFailed ? 'failed' : 'idle');
  const [athletesShown, setAthletesShown] = useState(ATHLETES_STEP);
  const [limit, setLimit] = useState(PAGE_RESULT_LIMIT);
  const settledText = useDebounced(text.trim(), DEBOUNCE_MS);
  const pending = useRef<AbortController | null>(null);
  const input = useRef<HTMLInputElement>(null);

  function apply(next: SearchPageState, history: 'replace' | 'push') {
    setState(next);
    setAthletesShown(ATHLETES_STEP);
    setLimit(PAGE_RESULT_LIMIT);
    const url = searchPath(next.query, pageParams(next));
    if (history === 'push') window.history.pushState(null, '', url);
    else window.history.replaceState(window.history.state, '', url);
    search(next, PAGE_RESULT_LIMIT);
  }

  function search(next: SearchPageState, resultLimit: number) {
    pending.current?.abort();
    if (!hasSearchInput(next)) {
      setReply(null);
      setStatus('idle');
      return;
    }
    const controller = new AbortController();
    pending.current = controller;
    setStatus('loading');
    const params = apiParams(next, resultLimit);
    params.set('language', language);
    fetchSearch(params, controller.signal)
      .then((result) => {
        setReply(result);
        setRepliedAt(Date.now());
        setStatus('idle');
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('[search] the search failed', error);
        setStatus('failed');
      });
  }

  // Typing settles after 300 ms; clearing the text is a new history entry, other changes replace it.
  useEffect(() => {
    if (settledText === state.query) return;
    apply({ ...state, query: settledText }, settledText === '' ? 'push' : 'replace');
    // Only the settled text triggers this; `state` is read as it is at that moment.
  }, [settledText]);

  // The island loads on the viewer's first intent (client:intent): text typed while it loaded is kept and searched.
  useEffect(() => {
    const typed = input.current?.value;
    if (typed !== undefined && typed !== text) setText(typed);
  }, []);

  // Back/forward between history entries the page made: show that entry's search.
  useEffect(() => {
    const onPopState = () => window.location.reload();
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  const setFilter = (patch: Partial<SearchPageState>) => apply({ ...state, ...patch }, 'replace');

  /** Shows 20 more athletes, asking for more results once every loaded one is shown. */
  const loadMoreAthletes = () => {
    const shown = athletesShown + ATHLETES_STEP;
    setAthletesShown(shown);
    const loaded = reply?.data.athletes.length ?? 0;
    if (reply && shown > loaded && loaded < reply.meta.total.athletes && limit < MAX_RESULT_LIMIT) {
      const more = Math.min(MAX_RESULT_LIMIT, limit + PAGE_RESULT_LIMIT);
      setLimit(more);
      search(state, more);
    }
  };
  const hasFilters = state.sports.length + state.countries.length + state.athletes.length > 0 || Boolean(state.date);
  const total = reply ? Object.values(reply.meta.total).reduce((sum, count) => sum + count, 0) : 0;
  const selected = (values: string[]) => t('selected', { count: values.length });

  const sections: Record<SearchCategory, ReactNode> = {
    vod:
      reply && reply.data.vod.length > 0 ? (
        <ul className="search-results__grid search-results__grid--media">
          {reply.data.vod.map((vod, index) => (
            <li key={vod.id}>
              <MediaCard
                card={vod.card}
                href={mediaPath(vod.card)}
                language={language}
                now={repliedAt}
                sizes={CARD_SIZES}
                priority={index === 0 && sectionOrder(state.category)[0] === 'vod'}
              />
            </li>
          ))}
        </ul>
      ) : null,
    sports:
      reply && reply.data.sports.length > 0 ? (
        <ul className="search-results__grid search-results__grid--sports">
          {reply.data.sports.map((sport) => (
            <li key={sport.slug}>
              <SportResult sport={sport} />
            </li>
          ))}
        </ul>
      ) : null,
    federations:
      reply && reply.data.federations.length > 0 ? (
        <ul className="search-results__grid search-results__grid--federations">
          {reply.data.federations.map((federation) => (
            <li key={federation.slug}>
              <FederationResult federation={federation} />
            </li>
          ))}
        </ul>
      ) : null,
    athletes:
      reply && reply.data.athletes.length > 0 ? (
        <>
          <ul className="search-results__grid search-results__grid--athletes">
            {reply.data.athletes.slice(0, hydrated ? athletesShown : reply.data.athletes.length).map((athlete) => (
              <li key={athlete.slug}>
                <AthleteResult athlete={athlete} />
              </li>
            ))}
          </ul>
          {hydrated && athletesShown < reply.meta.total.athletes && (
            <button type="button" className="button button--secondary search-results__more" onClick={loadMoreAthletes}>
              {t('load_more')}
            </button>
          )}
        </>
      ) : null,
  };

  return (
    <div className="search-page container">
      <form
        className="search-page__form"
        role="search"
        method="get"
        action={searchPath()}
        onSubmit={(event) => {
          event.preventDefault();
          if (text.trim() !== state.query)
            apply({ ...state, query: text.trim() }, text.trim() === '' ? 'push' : 'replace');
        }}
      >
        <div className="search-page__box">
          <label className="visually-hidden" htmlFor="search-page-input">
            {t('search_label')}
          </label>
          <svg
            className="search-page__icon"
            viewBox="0 0 24 24"
            width="22"
            height="22"
            aria-hidden="true"
            focusable="false"
          >
            <path
              fill="currentColor"
              d="M10 2a8 8 0 0 1 6.32 12.9l5.39 5.4-1.41 1.4-5.4-5.38A8 8 0 1 1 10 2Zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12Z"
            />
          </svg>
          <input
            ref={input}
            id="search-page-input"
            className="search-page__input"
            type="search"
            name="query"
            value={text}
            placeholder={t('placeholder')}
            autoComplete="off"
            enterKeyHint="search"
            onChange={(event) => setText(event.target.value)}
          />
          {hydrated && text && (
            <button
              type="button"
              className="search-page__clear"
              onClick={() => {
                setText('');
                input.current?.focus();
              }}
            >
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <path
                  fill="currentColor"
                  d="M18.3 5.7 12 12l6.3 6.3-1.4 1.4L10.6 13.4 4.3 19.7l-1.4-1.4L9.2 12 2.9 5.7l1.4-1.4 6.3 6.3 6.3-6.3z"
                />
              </svg>
              <span className="visually-hidden">{t('clear_text')}</span>
            </button>
          )}
          {/* Only without JavaScript: in a noscript, so hydration moves nothing (no layout shift). */}
          <noscript>
            <button type="submit" className="button button--primary search-page__submit">
              {t('submit')}
            </button>
          </noscript>
        </div>

        <fieldset className="search-page__filters">
          <legend className="visually-hidden">{t('filters_label')}</legend>
          {state.category && <input type="hidden" name="category" value={state.category} />}
          {options.sports.length > 0 && (
            <FilterDropdown
              name="sport"
              label={t('filter_sports')}
              selectedLabel={selected(state.sports)}
              options={options.sports}
              selected={state.sports}
              onChange={(sports) => setFilter({ sports })}
            />
          )}
          {options.countries.length > 0 && (
            <FilterDropdown
              name="country"
              label={t('filter_countries')}
              selectedLabel={selected(state.countries)}
              options={options.countries}
              selected={state.countries}
              onChange={(countries) => setFilter({ countries })}
            />
          )}
          {options.athletes.length > 0 && (
            <FilterDropdown
              name="athlete"
              label={t('filter_athletes')}
              selectedLabel={selected(state.athletes)}
              options={options.athletes}
              selected={state.athletes}
              onChange={(athletes) => setFilter({ athletes })}
            />
          )}
          <label className="search-page__date">
            <span>{t('filter_dates')}</span>
            <input
              type="date"
              name="date"
              value={state.date ?? ''}
              onChange={(event) => setFilter({ date: event.target.value || undefined })}
            />
          </label>
          <noscript>
            <button type="submit" className="button button--secondary">
              {t('apply')}
            </button>
          </noscript>
          {hasFilters &&
            (hydrated ? (
              <button
                type="button"
                className="search-page__reset"
                onClick={() => setFilter({ sports: [], countries: [], athletes: [], date: undefined })}
              >
                {t('clear_filter')}
              </button>
            ) : (
              <a className="search-page__reset" href={searchPath(state.query, { category: state.category })}>
                {t('clear_filter')}
              </a>
            ))}
        </fieldset>
      </form>

      <div className="search-results" aria-busy={status === 'loading'}>
        <p className="search-results__status" role="status">
          {status === 'loading'
            ? t('searching')
            : status === 'failed'
              ? t('no_results_query')
              : !hasSearchInput(state)
                ? t('prompt')
                : total === 0
                  ? state.query
                    ? t('no_results_text')
                    : t('no_results')
                  : t('results', { count: total })}
        </p>
        {status !== 'failed' &&
          sectionOrder(state.category).map((category) =>
            sections[category] ? (
              <section key={category} className="search-results__section" aria-labelledby={`results-${category}`}>
                <h2 id={`results-${category}`} className="section-title">
                  {t(`sections.${category}`)}
                  <span className="search-results__count">{reply?.meta.total[category]}</span>
                </h2>
                {sections[category]}
              </section>
            ) : null,
          )}
      </div>
    </div>
  );
}

export default withIslandBoundary(SearchPage);
