import type { MediaItem } from '../../domain/media';
import { canWatchTogether } from '../../domain/multiview';
import type { SiteConfig } from '../../domain/site-config';
import type { MediaPlatform } from '../media/port';
import type { HomeUseCases } from './home';

export interface MultiviewChoices {
  /** What can be watched together: the streams the address names, then the home rows' live channels and events. */
  watchable: MediaItem[];
  /** The address's ids that can be played, in its order (the rest are dropped from the layout). */
  initialIds: string[];
}

export interface MultiviewDeps {
  media: Pick<MediaPlatform, 'getMedia'>;
  clock: () => Date;
  home: Pick<HomeUseCases, 'loadHome'>;
}

export type MultiviewUseCases = ReturnType<typeof makeMultiview>;

export function makeMultiview({ media, clock, home: homeCases }: MultiviewDeps) {
  /** The multiview page's data: what the picker offers and which of the requested streams start in the grid. */
  async function loadMultiviewChoices(
    config: SiteConfig,
    language: string,
    requested: string[],
  ): Promise<MultiviewChoices> {
    const now = clock();
    const [home, named] = await Promise.all([
      homeCases.loadHome(config, language),
      Promise.all(requested.map((id) => media.getMedia(id, { language }).catch(() => null))),
    ]);
    const fromRows = home.shelves.flatMap((shelf) =>
      shelf.type === 'media' && shelf.status === 'ok' ? shelf.playlist.items : [],
    );
    const watchable = new Map<string, MediaItem>();
    for (const item of [...named, ...fromRows]) {
      if (item && !watchable.has(item.mediaid) && canWatchTogether(item, now)) watchable.set(item.mediaid, item);
    }
    return { watchable: [...watchable.values()], initialIds: requested.filter((id) => watchable.has(id)) };
  }

  return { loadMultiviewChoices };
}
