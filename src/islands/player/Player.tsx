import { useStore } from '@nanostores/react';
import { Suspense, lazy, useEffect, useMemo, useRef, useState } from 'react';
import { parseCuePoints } from '../../domain/cue-points';
import { getMediaStatus } from '../../domain/media-status';
import { resumeProgress } from '../../domain/watch-lists';
import { getT, type Language } from '../../lib/i18n';
import { $history, saveProgress } from '../../stores/watch-lists';
import { createPlayerController } from './player-controller';
import type { PlayerMedia } from './player-media';
import { BigPlayButton, ChapterList, PlayerErrorPanel, PlayerPoster, ScheduledNotice } from './PlayerParts';
import './player.css';

export type { PlayerMedia, PlayerSource, PlayerTrack } from './player-media';
export { toPlayerMedia } from './player-media';

/**
 * The video player island (spec 3 §2 Player page, §8, §9). The server renders the poster with a Play button, so
 * there is no layout shift and no player code runs before the viewer asks for it (or `autostart`, i.e. `?play=1`).
 * Then media-chrome (controls) and, where HLS is not native, hls.js are loaded, and playback starts — resuming from
 * the watch history when the media is in progress. Scheduled media shows the "not yet live" notice instead.
 *
 * Use on a page: `<Player client:load media={toPlayerMedia(item)} autostart={play === '1'} language={lang} />`.
 */
export interface PlayerProps {
  media: PlayerMedia;
  autostart: boolean;
  language: Language;
}

const PlayerChrome = lazy(() => import('./PlayerChrome'));

/** The largest delay setTimeout accepts (about 24.8 days). */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** The current time, refreshed when the media's scheduled start or end passes (its status may change then). */
function useStatusClock(media: PlayerMedia): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const next = [media.scheduledStart, media.scheduledEnd]
      .map((value) => (value ? Date.parse(value) : Number.NaN))
      .filter((time) => Number.isFinite(time) && time > now)
      .sort((a, b) => a - b)[0];
    if (next === undefined || next - now > MAX_TIMER_MS) return;
    const timer = setTimeout(() => setNow(Date.now()), next - now + 1000);
    return () => clearTimeout(timer);
  }, [media.scheduledStart, media.scheduledEnd, now]);
  return now;
}

export function Player({ media, autostart, language }: PlayerProps) {
  const t = getT(language, 'player');
  const now = useStatusClock(media);
  const status = getMediaStatus(media, new Date(now));
  const scheduled = status === 'SCHEDULED';
  const live = media.duration === 0 || status === 'LIVE';
  const cuePoints = useMemo(() => parseCuePoints(media.seekCuePoints), [media.seekCuePoints]);
  const controller = useMemo(
    () =>
      createPlayerController({
        media,
        live,
        resumeProgress: () => resumeProgress($history.get(), media.mediaid),
        saveProgress,
      }),
    [media, live],
  );
  const state = useStore(controller.$state);
  const focusOnMount = useRef(false);

  useEffect(() => {
    if (autostart && !scheduled) controller.activate();
  }, [autostart, scheduled, controller]);

  if (scheduled) return <ScheduledNotice media={media} t={t} />;

  const startFromViewer = (start: () => void) => {
    focusOnMount.current = true;
    start();
  };

  return (
    <div className="player">
      <div className="player__stage">
        {state.phase === 'idle' ? (
          <PlayerPoster media={media} t={t} onPlay={() => startFromViewer(controller.activate)} />
        ) : (
          <Suspense fallback={<PlayerPoster media={media} t={t} loading />}>
            <PlayerChrome
              key={state.attempt}
              controller={controller}
              media={media}
              live={live}
              language={language}
              cuePoints={cuePoints}
              focusOnMount={focusOnMount.current}
            />
          </Suspense>
        )}
        {live && (
          <span className="player__live-badge">
            <span className="player__live-dot" aria-hidden="true" />
            {t('live')}
          </span>
        )}
        {state.phase === 'paused' && !state.started && (
          <div className="player__overlay player__overlay--start">
            <BigPlayButton label={t('play_title', { title: media.title })} onClick={controller.play} />
          </div>
        )}
        {state.phase === 'error' && state.error && (
          <PlayerErrorPanel kind={state.error} t={t} onRetry={controller.retry} />
        )}
      </div>
      {cuePoints.length > 0 && !live && (
        <ChapterList
          points={cuePoints}
          currentTime={state.currentTime}
          t={t}
          onSeek={(seconds) => startFromViewer(() => controller.seek(seconds))}
        />
      )}
    </div>
  );
}

export default Player;
