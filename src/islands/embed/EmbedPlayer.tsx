import { useStore } from '@nanostores/react';
import type { TFunction } from 'i18next';
import { useEffect, useMemo, useRef, useState } from 'react';
import { EMBED_POLL_MS } from '../../domain/embed';
import { formatScheduledDate } from '../../lib/format';
import { getT, type Language } from '../../lib/i18n';
import { checkSourceAccess } from '../player/access-check';
import { createPlayerController } from '../player/player-controller';
import type { PlayerMedia } from '../player/player-media';
import { PlayerScreen } from '../player/PlayerScreen';
import { useHydrated } from '../shared/use-hydrated';
import { withIslandBoundary } from '../shared/island-boundary';
import type { EmbedView } from './embed-view';
import { fetchEmbedView, type EmbedGone } from './poll';
import '../player/player.css';
import './embed.css';

/**
 * The embeddable live player (spec 3 §2 Embed): the site's player controller, controls and engine, without the
 * site's account, watch-history or purchase code. It polls `GET /api/embed/{cmsId}` every 10 s and switches
 * between the live stream, the VOD with the scheduled-time chip and the fallback image as the answer changes; a
 * failing stream is retried every 5 s, at most 4 times (spec 3 §9).
 */
export interface EmbedPlayerProps {
  cmsId: string;
  sepId?: string;
  language: Language;
  initial: EmbedView;
}

export const STREAM_RETRY_MS = 5_000;
export const STREAM_RETRIES = 4;

function ScheduledChip({ view, t }: { view: EmbedView; t: TFunction }) {
  const hydrated = useHydrated();
  if (view.mode === 'live') return null;
  const start = view.scheduledStart ? new Date(view.scheduledStart) : undefined;
  const date = start ? (hydrated ? formatScheduledDate(start) : `${formatScheduledDate(start, 'UTC')} UTC`) : '';
  return (
    <p className="embed__chip" role="status">
      {start ? t('embed.scheduled_chip', { date }) : t('embed.coming_soon')}
    </p>
  );
}

function FallbackImage({ view }: { view: EmbedView }) {
  const image = view.fallbackImage;
  return image ? (
    <img
      className="embed__fallback"
      src={image.url}
      width={image.width}
      height={image.height}
      alt={image.alt ?? view.title}
    />
  ) : (
    <div className="embed__fallback embed__fallback--empty">{view.title}</div>
  );
}

interface StageProps {
  media: PlayerMedia;
  live: boolean;
  autostart: boolean;
  language: Language;
  t: TFunction;
  onStarted: () => void;
}

function EmbedStage({ media, live, autostart, language, t, onStarted }: StageProps) {
  // A poll answers a fresh copy of the same media every 10 s: only another stream may replace the controller.
  const sourcesKey = JSON.stringify(media.sources);
  const mediaRef = useRef(media);
  mediaRef.current = media;
  const controller = useMemo(
    () =>
      createPlayerController({
        media: mediaRef.current,
        live,
        resumeProgress: () => undefined,
        saveProgress: () => undefined,
        checkAccess: () => checkSourceAccess(mediaRef.current.sources),
      }),
    [media.mediaid, sourcesKey, live],
  );
  const state = useStore(controller.$state);
  const retries = useRef(0);

  // Read once: the stage that replaces a played one starts by itself, a running one is never restarted.
  const autostartOnMount = useRef(autostart);
  useEffect(() => {
    if (autostartOnMount.current) controller.activate();
    return () => controller.stop();
  }, [controller]);

  useEffect(() => {
    if (state.phase === 'playing') {
      retries.current = 0;
      onStarted();
    }
    if (state.phase !== 'error' || retries.current >= STREAM_RETRIES) return;
    const timer = setTimeout(() => {
      retries.current += 1;
      controller.retry();
    }, STREAM_RETRY_MS);
    return () => clearTimeout(timer);
  }, [state.phase, controller, onStarted]);

  return (
    <PlayerScreen
      controller={controller}
      state={state}
      media={media}
      live={live}
      language={language}
      t={t}
      cuePoints={[]}
      focusOnMount
      onPlay={controller.activate}
      showError={retries.current >= STREAM_RETRIES}
    />
  );
}

const GONE_TEXT: Record<EmbedGone, string> = {
  'not-found': 'embed.content_not_available',
  invalid: 'embed.invalid_configuration',
};

export function EmbedPlayer({ cmsId, sepId, language, initial }: EmbedPlayerProps) {
  const t = getT(language, 'player');
  const [view, setView] = useState(initial);
  const [gone, setGone] = useState<EmbedGone | null>(null);
  // Once the viewer played something, the next stream (the live one replacing the VOD) starts by itself.
  const [played, setPlayed] = useState(false);
  const markPlayed = useMemo(() => () => setPlayed(true), []);

  useEffect(() => {
    const controller = new AbortController();
    const timer = setInterval(() => {
      fetchEmbedView(cmsId, sepId, controller.signal)
        .then((answer) => {
          if (answer.kind === 'gone') setGone(answer.reason);
          else if (answer.kind === 'view')
            setView((previous) => (JSON.stringify(previous) === JSON.stringify(answer.view) ? previous : answer.view));
        })
        .catch((error: unknown) => {
          if (!controller.signal.aborted) console.info('[embed] poll failed; keeping the last state', error);
        });
    }, EMBED_POLL_MS);
    return () => {
      clearInterval(timer);
      controller.abort();
    };
  }, [cmsId, sepId]);

  if (gone) return <p className="embed__message">{t(GONE_TEXT[gone])}</p>;
  const live =
    view.mode === 'live' && view.media?.eventState !== 'INSTANT_VOD' && view.media?.eventState !== 'VOD_PUBLIC';
  return (
    <div className="player embed__player" aria-label={t('embed.player_label', { title: view.title })} role="region">
      <div className="player__stage">
        {view.media ? (
          <EmbedStage
            key={`${view.mode}:${view.media.mediaid}`}
            media={view.media}
            live={live}
            autostart={played}
            language={language}
            t={t}
            onStarted={markPlayed}
          />
        ) : (
          <FallbackImage view={view} />
        )}
        {live && (
          <span className="player__live-badge">
            <span className="player__live-dot" aria-hidden="true" />
            {t('live')}
          </span>
        )}
        <ScheduledChip view={view} t={t} />
      </div>
    </div>
  );
}

export default withIslandBoundary(EmbedPlayer);
