import 'media-chrome';
import 'media-chrome/menu';
import { useStore } from '@nanostores/react';
import type { TFunction } from 'i18next';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { cuePointMarkers, type CuePoint } from '../../domain/cue-points';
import { getT, type Language } from '../../lib/i18n';
import { CastingNotice, RemoteButtons } from './cast/RemoteButtons';
import { useAirplay, type AirplayControl } from './cast/use-airplay';
import { useCast, type CastControl } from './cast/use-cast';
import { AdLayer, useCurrentAd } from './ads/AdLayer';
import type { LazyAds } from './ads/lazy-ads';
import { applyChromeTranslations } from './chrome-i18n';
import { SEEK_STEP_SECONDS, installSeekBarKeys } from './keyboard';
import type { PlayerController } from './player-controller';
import { sidecarTextTracks, type PlayerMedia } from './player-media';
import { useFirstFrameShown } from './use-first-frame-shown';

/**
 * The running player: `<video>` inside media-chrome's controller and control bar. This module (and with it
 * media-chrome) is loaded only when the viewer's intent is on the player or playback starts (the island preloader,
 * PlayerScreen); the engine (hls.js) is loaded by the controller.
 */
export interface PlayerChromeProps {
  controller: PlayerController;
  media: PlayerMedia;
  live: boolean;
  language: Language;
  cuePoints: CuePoint[];
  /** Move keyboard focus into the player (the viewer clicked play, so space and arrows should work at once). */
  focusOnMount: boolean;
  /** The site config's `enableCasting`: Chromecast and AirPlay buttons where a device is available. */
  casting?: boolean;
  /** Client-side ads: while one plays, the content's controls are inert under it. */
  ads?: LazyAds;
}

const PLAYBACK_RATES = '0.5 0.75 1 1.25 1.5 2';
const SEEK_STEP = String(SEEK_STEP_SECONDS);
const translated = new Set<string>();

export default function PlayerChrome(props: PlayerChromeProps) {
  const { controller, media, live, language, cuePoints } = props;
  const t = getT(language, 'player');
  if (!translated.has(language)) {
    // Before the elements connect: they read their labels then.
    applyChromeTranslations(language, t);
    translated.add(language);
  }
  const state = useStore(controller.$state);
  const chromeRef = useRef<HTMLElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  // The element a quick start already plays into (quick-start.ts) takes the place of the one rendered here.
  const [adopted] = useState(() => controller.adoptedVideo());
  const casting = props.casting ?? false;
  const cast = useCast({ enabled: casting, controller, videoRef, media, live, started: state.started });
  const airplay = useAirplay({ enabled: casting, videoRef, nativePlayback: state.playback?.engine === 'native' });
  const playingAd = useCurrentAd(props.ads);
  // The control bar's dozen elements take tens of milliseconds of the main thread to make: they come once the
  // first frame is on screen, not in its way.
  const barShown = useFirstFrameShown(videoRef);

  useLayoutEffect(() => {
    if (!adopted) return;
    adopted.slot = 'media';
    adopted.setAttribute('x-webkit-airplay', casting ? 'allow' : 'deny');
    // Moved within the document in one task, a playing element keeps playing.
    chromeRef.current?.prepend(adopted);
    videoRef.current = adopted;
  }, [adopted, casting]);

  useEffect(() => {
    const video = videoRef.current;
    return video ? controller.attach(video) : undefined;
  }, [controller]);

  useEffect(() => {
    const chrome = chromeRef.current;
    if (!chrome) return;
    if (props.focusOnMount) chrome.focus({ preventScroll: true });
    return installSeekBarKeys(chrome, controller.seekBy);
  }, [controller, props.focusOnMount]);

  const trackElements = sidecarTextTracks(media.tracks, state.streamSubtitles).map((track) => (
    <track
      key={track.file}
      data-sidecar=""
      src={track.file}
      kind={track.kind}
      label={track.label}
      srcLang={track.language}
      default={track.isDefault}
    />
  ));
  const markers = live ? [] : cuePointMarkers(cuePoints, state.duration);

  return (
    <>
      <media-controller
        ref={chromeRef}
        class="player__chrome"
        tabIndex={0}
        aria-label={t('player_label', { title: media.title })}
        keyboardforwardseekoffset={SEEK_STEP}
        keyboardbackwardseekoffset={SEEK_STEP}
        defaultstreamtype={live ? 'live' : 'on-demand'}
        inert={playingAd !== null}
      >
        {adopted ? (
          createPortal(trackElements, adopted)
        ) : (
          <video
            slot="media"
            ref={videoRef}
            className="player__video"
            playsInline
            crossOrigin="anonymous"
            preload="metadata"
            poster={media.poster}
            x-webkit-airplay={casting ? 'allow' : 'deny'}
          >
            {trackElements}
          </video>
        )}
        <media-loading-indicator slot="centered-chrome" noautohide="" />
        {barShown && <ControlBar live={live} markers={markers} t={t} cast={cast} airplay={airplay} />}
      </media-controller>
      <AdLayer playing={playingAd} language={language} />
      {cast.device && <CastingNotice device={cast.device} t={t} />}
    </>
  );
}

interface ControlBarProps {
  live: boolean;
  markers: ReturnType<typeof cuePointMarkers>;
  t: TFunction;
  cast: CastControl;
  airplay: AirplayControl;
}

/** The menus and the control bar: play, seek, volume, the timeline with its cue points, and the rest. */
function ControlBar({ live, markers, t, cast, airplay }: ControlBarProps) {
  return (
    <>
      <media-captions-menu hidden anchor="auto" />
      {!live && <media-playback-rate-menu hidden anchor="auto" rates={PLAYBACK_RATES} />}
      <media-control-bar class="player__bar">
        <media-play-button />
        {!live && <media-seek-backward-button seekoffset={SEEK_STEP} class="player__optional" />}
        {!live && <media-seek-forward-button seekoffset={SEEK_STEP} class="player__optional" />}
        <media-mute-button />
        <media-volume-range class="player__optional" />
        {live && <media-live-button />}
        <div className="player__timeline">
          <media-time-range class="player__time-range" />
          {markers.length > 0 && (
            <ol className="player__markers" aria-hidden="true">
              {markers.map((marker) => (
                <li
                  key={`${marker.seconds}-${marker.name}`}
                  className="player__marker"
                  style={{ left: `${(marker.position * 100).toFixed(3)}%` }}
                  title={marker.name}
                />
              ))}
            </ol>
          )}
        </div>
        {/* No remaining-time toggle: as a button its visible time would not match its name ("Playback time"). */}
        {!live && <media-time-display showduration="" notoggle="" class="player__time" />}
        <media-captions-menu-button />
        {!live && <media-playback-rate-menu-button class="player__optional" />}
        <media-pip-button class="player__optional" />
        <RemoteButtons cast={cast} airplay={airplay} t={t} />
        <media-fullscreen-button />
      </media-control-bar>
    </>
  );
}
