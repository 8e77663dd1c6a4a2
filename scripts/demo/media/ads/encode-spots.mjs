import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { FFMPEG, FONT_DIR } from '../paths.mjs';
import { run } from '../video/run.mjs';
import { SPOTS } from './spots.mjs';

const FRAME_RATE = 24;
const BOLD = `${FONT_DIR}/DejaVuSans-Bold.ttf`;

const rgb = (hex) => [0, 2, 4].map((offset) => Number.parseInt(hex.slice(2 + offset, 4 + offset), 16));

/**
 * A slowly moving two-colour wave (`geq`, so any ffmpeg build has it) with the spot's headline and tagline, a
 * "DEMO ADVERTISEMENT" line, fades, and a two-note jingle.
 */
function filterGraph(spot) {
  const [from, to] = [rgb(spot.colors[0]), rgb(spot.colors[2])];
  const wave = '(0.5+0.5*sin(2*PI*(X/W*0.7+Y/H*0.5-T/3)))';
  const channel = (index) => `${from[index]}+(${to[index] - from[index]})*${wave}`;
  const frames = spot.seconds * FRAME_RATE;
  const fadeOut = spot.seconds - 0.5;
  const text = (value, size, y, extra = '') =>
    `drawtext=fontfile=${BOLD}:text='${value}':fontsize=${size}:fontcolor=white${extra}:` +
    `borderw=3:bordercolor=black@0.45:x=(w-text_w)/2:y=${y}`;
  const [low, high] = spot.toneHz;
  const note = (hz, start, end) => `0.08*sin(2*PI*${hz}*t)*between(t,${start},${end})*(1-(t-${start})/(${end}-${start}))`;
  const jingle = `${note(low, 0, 0.8)}+${note(high, 0.8, 2)}`;
  return [
    `color=c=black:s=640x360:r=${FRAME_RATE},format=rgb24,` +
      `geq=r='${channel(0)}':g='${channel(1)}':b='${channel(2)}',` +
      `trim=end_frame=${frames},setpts=PTS-STARTPTS,format=yuv420p,` +
      `${text(spot.headline, 64, '(h-text_h)/2-30')},${text(spot.tagline, 28, 'h/2+30')},` +
      `${text('DEMO ADVERTISEMENT', 16, 'h-40', '@0.85')},fade=t=in:d=0.4,fade=t=out:st=${fadeOut}:d=0.5[v]`,
    `aevalsrc=exprs='${jingle}|${jingle}':s=48000:d=${spot.seconds}[a]`,
  ].join(';');
}

/** Encodes each spot to `{dir}/{id}.mp4`: H.264 baseline + AAC, moov first so it starts while downloading. */
export async function encodeSpots(dir) {
  for (const spot of SPOTS) {
    const started = Date.now();
    await run(FFMPEG, [
      '-y', '-hide_banner', '-loglevel', 'error',
      '-filter_complex', filterGraph(spot), '-map', '[v]', '-map', '[a]',
      '-c:v', 'libx264', '-profile:v', 'baseline', '-level:v', '3.0', '-preset', 'slow', '-threads', '1',
      '-crf', '26', '-maxrate', '300k', '-bufsize', '600k', '-pix_fmt', 'yuv420p', '-r', String(FRAME_RATE),
      '-frames:v', String(spot.seconds * FRAME_RATE),
      '-c:a', 'aac', '-b:a', '32k', '-ac', '2', '-ar', '48000',
      '-movflags', '+faststart', '-flags', '+bitexact', '-fflags', '+bitexact',
      resolve(dir, `${spot.id}.mp4`),
    ]);
    console.log(`ads: ${spot.id}.mp4 ${spot.seconds} s (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  }
}

/**
 * Each spot as a VOD HLS stream too, `{dir}/hls/{id}/index.m3u8` + `seg_NNN.ts` (remuxed, not re-encoded): the
 * demo's server-side ad insertion stitches these segments before the content (src/server/media/local/ssai.ts).
 */
export async function segmentSpots(dir) {
  for (const spot of SPOTS) {
    const out = resolve(dir, 'hls', spot.id);
    await mkdir(out, { recursive: true });
    await run(FFMPEG, [
      '-y', '-hide_banner', '-loglevel', 'error',
      '-i', resolve(dir, `${spot.id}.mp4`),
      '-c', 'copy', '-bsf:v', 'h264_mp4toannexb', '-flags', '+bitexact', '-fflags', '+bitexact',
      '-f', 'hls', '-hls_time', '2', '-hls_playlist_type', 'vod',
      '-hls_segment_filename', resolve(out, 'seg_%03d.ts'),
      resolve(out, 'index.m3u8'),
    ]);
    console.log(`ads: hls/${spot.id}/index.m3u8`);
  }
}
