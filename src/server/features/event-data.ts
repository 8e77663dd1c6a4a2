import {
  athleteProfileImage,
  findResultsAthlete,
  type AthleteProfileImage,
} from '../../domain/athlete-profile-image';
import { MAX_RESULT_LIMIT } from '../../domain/search/query';
import type { SiteConfig } from '../../domain/site-config';
import { NEUTRAL_GRADIENT } from '../cms/wire/fields';
import type { PeopleUseCases } from './people';
import type { SearchUseCases } from './search';
import type { SportsUseCases } from './sports';

/** The event site's data calls of spec 3 §7 that the site answers itself: media by sport or athlete, pictures. */
export type MediaSearchKind = 'sport' | 'athlete';

const sameTitle = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' }) === 0;

export interface EventDataDeps {
  people: Pick<PeopleUseCases, 'loadAthletes'>;
  sports: Pick<SportsUseCases, 'loadListableSports'>;
  search: Pick<SearchUseCases, 'runSearch'>;
}

export type EventDataUseCases = ReturnType<typeof makeEventData>;

export function makeEventData({ people, sports, search }: EventDataDeps) {
  const { loadAthletes } = people;
  const { loadListableSports } = sports;
  const { runSearch } = search;

  async function loadAthleteProfileImage(
    athleteName: string,
    sportCode: string,
  ): Promise<AthleteProfileImage | null> {
    const athlete = findResultsAthlete(await loadAthletes(), athleteName, sportCode);
    return athlete ? athleteProfileImage(athlete, NEUTRAL_GRADIENT) : null;
  }

  /**
   * The ids of the videos of one sport or athlete, named by its title (or slug), as the search finds them: the
   * videos the CMS links to it and those tagged with it. `null` when no such sport or athlete exists.
   */
  async function searchMediaIds(
    kind: MediaSearchKind,
    title: string,
    site: { config: SiteConfig; configKey: string; language: string },
  ): Promise<string[] | null> {
    const documents = kind === 'sport' ? await loadListableSports() : await loadAthletes();
    const document = documents.find((entry) => sameTitle(entry.title, title) || entry.slug === title);
    if (!document) return null;
    const filter = [document.slug];
    const reply = await runSearch(
      {
        text: '',
        types: ['vod'],
        sports: kind === 'sport' ? filter : [],
        athletes: kind === 'athlete' ? filter : [],
        disciplines: [],
        countries: [],
        limit: MAX_RESULT_LIMIT,
      },
      site.config,
      site.configKey,
      site.language,
    );
    return reply.data.vod.map((vod) => vod.id);
  }

  return { loadAthleteProfileImage, searchMediaIds };
}
