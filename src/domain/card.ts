import type { ContentType, EventState, ImageVariant, MediaItem } from './media';

/**
 * The slim, serialisable view of a media item that a card needs. Server-rendered shelves and client islands
 * (favorites, continue watching) render the same `MediaCard` from it.
 */
export interface CardData {
  mediaid: string;
  title: string;
  image: string;
  images: ImageVariant[];
  duration: number;
  contentType?: ContentType;
  seriesId?: string;
  seasonNumber?: number;
  episodeNumber?: number;
  scheduledStart?: string;
  scheduledEnd?: string;
  eventState?: EventState;
  genre?: string;
  /** Offers exist (a lock may apply; islands decide per viewer). */
  hasOffers: boolean;
  requiresSubscription: boolean;
  free: boolean;
  motionThumbnail?: string;
}

export function toCard(item: MediaItem): CardData {
  return {
    mediaid: item.mediaid,
    title: item.title,
    image: item.cardImage ?? item.image,
    images: item.images,
    duration: item.duration,
    contentType: item.contentType,
    seriesId: item.seriesId,
    seasonNumber: item.seasonNumber,
    episodeNumber: item.episodeNumber,
    scheduledStart: item.scheduledStart,
    scheduledEnd: item.scheduledEnd,
    eventState: item.eventState,
    genre: item.genre,
    hasOffers: item.productIds.length > 0,
    requiresSubscription: item.requiresSubscription,
    free: item.free,
    motionThumbnail: item.motionThumbnail,
  };
}

/**
 * A card of an item sold through offers (not free, subscription required, with offers): it shows the lock. The
 * public HTML is the same for every visitor, so the lock marks what is sold, not what this viewer bought; the
 * start button and the player say what the viewer may do.
 */
export function isPaidCard(card: Pick<CardData, 'free' | 'requiresSubscription' | 'hasOffers' | 'contentType'>): boolean {
  return card.hasOffers && card.requiresSubscription && !card.free && card.contentType !== 'hub';
}
