import { isPaidCard, type CardData } from '../domain/card';
import { cardTag, type CardTag } from '../domain/card-tag';
import type { ImageVariant, MediaItem } from '../domain/media';
import { getT, type Language } from '../lib/i18n';
import { formatShortDateTime, pad2, zoneOffsetAt } from '../lib/format';
import type { TFunction } from 'i18next';
import { HERO_WIDTHS, widthVariants } from './images';

/**
 * A media card (spec 3 §2, Media cards): a 16:9 image, the title, a tag (live, scheduled, series, episode or
 * duration), and slots for a lock and a progress bar. Rendered to static HTML on the server for shelves and
 * grids, and reused by islands (favorites, continue watching). The whole card is one link.
 * Styles: `src/styles/cards.css` (global, loaded by the base layout), which also draws the tag's and the lock's icons.
 */
export interface MediaCardProps {
  card: CardData;
  href: string;
  language: Language;
  /** Watched fraction, 0..1; a bar is shown when above 0. */
  progress?: number;
  /** Shows the lock; by default for items sold through offers (`isPaidCard`). */
  locked?: boolean;
  /** The large variant used by featured shelves. */
  featured?: boolean;
  /** Epoch ms used to decide live/scheduled; defaults to the current time. */
  now?: number;
  /** Above the fold: load the image eagerly with high priority. */
  priority?: boolean;
  /** `sizes` for the image; defaults match the shelf layout (1..5 tiles, or 1 when featured). */
  sizes?: string;
  /** The item currently playing or shown. */
  current?: boolean;
  /** Shown but not selectable. */
  disabled?: boolean;
  /** Other artwork instead of the card image, e.g. the text-free background image of a featured item. */
  artwork?: { src: string; srcSet?: string };
}

export const CARD_IMAGE_WIDTH = 320;
export const FEATURED_IMAGE_WIDTH = 640;

/** Image widths as laid out by the shelf: 1, 2, 3, 4, 5 tiles from xs to xl (spec 3 §9). */
export const SHELF_SIZES =
  '(min-width: 1200px) calc((100vw - 7rem) / 5), (min-width: 1024px) calc((100vw - 6rem) / 4), ' +
  '(min-width: 768px) calc((100vw - 5rem) / 3), (min-width: 480px) calc((100vw - 3rem) / 2), calc(100vw - 3rem)';
export const FEATURED_SIZES = '(min-width: 1200px) 60vw, (min-width: 768px) 75vw, calc(100vw - 3rem)';

/** Image variants sorted by width, only images, one per width. */
export function imageVariants(images: ImageVariant[]): ImageVariant[] {
  const byWidth = new Map<number, ImageVariant>();
  for (const image of images) {
    if (image.type.startsWith('image/') && image.width > 0 && !byWidth.has(image.width)) {
      byWidth.set(image.width, image);
    }
  }
  return [...byWidth.values()].sort((a, b) => a.width - b.width);
}

/** The smallest variant at least `width` wide (else the largest), or the plain image URL. */
export function pickImage(images: ImageVariant[], fallback: string, width: number): string {
  const variants = imageVariants(images);
  return (variants.find((variant) => variant.width >= width) ?? variants[variants.length - 1])?.src ?? fallback;
}

export function srcSet(images: ImageVariant[]): string | undefined {
  const variants = imageVariants(images);
  return variants.length ? variants.map((variant) => `${variant.src} ${variant.width}w`).join(', ') : undefined;
}

/**
 * An item's full-width artwork (home hero, playlist hero) with `width` as its `src`: its text-free background image
 * where it has one, at the hero widths, else its image ladder.
 */
export function heroArtwork(item: Pick<MediaItem, 'backgroundImage' | 'images' | 'image'>, width: number) {
  return item.backgroundImage
    ? widthVariants(item.backgroundImage, HERO_WIDTHS, width)
    : { src: pickImage(item.images, item.image, width), srcset: srcSet(item.images) };
}

