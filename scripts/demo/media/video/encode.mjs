import { mkdir, rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { CLIP_SECONDS, FRAME_RATE, SEGMENT_SECONDS } from '../clips.mjs';
import { FFMPEG, FONT_DIR, HLS_DIR } from '../paths.mjs';
import { run } from './run.mjs';

/** The two renditions every clip gets. `maxrate` caps x264's constant-quality mode. */
export const RENDITIONS = [
  { id: '360p', width: 640, height: 360, crf: 26, maxrate: 300, audioKbps: 32 },
  { id: '180p', width: 320, height: 180, crf: 26, maxrate: 90, audioKbps: 32 },
];

const BOLD = `${FONT_DIR}/DejaVuSans-Bold.ttf`;
const MONO = `${FONT_DIR}/DejaVuSansMono-Bold.ttf`;
const FRAMES = CLIP_SECONDS * FRAME_RATE;
const GOP = SEGMENT_SECONDS * FRAME_RATE;

/** Title, brand line and a running SMPTE-style timecode, drawn at 640x360 before the renditions are scaled. */
function overlays(clip) {
  return [
    `drawtext=fontfile=${BOLD}:text='${clip.title.toUpperCase()}':fontsize=58:fontcolor=white:` +
      'borderw=3:bordercolor=black@0.55:x=(w-text_w)/2:y=(h-text_h)/2-18',
    `drawtext=fontfile=${BOLD}:text='AURORA GAMES TV · DEMO STREAM':fontsize=18:fontcolor=white@0.9:` +
      'borderw=2:bordercolor=black@0.5:x=(w-text_w)/2:y=h/2+26',
    `drawtext=fontfile=${MONO}:timecode='00\\:00\\:00\\:00':rate=${FRAME_RATE}:fontsize=20:fontcolor=white:` +
      'box=1:boxcolor=black@0.55:boxborderw=6:x=w-tw-14:y=h-th-14',
  ].join(',');
}

/** A quiet stereo tone: a different pitch per channel, gently pulsing so it is clearly not silence. */
function tone(clip) {
  const [left, right] = clip.toneHz;
  const channel = (hz, phase) => `0.05*sin(2*PI*${hz}*t)*(0.7+0.3*${phase}(2*PI*0.25*t))`;
  return `aevalsrc=exprs='${channel(left, 'sin')}|${channel(right, 'cos')}':s=48000:d=${CLIP_SECONDS}`;
}

function filterGraph(clip) {
  const scalers = RENDITIONS.map(
    (rendition, index) => `[s${index}]scale=${rendition.width}:${rendition.height}:flags=bicubic,setsar=1[v${rendition.id}]`,
  );
  return [
    `${clip.look},trim=end_frame=${FRAMES},setpts=PTS-STARTPTS,${overlays(clip)},` +
      `split=${RENDITIONS.length}${RENDITIONS.map((_, index) => `[s${index}]`).join('')}`,
    ...scalers,
    `${tone(clip)},asplit=${RENDITIONS.length}${RENDITIONS.map((rendition) => `[a${rendition.id}]`).join('')}`,
  ].join(';');
}

function renditionOutput(clipDir, rendition) {
  const dir = resolve(clipDir, rendition.id);
  return [
    '-map', `[v${rendition.id}]`, '-map', `[a${rendition.id}]`,
    '-c:v', 'libx264', '-profile:v', 'baseline', '-level:v', '3.0', '-preset', 'slow', '-threads', '1',
    '-crf', String(rendition.crf), '-maxrate', `${rendition.maxrate}k`, '-bufsize', `${rendition.maxrate * 2}k`,
    '-pix_fmt', 'yuv420p', '-r', String(FRAME_RATE), '-frames:v', String(FRAMES),
    '-g', String(GOP), '-keyint_min', String(GOP), '-sc_threshold', '0',
    '-force_key_frames', `expr:gte(t,n_forced*${SEGMENT_SECONDS})`,
    '-c:a', 'aac', '-b:a', `${rendition.audioKbps}k`, '-ac', '2', '-ar', '48000',
    '-flags', '+bitexact', '-fflags', '+bitexact',
    '-f', 'hls', '-hls_time', String(SEGMENT_SECONDS), '-hls_playlist_type', 'vod',
    '-hls_segment_filename', resolve(dir, 'seg_%03d.ts'),
    resolve(dir, 'index.m3u8'),
  ];
}

/** Encodes one clip into `hls/{clipId}/{rendition}/` (index.m3u8 + seg_000.ts …) in a single ffmpeg run. */
export async function encodeClip(clip) {
  const clipDir = resolve(HLS_DIR, clip.id);
  await rm(clipDir, { recursive: true, force: true });
  for (const rendition of RENDITIONS) await mkdir(resolve(clipDir, rendition.id), { recursive: true });
  await run(FFMPEG, [
    '-y', '-hide_banner', '-loglevel', 'error',
    '-filter_complex', filterGraph(clip),
    ...RENDITIONS.flatMap((rendition) => renditionOutput(clipDir, rendition)),
  ]);
  return clipDir;
}
