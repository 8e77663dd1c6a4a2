import { resolve } from 'node:path';
import type { Cms } from '../cms/port';
import { createScheduleReader, isEpgHostFailure } from '../epg/reader';
import { createFeedReader, isFeedHostFailure } from '../feeds/reader';
import { makeAppContentSearch } from '../features/app-content-search';
import { makeCatalog } from '../features/catalog';
import { makeEmbed } from '../features/embed';
import { makeEpisodesApi } from '../features/episodes-api';
import { makeEventData } from '../features/event-data';
import { makeHome } from '../features/home';
import { makeLayout } from '../features/layout';
import { makeLiveGuide } from '../features/live-guide';
import { makeMediaPage } from '../features/media-page';
import { makeMultiview } from '../features/multiview';
import { makePeople } from '../features/people';
import { makePodcasts } from '../features/podcasts';
import { makeSchedule } from '../features/schedule';
import { makeSearch } from '../features/search';
import { makeSearchCatalog } from '../features/search-catalog';
import { makeSeries } from '../features/series';
import { makeSeriesPage } from '../features/series-page';
import type { SiteConfigUseCases } from '../features/site-config';
import { makeSports } from '../features/sports';
import type { MediaPlatform } from '../media/port';
import type { ResultsSource } from '../results/port';
import type { Core } from './core';

export interface UseCaseNeeds {
  media: MediaPlatform;
  cms: Cms;
  results: ResultsSource;
  siteConfig: SiteConfigUseCases;
}

/** The pages' use-cases, each given the ports it uses; built once per process, handed to pages as `locals.useCases`. */
export function buildUseCases(core: Core, { media, cms, results, siteConfig }: UseCaseNeeds) {
  const { env, cache, logger, clock, demoDir, upstreams } = core;
  const mediaTtlMs = env.CACHE_TTL_MEDIA_S * 1000;
  const cmsTtlMs = env.CACHE_TTL_CMS_S * 1000;
  const cmsReads = { cache, cms, logger, cmsTtlMs };

  const catalog = makeCatalog({ cache, media, mediaTtlMs });
  const series = makeSeries({ cache, media, mediaTtlMs });
  const mediaPage = makeMediaPage({ catalog, series, logger });
  const people = makePeople({ ...cmsReads, catalog });
  const sports = makeSports({ ...cmsReads, catalog });
  const home = makeHome({ ...cmsReads, catalog });
  const searchCatalog = makeSearchCatalog({ cache, media, logger, mediaTtlMs, catalog, series });
  const search = makeSearch({ ...cmsReads, clock, people, sports, searchCatalog });
  return {
    siteConfig,
    catalog,
    series,
    mediaPage,
    seriesPage: makeSeriesPage({ catalog, series, mediaPage, logger }),
    layout: makeLayout({ ...cmsReads, configAssetBase: env.MEDIA_PLATFORM === 'jw' ? env.JW_API_BASE : undefined }),
    people,
    sports,
    home,
    multiview: makeMultiview({ media, clock, home }),
    schedule: makeSchedule(cmsReads),
    podcasts: makePodcasts({
      ...cmsReads,
      results,
      feeds: createFeedReader({
        demoFeedsDir: resolve(demoDir, 'cms', 'feeds'),
        breakerFor: (host) => upstreams.get(`feed:${host}`, { isFailure: isFeedHostFailure }),
      }),
    }),
    liveGuide: makeLiveGuide({
      cache,
      logger,
      reader: createScheduleReader({
        demoEpgDir: resolve(demoDir, 'catalog', 'epg'),
        breakerFor: (host) => upstreams.get(`epg:${host}`, { isFailure: isEpgHostFailure }),
      }),
      timeShift: media.name === 'local',
    }),
    searchCatalog,
    search,
    episodesApi: makeEpisodesApi({ series }),
    eventData: makeEventData({ people, sports, search }),
    appContentSearch: makeAppContentSearch({ media, cache, ttlMs: mediaTtlMs, logger }),
    embed: makeEmbed({ cms, media, cache, cmsTtlMs, mediaTtlMs, log: logger }),
  };
}

export type UseCases = ReturnType<typeof buildUseCases>;
