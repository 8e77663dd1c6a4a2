import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { secondsRemaining, skipState } from '../../../domain/ads/ad-timing';
import { formatCueTime } from '../../../domain/cue-points';
import { getT, type Language } from '../../../lib/i18n';
import type { AdSession, CurrentAd } from './ad-session';

/**
 * A linear ad over the player's stage: its own `<video>` (the content waits paused underneath, so the content's
 * position and saved progress never include ad time), the "Ad" label with the ad's place in its break and a
 * countdown, play/pause and mute, "Learn more" (the click-through, in a new tab) and Skip once the skip offset
 * has passed. The element's events are reported to the session, which fires the tracking pixels.
 */
export interface AdOverlayProps {
  session: AdSession;
  current: CurrentAd;
  language: Language;
}

async function playWithFallback(video: HTMLVideoElement, onBlocked: () => void) {
  try {
    await video.play();
  } catch (error) {
    if (!(error instanceof DOMException) || error.name !== 'NotAllowedError') return;
    // Browsers allow muted autoplay; the viewer can unmute.
    video.muted = true;
    await video.play().catch(onBlocked);
  }
}

export default function AdOverlay({ session, current, language }: AdOverlayProps) {
  const t = getT(language, 'player');
  const regionRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const [muted, setMuted] = useState(false);
  const { ad } = current;

  useLayoutEffect(() => {
    // The file starts loading as React creates the element, before the overlay is committed: an `error` event that
    // comes in between finds no handler (React drops events of a tree it has not mounted yet). The element keeps
    // the error, so it is read here.
    if (videoRef.current?.error) session.adFailed(405);
  }, [ad, session]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    void playWithFallback(video, () => session.adPaused());
  }, [ad, session]);

  useLayoutEffect(() => {
    // Keyboard users land on the ad's controls when they started playback (focus was in the player or nowhere),
    // and go back to the player's controls when the break is over.
    const region = regionRef.current;
    const stage = region?.parentElement;
    const active = document.activeElement;
    if (region && (!active || active === document.body || stage?.contains(active))) {
      region.focus({ preventScroll: true });
    }
    return () => {
      if (!region?.contains(document.activeElement)) return;
      setTimeout(() => {
        const lost = !document.activeElement || document.activeElement === document.body;
        if (lost) stage?.querySelector<HTMLElement>('media-controller')?.focus({ preventScroll: true });
      }, 0);
    };
  }, []);

  const skip = skipState(ad, current.elapsed);
  const remaining = formatCueTime(secondsRemaining(current.duration, current.elapsed));
  const label =
    current.count > 1 ? t('ads.position', { current: current.position, total: current.count }) : t('ads.label');
  const video = () => videoRef.current;

  return (
    <div className="player-ad" ref={regionRef} role="region" aria-label={t('ads.region')} tabIndex={-1}>
      <video
        key={ad.id}
        ref={videoRef}
        className="player-ad__video"
        src={ad.mediaFile.url}
        playsInline
        preload="auto"
        onPlaying={() => session.adPlaying()}
        onPause={(event) => {
          if (!event.currentTarget.ended) session.adPaused();
        }}
        onTimeUpdate={(event) => session.adTime(event.currentTarget.currentTime, event.currentTarget.duration)}
        onEnded={() => session.adEnded()}
        onError={() => session.adFailed(405)}
        onVolumeChange={(event) => {
          setMuted(event.currentTarget.muted);
          session.adVolume(event.currentTarget.muted);
        }}
      />
      <div className="player-ad__top">
        <span className="player-ad__badge">{label}</span>
        <span className="player-ad__countdown">{remaining}</span>
      </div>
      <div className="player-ad__bottom">
        <button
          type="button"
          className="player-ad__icon"
          aria-label={current.paused ? t('chrome.play') : t('chrome.pause')}
          onClick={() => {
            const element = video();
            if (element?.paused) void playWithFallback(element, () => undefined);
            else element?.pause();
          }}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            {current.paused ? (
              <path
                fill="currentColor"
                d="M8 5.14v13.72a1 1 0 0 0 1.5.86l11-6.86a1 1 0 0 0 0-1.72l-11-6.86A1 1 0 0 0 8 5.14Z"
              />
            ) : (
              <path fill="currentColor" d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" />
            )}
          </svg>
        </button>
        <button
          type="button"
          className="player-ad__icon"
          aria-label={muted ? t('chrome.unmute') : t('chrome.mute')}
          onClick={() => {
            const element = video();
            if (element) element.muted = !element.muted;
          }}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path fill="currentColor" d="M4 9h4l5-4v14l-5-4H4z" />
            {muted ? (
              <path stroke="currentColor" strokeWidth="2" d="m16 9 5 6m0-6-5 6" />
            ) : (
              <path
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12"
              />
            )}
          </svg>
        </button>
        {ad.clickThrough && (
          <a
            className="player-ad__learn-more"
            href={ad.clickThrough}
            target="_blank"
            rel="noopener noreferrer sponsored"
            onClick={() => {
              session.clickThrough();
              video()?.pause();
            }}
          >
            {t('ads.learn_more')}
          </a>
        )}
        {skip.skippable && (
          <button type="button" className="player-ad__skip" disabled={!skip.canSkip} onClick={() => session.skip()}>
            {skip.canSkip ? t('ads.skip') : t('ads.skip_in', { seconds: skip.secondsLeft })}
          </button>
        )}
      </div>
    </div>
  );
}
