/**
 * The four demo clips. Every media item of the catalog plays one of them (live channels loop one).
 * `look` is the ffmpeg lavfi graph that draws the picture at 640x360, 24 fps; `video.mjs` adds the title,
 * the running timecode and the audio tone.
 */
export const FRAME_RATE = 24;
export const SEGMENT_SECONDS = 2;
export const CLIP_SECONDS = 24;

export const CLIPS = [
  {
    id: 'fractal-dive',
    title: 'Fractal Dive',
    toneHz: [220, 330],
    captions: true,
    look:
      `mandelbrot=s=640x360:r=${FRAME_RATE}:maxiter=256:start_x=-0.743643887:start_y=0.131825904:` +
      `start_scale=2.4:end_scale=0.004:end_pts=${CLIP_SECONDS * FRAME_RATE}:inner=black,` +
      'hue=h=140+t*3,gblur=sigma=0.8',
  },
  {
    id: 'living-grid',
    title: 'Living Grid',
    toneHz: [262, 392],
    captions: false,
    look:
      'life=s=160x90:r=6:rule=B3/S23:ratio=0.22:seed=2026:mold=8:' +
      'life_color=0xffd166:death_color=0x0d1b2a:mold_color=0x4a2a8a,' +
      `scale=640:360:flags=neighbor,fps=${FRAME_RATE},format=yuv420p`,
  },
  {
    id: 'signal-check',
    title: 'Signal Check',
    toneHz: [330, 440],
    captions: true,
    look:
      `testsrc2=s=640x360:r=${FRAME_RATE},hue=h=t*15:s=0.9[base];` +
      `color=c=0xff3d7f@0.85:s=120x360:r=${FRAME_RATE}[bar];` +
      `[base][bar]overlay=x='mod(t*110\\,760)-120':y=0:shortest=1`,
  },
  {
    id: 'cellular-tide',
    title: 'Cellular Tide',
    toneHz: [196, 294],
    captions: false,
    look:
      `gradients=s=640x360:r=${FRAME_RATE}:n=4:c0=0x0b132b:c1=0x1c7c7d:c2=0x3a0ca3:c3=0x06d6a0:` +
      'speed=0.015:type=circular:seed=7,format=yuv420p[grad];' +
      `cellauto=s=128x72:r=12:rule=30:ratio=0.5:seed=11:scroll=1,fps=${FRAME_RATE},` +
      'scale=640:360:flags=neighbor,format=yuv420p[cells];' +
      '[grad][cells]blend=all_mode=softlight:all_opacity=0.45',
  },
];

export function clipById(id) {
  const clip = CLIPS.find((candidate) => candidate.id === id);
  if (!clip) throw new Error(`unknown clip ${id}`);
  return clip;
}
