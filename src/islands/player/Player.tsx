import { withIslandBoundary } from '../shared/island-boundary';
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { AccessModel } from '../../domain/access-model';
import type { PlayerAds } from '../../domain/ads/ad-plan';
import { withAdUser } from '../../domain/ads/ssai';
import { parseCuePoints } from '../../domain/cue-points';
import { isEntitled, type ItemAccess } from '../../domain/entitlement';
import { delayToNextStatusChange, getMediaStatus } from '../../domain/media-status';
import { resumeProgress } from '../../domain/watch-lists';
import { getT, type Language } from '../../lib/i18n';
import { $access, $accessVersion } from '../../stores/access';
import { $playRequest, $stopRequest } from '../../stores/playback';
import { $user, api } from '../../stores/session';
import { $history, saveProgress } from '../../stores/watch-lists';
import { checkSourceAccess, fetchPaidSources } from './access-check';
import { CinemaOverlay } from './CinemaOverlay';
import { createLazyAds } from './ads/lazy-ads';
import { preloadEngine } from './engine-choice';
import { createPlayerController } from './player-controller';
import { jwAnalyticsObserver } from './analytics/jw-analytics';
import { measurePlayer, type PlayerQuality } from './qoe/player-qoe';
import type { PlayerMedia } from './player-media';
import { ChapterList, ScheduledNotice } from './PlayerParts';
import { loadPlayerChrome, PlayerScreen } from './PlayerScreen';
import { takeQuickStart } from './quick-start';
import { useLiveStatus } from './use-live-status';
import './player.css';

export type { PlayerMedia, PlayerSource, PlayerTrack } from './player-media';
export { toPlayerMedia } from './player-media';

/**
 * The video player island (spec 3 §2 Player page, §8, §9). The server renders the poster with a Play button, so
 * there is no layout shift and no player code runs before the viewer asks for it (or `autostart`, i.e. `?play=1`).
 * Then media-chrome (controls) and, where HLS is not native, hls.js are loaded, and playback starts — resuming from
 * the watch history when the media is in progress. Scheduled media shows the "not yet live" notice instead.
 *
 * States: loading, playing, scheduled notice, and errors (geo blocked, unauthorized, not available, unknown) with
 * Retry. `access` gates playback by the access rules; `nextHref` is where to go when the media ends (next item or
 * episode); `refetchStatus` keeps a live event's status fresh; `cinema` plays in a full-screen overlay opened by
 * the start button or `?play=1` instead of inline. Other islands start or stop it through `stores/playback`.
 *
 * Use on a page: `<Player client:load media={toPlayerMedia(item)} autostart={play === '1'} language={lang} />`.
 */
export interface PlayerProps {
  media: PlayerMedia;
  autostart: boolean;
  language: Language;
  access?: { item: ItemAccess; accessModel: AccessModel };
  nextHref?: string;
  refetchStatus?: boolean;
  cinema?: boolean;
  /** False for playback that is not the media itself (a live guide's catch-up): no resume point, no history. */
  recordProgress?: boolean;
  /** The site config's `enableCasting`. */
  casting?: boolean;
  /** The site config's ads (none: no ads). */
  ads?: PlayerAds;
  /**
   * The stream may start before the island is live, for a guest (quick-start-rules.ts says when): with the page
   * when it plays at once, else at a press on the poster's play button.
   */
  quickStart?: boolean;
}

/** The quick start's holder: React renders it empty and never looks inside, where the quick start's video goes. */
const QUICK_START_HOLDER = { __html: '' };

/** The current time, refreshed when the media's scheduled start or end passes (its status may change then). */
function useStatusClock(media: Pick<PlayerMedia, 'scheduledStart' | 'scheduledEnd'>): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const delay = delayToNextStatusChange({ scheduledStart: media.scheduledStart, scheduledEnd: media.scheduledEnd }, now);
    if (delay === undefined) return;
    const timer = setTimeout(() => setNow(Date.now()), delay + 1000);
    return () => clearTimeout(timer);
  }, [media.scheduledStart, media.scheduledEnd, now]);
  return now;
}

