/**
 * Reads the media platform's demo catalog (made by scripts/demo/media) so CMS documents reference media
 * and playlists that exist. Without the catalog the generator still runs, but leaves those references empty
 * and says so.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);

export function loadCatalog(demoDir) {
  const media = readJson(join(demoDir, 'catalog', 'media.json'))?.media ?? [];
  const playlists = readJson(join(demoDir, 'catalog', 'playlists.json'))?.playlists ?? [];
  const clips = readJson(join(demoDir, 'media', 'hls', 'clips.json'))?.clips ?? [];
  const tagsOf = (item) => String(item.tags ?? '').split(',').map((tag) => tag.trim());
  const ids = new Set(media.map((item) => item.mediaid));

  return {
    available: media.length > 0,
    has: (mediaId) => ids.has(mediaId),
    hasPlaylist: (feedId) => playlists.some((p) => p.feedid === feedId),
    /** On-demand items and live events tagged with the sport's slug (live channels are not sport videos). */
    sportMedia(slug) {
      return media.filter((item) => tagsOf(item).includes(slug) && item.contentType !== 'livechannel');
    },
    highlights(slug) {
      return this.sportMedia(slug).filter((item) => tagsOf(item).includes('highlights'));
    },
    liveChannels: () => media.filter((item) => item.contentType === 'livechannel'),
    liveEvent(state, slug) {
      return media.find(
        (item) => item.contentType === 'liveevent' && item['VCH.EventState'] === state && tagsOf(item).includes(slug),
      );
    },
    channelFor(slug) {
      return media.find((item) => item.contentType === 'livechannel' && tagsOf(item).includes(slug));
    },
    playlist: (title) => playlists.find((p) => p.title === title),
    /** MANUAL playlists (not the watch lists) that contain any of `mediaIds`. */
    playlistsContaining(mediaIds) {
      return playlists.filter(
        (p) => p.kind === 'MANUAL' && Array.isArray(p.media) && p.media.some((id) => mediaIds.includes(id)),
      );
    },
    firstClipId: () => clips[0]?.id,
  };
}
