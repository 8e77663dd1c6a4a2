import type { TFunction } from 'i18next';
import { formatCueTime, type CuePoint } from '../../domain/cue-points';
import { formatScheduledDate } from '../../lib/format';
import { useHydrated } from '../shared/use-hydrated';
import type { PlayerErrorKind } from './player-errors';
import type { PlayerMedia } from './player-media';

/** The pieces of the player that render on the server (poster, notices) or around the controls. */

// The inline player's box: on a phone the screen less the page's gutters. Where the player takes the whole width
// (cinema, embed) this is 2rem short, a few percent under the screen's density at most.
const POSTER_SIZES = '(min-width: 1200px) 1200px, calc(100vw - 2rem)';

export function PlayIcon() {
  return (
    <svg viewBox="0 0 24 24" width="36" height="36" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M8 5.14v13.72a1 1 0 0 0 1.5.86l11-6.86a1 1 0 0 0 0-1.72l-11-6.86A1 1 0 0 0 8 5.14Z"
      />
    </svg>
  );
}

export function PosterImage({ media }: { media: PlayerMedia }) {
  return (
    <img
      className="player__poster-image"
      src={media.poster}
      srcSet={media.posterSrcSet}
      sizes={media.posterSrcSet ? POSTER_SIZES : undefined}
      width={1280}
      height={720}
      alt=""
      decoding="async"
      {...(media.posterOffscreen ? { loading: 'lazy' } : { fetchPriority: 'high' })}
    />
  );
}

/** The poster before playback, with its play button unless there is nothing to play (`onPlay` absent). */
export function PlayerPoster(props: { media: PlayerMedia; t: TFunction; loading?: boolean; onPlay?: () => void }) {
  const { media, t, loading = false } = props;
  return (
    <div className="player__poster">
      <PosterImage media={media} />
      {loading ? (
        <span className="player__spinner" role="status" aria-label={t('loading')} />
      ) : (
        props.onPlay && <BigPlayButton label={t('play_title', { title: media.title })} onClick={props.onPlay} />
      )}
    </div>
  );
}

export function BigPlayButton({ label, onClick }: { label: string; onClick?: () => void }) {
  return (
    <button type="button" className="player__big-play" aria-label={label} onClick={onClick}>
      <PlayIcon />
    </button>
  );
}

const errorKeys: Record<PlayerErrorKind, { title: string; description: string }> = {
  unknown: { title: 'errors.unknown_title', description: 'errors.unknown_description' },
  'not-available': { title: 'errors.not_available_title', description: 'errors.not_available_description' },
  'geo-blocked': { title: 'errors.geo_blocked_title', description: 'errors.geo_blocked_description' },
  unauthorized: { title: 'errors.unauthorized_title', description: 'errors.unauthorized_description' },
  'content-protection': {
    title: 'errors.content_protection_title',
    description: 'errors.content_protection_description',
  },
};

/** An error over the stage, with Retry. A geo block shows the platform's own message when the media has one. */
export function PlayerErrorPanel(props: {
  kind: PlayerErrorKind;
  t: TFunction;
  onRetry: () => void;
  customMessage?: string;
}) {
  const { kind, t, onRetry } = props;
  const keys = errorKeys[kind];
  const description = kind === 'geo-blocked' && props.customMessage ? props.customMessage : t(keys.description);
  return (
    <div className="player__overlay player__overlay--error" role="alert">
      <p className="player__overlay-title">{t(keys.title)}</p>
      <p className="player__overlay-text">{description}</p>
      <button type="button" className="player__button" onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}

/**
 * "Not yet live" notice for scheduled media (spec 3 §8), over the poster. The date is in the viewer's time zone;
 * the server (and hydration) render it in UTC, marked as such.
 */
export function ScheduledNotice({ media, t }: { media: PlayerMedia; t: TFunction }) {
  const hydrated = useHydrated();
  const start = media.scheduledStart ? new Date(media.scheduledStart) : undefined;
  const valid = start && !Number.isNaN(start.getTime());
  const date = valid ? (hydrated ? formatScheduledDate(start) : `${formatScheduledDate(start, 'UTC')} UTC`) : '';
  return (
    <div className="player">
      <div className="player__stage">
        <div className="player__poster">
          <PosterImage media={media} />
        </div>
        <div className="player__overlay player__overlay--scheduled" role="status">
          <p className="player__overlay-text">{valid ? t('scheduled', { date }) : t('scheduled_no_date')}</p>
        </div>
      </div>
    </div>
  );
}

export function ChapterList(props: {
  points: CuePoint[];
  currentTime: number;
  t: TFunction;
  onSeek: (seconds: number) => void;
}) {
  const { points, currentTime, t } = props;
  const currentIndex = points.findLastIndex((point) => point.seconds <= currentTime);
  return (
    <nav className="player__chapters" aria-label={t('chapters.title')}>
      <h2 className="player__chapters-title">{t('chapters.title')}</h2>
      <ol>
        {points.map((point, index) => {
          const name = point.name || t('chapters.untitled', { number: index + 1 });
          const time = formatCueTime(point.seconds);
          return (
            <li key={`${point.seconds}-${index}`}>
              <button
                type="button"
                className={index === currentIndex && currentTime > 0 ? 'is-current' : undefined}
                aria-label={t('chapters.play_from', { name, time })}
                onClick={() => props.onSeek(point.seconds)}
              >
                <span className="player__chapter-time">{time}</span>
                <span className="player__chapter-name">{name}</span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
