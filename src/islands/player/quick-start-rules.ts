import { isEntitled } from '../../domain/entitlement';
import { getMediaStatus } from '../../domain/media-status';
import type { PlayerProps } from './Player';

/**
 * When a player page may start its stream before the island is live (quick-start.ts): with the page when it plays at
 * once (`?play=1`), else at the viewer's press on its play button; for an inline on-demand item a guest may play
 * as it is (its sources in the page), with nothing the island must do first (client-side or server-side ads, a live
 * status to follow). Whether this viewer is a guest is known only in the browser; the quick start asks there.
 */
export function quickStartOf(props: PlayerProps, now: Date): 'with-page' | 'on-press' | undefined {
  const { media, access } = props;
  const guestMayPlay =
    !access ||
    isEntitled(access.item, { accessModel: access.accessModel, signedIn: false, hasSubscription: false }, false);
  const quick =
    !props.cinema &&
    !props.refetchStatus &&
    !props.ads &&
    !media.paid &&
    media.sources.length > 0 &&
    media.duration > 0 &&
    getMediaStatus(media, now) === 'VOD' &&
    guestMayPlay;
  if (!quick) return undefined;
  return props.autostart ? 'with-page' : 'on-press';
}
