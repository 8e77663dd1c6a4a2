import { withIslandBoundary } from '../shared/island-boundary';
import { useStore } from '@nanostores/react';
import { useEffect, type MouseEvent } from 'react';
import type { AccessModel } from '../../domain/access-model';
import { isEntitled, type ItemAccess } from '../../domain/entitlement';
import { inProgressEpisode } from '../../domain/series';
import { startButton, type StartButtonAction } from '../../domain/start-button';
import { resumeProgress } from '../../domain/watch-lists';
import { getT, type Language } from '../../lib/i18n';
import { accountModalPath, paymentsPath } from '../../lib/routes';
import { $access, $requestedOffers } from '../../stores/access';
import { requestPlay } from '../../stores/playback';
import { $user } from '../../stores/session';
import { $history } from '../../stores/watch-lists';
import { useHydrated } from '../shared/use-hydrated';

/**
 * The start button of a media or series screen (spec 3 §4): "Continue watching" / "Start watching" starts the
 * page's player; otherwise it leads to sign-up, the offers or the payments page; under AVOD a viewer who is not
 * entitled gets a line saying the item is not available here instead. The label depends on the viewer, so the
 * server renders the guest's version and the island corrects it after hydration. Without JavaScript the link goes to `playHref` (`?play=1`).
 */
export interface StartButtonProps {
  /** The media the player plays (for a series: the current episode). */
  mediaid: string;
  /** Set on series screens: progress counts for any episode of the series. */
  seriesId?: string;
  access: ItemAccess;
  accessModel: AccessModel;
  playHref: string;
  language: Language;
}

function hrefFor(action: StartButtonAction, playHref: string, location: { pathname: string; search: string } | null): string {
  if (action === 'play') return playHref;
  if (action === 'payments') return paymentsPath();
  const here = location ?? { pathname: playHref.split('?')[0] ?? '/', search: '' };
  return accountModalPath(here, action);
}

function PlayIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M8 5.14v13.72a1 1 0 0 0 1.5.86l11-6.86a1 1 0 0 0 0-1.72l-11-6.86A1 1 0 0 0 8 5.14Z" />
    </svg>
  );
}

export function StartButton({ mediaid, seriesId, access, accessModel, playHref, language }: StartButtonProps) {
  const t = getT(language, 'media');
  const user = useStore($user);
  const history = useStore($history, { ssr: 'initial' });
  const hydrated = useHydrated();
  const bought = useStore($access);
  const signedIn = user !== null;
  const offerGranted = access.offers.some((offerId) => bought.offers.has(offerId));
  const entitled = isEntitled(access, { accessModel, signedIn, hasSubscription: bought.hasSubscription }, offerGranted);
  // The offers step shows this item's offers (spec 2 §4 "requested media offers").
  useEffect(() => {
    $requestedOffers.set({ offerIds: access.offers, premier: access.premier });
  }, [access.offers, access.premier]);
  const hasProgress = seriesId ? inProgressEpisode(history, seriesId) !== undefined : resumeProgress(history, mediaid) !== undefined;
  const button = startButton({ signedIn, entitled, hasProgress, offers: access.offers, accessModel });
  // Hidden under AVOD (spec 3 §4), but not silently: a locked item with no way in says why.
  if (!button) return <p className="start-button__unavailable">{t('start.not_available')}</p>;

  const href = hrefFor(button.action, playHref, hydrated ? window.location : null);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (button.action !== 'play') return;
    event.preventDefault();
    requestPlay(mediaid);
    document.querySelector(`[data-player-for="${CSS.escape(mediaid)}"]`)?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  };

  return (
    <a
      className="button button--primary start-button"
      href={href}
      onClick={onClick}
      data-action={button.action}
      // A press on it before the player is live starts the stream at once (islands/player/quick-start-on-press.ts).
      data-plays={button.action === 'play' ? mediaid : undefined}
    >
      {button.action === 'play' && <PlayIcon />}
      {t(`start.${button.label}`)}
    </a>
  );
}

export default withIslandBoundary(StartButton);
