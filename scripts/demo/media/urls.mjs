/** URLs of the demo media platform's "CDN" (served by the site under /demo-media/). */
export const IMAGE_WIDTHS = [320, 480, 640, 720, 1280, 1920];
export const HLS_TYPE = 'application/vnd.apple.mpegurl';

export const imageFile = (name) => `/demo-media/images/${name}`;
export const posterUrl = (mediaid, width = 640) => `${imageFile(`${mediaid}.jpg`)}?width=${width}`;
export const backdropUrl = (mediaid, width = 1920) => `${imageFile(`${mediaid}-bg.jpg`)}?width=${width}`;
export const channelLogoUrl = (mediaid) => imageFile(`${mediaid}-logo.png`);
export const vodSource = (clipId) => ({ file: `/demo-media/hls/${clipId}/master.m3u8`, type: HLS_TYPE });
export const liveSource = (channelId) => ({ file: `/demo-media/live/${channelId}/master.m3u8`, type: HLS_TYPE });
export const captionsTrack = (clipId) => ({
  file: `/demo-media/hls/${clipId}/captions.en.vtt`,
  kind: 'captions',
  label: 'English',
});

export function posterImages(mediaid) {
  return IMAGE_WIDTHS.map((width) => ({ src: posterUrl(mediaid, width), width, type: 'image/jpeg' }));
}
