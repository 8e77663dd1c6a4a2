import type { TFunction } from 'i18next';
import type { CuePoint } from '../../domain/cue-points';
import type { Language } from '../../lib/i18n';
import { componentLoader, useLoadedComponent } from '../shared/use-loaded-component';
import type { LazyAds } from './ads/lazy-ads';
import type { PlayerController, PlayerState } from './player-controller';
import type { PlayerMedia } from './player-media';
import { BigPlayButton, PlayerErrorPanel, PlayerPoster } from './PlayerParts';

/** The running player's code (media-chrome and the controls); loading it twice shares one request. */
const playerChrome = componentLoader(() => import('./PlayerChrome'));
export const loadPlayerChrome = playerChrome.load;

export interface PlayerScreenProps {
  controller: PlayerController;
  state: PlayerState;
  media: PlayerMedia;
  live: boolean;
  language: Language;
  t: TFunction;
  cuePoints: CuePoint[];
  focusOnMount: boolean;
  /** The poster's play button (the site's player also moves focus into the player); absent: no way in, no button. */
  onPlay?: () => void;
  /** False while the island still retries a failing stream by itself (the embed). */
  showError?: boolean;
  /** The site config's `enableCasting`: the control bar offers Chromecast and AirPlay. */
  casting?: boolean;
  /** Client-side ads of this playback. */
  ads?: LazyAds;
  /** The stream is starting before the island is live (a quick start): the poster shows it loading. */
  starting?: boolean;
}

/**
 * What sits on the player's stage for each phase: the poster before playback, the lazily loaded controls while
 * it runs, the big play button when autoplay was refused, and the error panel with Retry.
 */
export function PlayerScreen(props: PlayerScreenProps) {
  const { controller, state, media, t, showError = true } = props;
  return (
    <>
      {state.phase === 'idle' ? (
        <PlayerPoster media={media} t={t} onPlay={props.onPlay} loading={props.starting} />
      ) : (
        <RunningPlayer {...props} />
      )}
      {state.phase === 'paused' && !state.started && (
        <div className="player__overlay player__overlay--start">
          <BigPlayButton label={t('play_title', { title: media.title })} onClick={controller.play} />
        </div>
      )}
      {state.phase === 'error' && state.error && showError && (
        <PlayerErrorPanel
          kind={state.error}
          t={t}
          onRetry={controller.retry}
          customMessage={state.errorMessage ?? media.geoBlockingMessage}
        />
      )}
    </>
  );
}

/** The controls once their code is in; the poster, marked loading, until then. */
function RunningPlayer({
  state,
  t,
  onPlay: _onPlay,
  showError: _showError,
  starting: _starting,
  ...chrome
}: PlayerScreenProps) {
  const PlayerChrome = useLoadedComponent(playerChrome);
  if (!PlayerChrome) return <PlayerPoster media={chrome.media} t={t} loading />;
  return <PlayerChrome key={state.attempt} {...chrome} />;
}
