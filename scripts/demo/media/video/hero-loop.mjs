import { resolve } from 'node:path';
import { FFMPEG } from '../paths.mjs';
import { run } from './run.mjs';

export const HERO_LOOP_FILE = 'hero-loop.mp4';
const LOOP_SECONDS = 12;

/**
 * The home hero's muted background loop as one progressive MP4 (the first seconds of the clip's 360p rendition,
 * video only, moov atom first): a browser plays it with a plain <video src>, so the home page needs no HLS engine.
 * Remuxed, not re-encoded: the bytes follow from the HLS rendition.
 */
export async function writeHeroLoop(clipDir) {
  const output = resolve(clipDir, HERO_LOOP_FILE);
  await run(FFMPEG, [
    '-y', '-loglevel', 'error',
    '-i', resolve(clipDir, '360p', 'index.m3u8'),
    '-t', String(LOOP_SECONDS), '-map', '0:v:0', '-an', '-c:v', 'copy',
    '-map_metadata', '-1', '-movflags', '+faststart', '-fflags', '+bitexact', '-flags', '+bitexact',
    output,
  ]);
  return output;
}