export function Player(props: PlayerProps) {
  const { autostart, language, access, nextHref, cinema = false, recordProgress = true, quickStart = false } = props;
  const t = getT(language, 'player');
  const liveStatus = useLiveStatus(props.media.mediaid, props.media, props.refetchStatus ?? false);
  const media = useMemo(() => ({ ...props.media, ...liveStatus }), [props.media, liveStatus]);
  const now = useStatusClock(media);
  const status = getMediaStatus(media, new Date(now));
  const scheduled = status === 'SCHEDULED';
  const live = media.duration === 0 || status === 'LIVE';
  const user = useStore($user);
  const bought = useStore($access);
  // A purchase bumps the version: the player asks the server for the sources again.
  const accessVersion = useStore($accessVersion);
  const entitled =
    !access ||
    isEntitled(
      access.item,
      { accessModel: access.accessModel, signedIn: user !== null, hasSubscription: bought.hasSubscription },
      access.item.offers.some((offerId) => bought.offers.has(offerId)),
    );
  const noWayIn = !entitled && access?.accessModel === 'AVOD';
  const entitledRef = useRef(entitled);
  entitledRef.current = entitled;
  const cuePoints = useMemo(() => parseCuePoints(media.seekCuePoints), [media.seekCuePoints]);
  const adsSetting = props.ads;
  const { controller, ads, quality } = useMemo(
    () => {
      // Set just below: the controller's hook reaches the measuring made for that controller.
      const measuring: { quality?: PlayerQuality } = {};
      const pings = jwAnalyticsObserver(media, language, () => $user.get()?.id);
      const ads =
        adsSetting?.kind === 'csai'
          ? createLazyAds({
              mediaid: media.mediaid,
              configSource: adsSetting.configSource,
              duration: media.duration,
              cueSeconds: cuePoints.map((point) => point.seconds),
            })
          : undefined;
      // Server-side ads: the platform's stream with the ads stitched in, for this viewer (`user_id`).
      const ssaiSources = () =>
        adsSetting?.kind === 'ssai'
          ? [{ file: withAdUser(adsSetting.url, $user.get()?.id), type: 'application/vnd.apple.mpegurl' }]
          : undefined;
      const controller = createPlayerController({
        media,
        live,
        ads,
        takeQuickStart: quickStart ? () => takeQuickStart(media.mediaid) : undefined,
        resumeProgress: () => (recordProgress ? resumeProgress($history.get(), media.mediaid) : undefined),
        saveProgress: recordProgress ? saveProgress : () => undefined,
        // A paid item's sources come from the server, which decides the entitlement; others are in the page.
        checkAccess: async () => {
          if (media.paid) return fetchPaidSources(api, media.mediaid, $user.get() !== null);
          if (!entitledRef.current) return 'unauthorized';
          const sources = ssaiSources();
          if (!sources) return checkSourceAccess(media.sources);
          return (await checkSourceAccess(sources)) ?? { sources };
        },
        knownSources: () => (media.paid || !entitledRef.current ? undefined : (ssaiSources() ?? media.sources)),
        observeVideo: (video) => {
          const stopMeasuring = measuring.quality?.observeVideo(video);
          const stopPings = pings?.(video);
          return () => {
            stopMeasuring?.();
            stopPings?.();
          };
        },
      });
      const quality = measurePlayer(controller, { mediaid: media.mediaid, live });
      measuring.quality = quality;
      return { controller, ads, quality };
    },
    // A status refetch must not restart a running player: only the stream identity and liveness matter.
    // accessVersion only asks for a fresh check after a purchase.
    [media.mediaid, media.sources, live, accessVersion, recordProgress, adsSetting, quickStart],
  );
  const state = useStore(controller.$state);
  useEffect(() => () => quality.stop(), [quality]);
  const focusOnMount = useRef(false);
  const [open, setOpen] = useState(autostart);

  useEffect(() => {
    if (autostart && !scheduled) controller.activate();
  }, [autostart, scheduled, controller]);

  // `subscribe` also sees a request made before this island hydrated (a click on a trailer button at load).
  const handledRequest = useRef(0);
  useEffect(
    () =>
      $playRequest.subscribe((request) => {
        if (request?.mediaid !== media.mediaid || request.serial <= handledRequest.current) return;
        handledRequest.current = request.serial;
        setOpen(true);
        if (scheduled) return;
        focusOnMount.current = true;
        if (controller.$state.get().phase === 'idle') controller.activate();
        else controller.play();
      }),
    [controller, media.mediaid, scheduled],
  );

  useEffect(
    () =>
      $stopRequest.listen((request) => {
        if (request?.mediaid === media.mediaid) controller.stop();
      }),
    [controller, media.mediaid],
  );

  useEffect(() => {
    if (state.phase === 'ended' && nextHref) window.location.assign(nextHref);
  }, [state.phase, nextHref]);

  const startFromViewer = (start: () => void) => {
    focusOnMount.current = true;
    start();
  };

  // The pointer moving over the idle player, or focus in it: play is likely next, so the controls and the engine
  // start loading now instead of after the press.
  const prefetched = useRef(false);
  const prefetchPlayback = () => {
    if (prefetched.current || state.phase !== 'idle') return;
    prefetched.current = true;
    void loadPlayerChrome();
    void preloadEngine(media.sources);
  };

  const stage = scheduled ? (
    <ScheduledNotice media={media} t={t} />
  ) : (
    <div className="player" onPointerMove={prefetchPlayback} onFocus={prefetchPlayback}>
      <div className="player__stage">
        <PlayerScreen
          controller={controller}
          state={state}
          media={media}
          live={live}
          language={language}
          t={t}
          cuePoints={cuePoints}
          focusOnMount={focusOnMount.current}
          // A locked item on a free site has no way in (spec 3 §4: no start button): its poster offers no play.
          onPlay={noWayIn ? undefined : () => startFromViewer(controller.activate)}
          casting={props.casting}
          ads={ads}
          starting={quickStart && autostart && state.attempt === 0}
        />
        {quickStart && (
          <div
            className="player__quick"
            data-quick-start={JSON.stringify({ mediaid: media.mediaid, sources: media.sources })}
            dangerouslySetInnerHTML={QUICK_START_HOLDER}
          />
        )}
        {live && (
          <span className="player__live-badge">
            <span className="player__live-dot" aria-hidden="true" />
            {t('live')}
          </span>
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

  if (!cinema) return stage;
  return (
    <CinemaOverlay
      open={open}
      title={media.title}
      closeLabel={t('close_player')}
      onClose={() => {
        setOpen(false);
        controller.stop();
      }}
    >
      {stage}
    </CinemaOverlay>
  );
}

export default withIslandBoundary(Player);