function tagText(tag: CardTag, t: TFunction, language: Language): string | undefined {
  switch (tag.kind) {
    case 'live':
      return t('card.live');
    case 'scheduled':
      return tag.start ? formatShortDateTime(new Date(tag.start), language) : t('card.scheduled');
    case 'series':
      return t('card.series');
    case 'episode':
      return tag.label;
    case 'duration':
      return tag.hours > 0
        ? t('card.duration_hours', { hours: tag.hours, minutes: pad2(tag.minutes) })
        : t('card.duration_minutes', { minutes: tag.minutes });
    case 'none':
      return undefined;
  }
}

function clampProgress(progress: number | undefined): number | undefined {
  if (progress === undefined || !Number.isFinite(progress) || progress <= 0) return undefined;
  return Math.min(1, progress);
}

export function MediaCard(props: MediaCardProps) {
  const { card, href, language, locked = isPaidCard(card), featured = false, priority = false } = props;
  const t = getT(language);
  const tag = cardTag(card, new Date(props.now ?? Date.now()));
  const text = tagText(tag, t, language);
  const progress = clampProgress(props.progress);
  const width = featured ? FEATURED_IMAGE_WIDTH : CARD_IMAGE_WIDTH;

  const className = [
    'media-card',
    featured && 'media-card--featured',
    props.current && 'is-current',
    props.disabled && 'is-disabled',
    locked && 'is-locked',
  ]
    .filter(Boolean)
    .join(' ');

  // The link's name is its content: title first (shown below the image by CSS order), then the tag, then the
  // lock and progress as text for screen readers. No aria-label, so the visible text and the name agree.
  const body = (
    <>
      <span className="media-card__title">{card.title}</span>
      <span className="media-card__poster">
        <img
          className="media-card__image"
          src={props.artwork?.src ?? pickImage(card.images, card.image, width)}
          srcSet={props.artwork ? props.artwork.srcSet : srcSet(card.images)}
          sizes={props.sizes ?? (featured ? FEATURED_SIZES : SHELF_SIZES)}
          width={width}
          height={Math.round((width * 9) / 16)}
          alt=""
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          fetchPriority={priority ? 'high' : undefined}
        />
        {text && (
          <span className={`card-tag card-tag--${tag.kind}`}>
            <span className="visually-hidden">, </span>
            {tag.kind === 'live' && <span className="live-dot" aria-hidden="true" />}
            {tag.kind === 'scheduled' && tag.start ? (
              <>
                <span className="visually-hidden">{t('card.starts')} </span>
                <time dateTime={tag.start} data-local-time="short" data-zone-offset={zoneOffsetAt(new Date(tag.start))}>
                  {text}
                </time>
              </>
            ) : (
              text
            )}
          </span>
        )}
        {locked && (
          <span className="media-card__lock">
            <span className="visually-hidden">, {t('card.locked')}</span>
          </span>
        )}
        {progress !== undefined && (
          <span className="media-card__progress">
            <span className="media-card__progress-bar" style={{ width: `${(progress * 100).toFixed(1)}%` }} />
            <span className="visually-hidden">, {t('card.progress', { percent: Math.round(progress * 100) })}</span>
          </span>
        )}
      </span>
    </>
  );

  if (props.disabled) {
    return (
      <div className={className} aria-disabled="true">
        {body}
      </div>
    );
  }
  return (
    <a
      className={className}
      href={href}
      aria-current={props.current ? 'page' : undefined}
      data-motion={card.motionThumbnail}
    >
      {body}
    </a>
  );
}

/** The loading state of a card: same box, no content. */
export function MediaCardSkeleton({ featured = false }: { featured?: boolean }) {
  return (
    <div className={`media-card media-card--skeleton${featured ? ' media-card--featured' : ''}`} aria-hidden="true">
      <span className="media-card__poster" />
      <span className="media-card__title" />
    </div>
  );
}

export default MediaCard;
