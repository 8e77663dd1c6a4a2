import { withIslandBoundary } from '../shared/island-boundary';
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { z } from 'zod';
import MediaCard from '../../components/MediaCard';
import { inProgressEpisode } from '../../domain/series';
import { resumeProgress } from '../../domain/watch-lists';
import { getT, type Language } from '../../lib/i18n';
import { storedValue } from '../../lib/local-storage';
import { episodePath, seriesPath } from '../../lib/routes';
import type { EpisodeSummary } from '../../lib/search-api';
import { $history } from '../../stores/watch-lists';
import { useHydrated } from '../shared/use-hydrated';
import { fetchEpisodes } from './episodes-client';
import './series-episodes.css';

/**
 * The episodes of a series screen (spec 3 §2 Series, §4): a season filter, list or grid, season/episode labels and
 * the viewer's progress, "Load more" by pages of 20. It renders on the server with the selected season, so it works
 * without JavaScript (the filter is a GET form, "Load more" a link); hydrated, it loads seasons and pages in place.
 * When the address names no episode and the viewer is in the middle of one of this series, the address is replaced
 * with that episode (spec 3 §4).
 */
export interface SeriesEpisodesProps {
  series: { seriesId: string; title: string };
  seasons: Array<{ number: number; title?: string }>;
  season?: number;
  episodes: EpisodeSummary[];
  total: number;
  pageSize: number;
  currentEpisodeId?: string;
  /** The address names an episode (`e`): no replacement then. */
  episodeInAddress: boolean;
  playlistId?: string;
  language: Language;
  /** What the first episodes' card tags are rendered against (`lastStatusChange`); loaded ones use their fetch time. */
  now: number;
}

type Layout = 'grid' | 'list';
const layoutStorage = storedValue<Layout>('episodesLayout', z.enum(['grid', 'list']), 'grid');

const CARD_SIZES = '(min-width: 1024px) 300px, (min-width: 480px) 45vw, 90vw';

export function SeriesEpisodes(props: SeriesEpisodesProps) {
  const { series, seasons, pageSize, currentEpisodeId, playlistId, language } = props;
  const t = getT(language, 'media');
  const hydrated = useHydrated();
  const history = useStore($history, { ssr: 'initial' });
  const [season, setSeason] = useState(props.season);
  const [episodes, setEpisodes] = useState(props.episodes);
  const [total, setTotal] = useState(props.total);
  const [loadedAt, setLoadedAt] = useState(props.now);
  const [layout, setLayout] = useState<Layout>('grid');
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const replaced = useRef(false);
  const request = useRef<AbortController | null>(null);

  useEffect(() => setLayout(layoutStorage.read()), []);

  useEffect(() => {
    if (props.episodeInAddress || replaced.current) return;
    const entry = inProgressEpisode(history, series.seriesId);
    if (!entry || entry.mediaid === currentEpisodeId) return;
    replaced.current = true;
    window.location.replace(episodePath({ mediaid: entry.mediaid }, series, { playlistId }));
  }, [history, props.episodeInAddress, currentEpisodeId, series, playlistId]);

  async function load(nextSeason: number | undefined, pageOffset: number) {
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    setState('loading');
    try {
      const reply = await fetchEpisodes(
        { seriesId: series.seriesId, season: nextSeason, pageOffset, pageLimit: pageSize, language },
        controller.signal,
      );
      setEpisodes((shown) => (pageOffset === 0 ? reply.episodes : [...shown, ...reply.episodes]));
      setTotal(reply.total);
      setLoadedAt(Date.now());
      setState('idle');
    } catch (error) {
      if (!controller.signal.aborted) {
        console.info('[series] episodes could not be loaded', error);
        setState('failed');
      }
    }
  }

  const chooseSeason = (value: string) => {
    const next = Number(value);
    setSeason(next);
    const url = new URL(window.location.href);
    url.searchParams.set('season', String(next));
    url.searchParams.delete('page');
    window.history.replaceState(window.history.state, '', url);
    void load(next, 0);
  };

  const chooseLayout = (next: Layout) => {
    setLayout(next);
    layoutStorage.write(next);
  };

  // Without JavaScript "Load more" is a link: the server shows that many pages.
  const more = new URL(seriesPath(series, { playlistId, season }), 'http://localhost');
  more.searchParams.set('page', String(Math.floor(episodes.length / pageSize) + 1));
  const moreHref = `${more.pathname}${more.search}`;
  const headingId = `episodes-${series.seriesId}`;

  return (
    <section className="series-episodes" aria-labelledby={headingId}>
      <div className="series-episodes__header">
        <h2 id={headingId} className="section-title">
          {t('series.episodes_heading')}
        </h2>
        {seasons.length > 1 && (
          <form
            className="series-episodes__filter"
            method="get"
            action={seriesPath(series)}
            onSubmit={(event) => event.preventDefault()}
          >
            {playlistId && <input type="hidden" name="r" value={playlistId} />}
            <label className="series-episodes__label">
              <span>{t('series.season_filter')}</span>
              <select name="season" value={season} onChange={(event) => chooseSeason(event.target.value)}>
                {seasons.map((entry) => (
                  <option key={entry.number} value={entry.number}>
                    {entry.title
                      ? t('series.season_option_titled', { number: entry.number, title: entry.title })
                      : t('series.season_option', { number: entry.number })}
                  </option>
                ))}
              </select>
            </label>
            {/* Only without JavaScript, and in a noscript so that hydration moves nothing. */}
            <noscript>
              <button type="submit" className="button button--secondary">
                {t('series.apply')}
              </button>
            </noscript>
          </form>
        )}
        {/* In its place from the first paint (a noscript style hides it without JavaScript, see SeriesScreen). */}
        <div className="series-episodes__layout" role="group" aria-label={t('series.layout')}>
          {(['list', 'grid'] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={layout === option}
              onClick={() => chooseLayout(option)}
            >
              {t(option === 'list' ? 'series.layout_list' : 'series.layout_grid')}
            </button>
          ))}
        </div>
      </div>

      <ul className={`series-episodes__items series-episodes__items--${layout}`} aria-busy={state === 'loading'}>
        {episodes.map((episode) => (
          <li key={episode.mediaid} className="series-episodes__item">
            <MediaCard
              card={episode.card}
              href={episodePath(episode, series, { playlistId, play: true })}
              language={language}
              now={loadedAt}
              sizes={CARD_SIZES}
              current={episode.mediaid === currentEpisodeId}
              progress={hydrated ? resumeProgress(history, episode.mediaid) : undefined}
            />
            {layout === 'list' && episode.description && <p className="series-episodes__description">{episode.description}</p>}
          </li>
        ))}
      </ul>

      <div className="series-episodes__footer">
        <p className="series-episodes__status" role="status">
          {state === 'loading'
            ? t('series.loading')
            : state === 'failed'
              ? t('series.load_failed')
              : t('series.shown', { shown: episodes.length, total })}
        </p>
        {episodes.length < total && (
          <a
            className="button button--secondary"
            href={moreHref}
            onClick={(event) => {
              event.preventDefault();
              void load(season, Math.floor(episodes.length / pageSize));
            }}
          >
            {t('series.load_more')}
          </a>
        )}
      </div>
    </section>
  );
}

export default withIslandBoundary(SeriesEpisodes);
