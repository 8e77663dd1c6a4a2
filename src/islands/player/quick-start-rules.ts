import { isEntitled } from '../../domain/entitlement';
import { getMediaStatus } from '../../domain/media-status';
import type { PlayerProps } from './Player';

/**
 * Whether a player page may start its stream before the island is live (quick-start.ts): playing at once
 * (`?play=1`), inline, an on-demand item a guest may play as it is (its sources in the page), and nothing the
 * island must do first (client-side or server-side ads, a live status to follow). Whether this viewer is a guest
 * is known only in the browser; the quick start asks there.
 */
export function startsQuickly(props: PlayerProps, now: Date): boolean {
  const { media, access } = props;
  const guestMayPlay =
    !access ||
    isEntitled(access.item, { accessModel: access.accessModel, signedIn: false, hasSubscription: false }, false);
  return (
    props.autostart &&
    !props.cinema &&
    !props.refetchStatus &&
    !props.ads &&
    !media.paid &&
    media.sources.length > 0 &&
    media.duration > 0 &&
    getMediaStatus(media, now) === 'VOD' &&
    guestMayPlay
  );
}
