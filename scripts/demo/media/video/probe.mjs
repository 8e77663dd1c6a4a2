import { readdir, readFile, stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { FFMPEG, FFPROBE } from '../paths.mjs';
import { run, runJson } from './run.mjs';

/** `EXTINF` durations of a media playlist, in order. */
export async function segmentDurations(playlistPath) {
  const text = await readFile(playlistPath, 'utf8');
  return [...text.matchAll(/^#EXTINF:([\d.]+),/gm)].map((match) => Number(match[1]));
}

/** Peak and average bits per second of a rendition, measured from its segment files (what HLS BANDWIDTH means). */
export async function measureBandwidth(renditionDir, segmentSeconds) {
  const files = (await readdir(renditionDir)).filter((file) => file.endsWith('.ts')).sort();
  const sizes = await Promise.all(files.map(async (file) => (await stat(resolve(renditionDir, file))).size));
  const bits = sizes.map((size) => size * 8);
  return {
    segmentCount: files.length,
    bandwidth: Math.ceil(Math.max(...bits) / segmentSeconds),
    averageBandwidth: Math.ceil(bits.reduce((sum, value) => sum + value, 0) / (files.length * segmentSeconds)),
  };
}

/** RFC 6381 codec string of the H.264 stream, read from its SPS (profile_idc, constraint flags, level_idc). */
export async function h264Codec(segmentPath) {
  const annexB = await run(FFMPEG, [
    '-v', 'error', '-i', segmentPath, '-map', '0:v:0', '-c', 'copy', '-frames:v', '1', '-bsf:v', 'h264_mp4toannexb', '-f', 'h264', 'pipe:1',
  ]);
  for (let index = 0; index + 6 < annexB.length; index += 1) {
    const isStartCode = annexB[index] === 0 && annexB[index + 1] === 0 && annexB[index + 2] === 1;
    if (isStartCode && (annexB[index + 3] & 0x1f) === 7) {
      const hex = (byte) => byte.toString(16).padStart(2, '0');
      return `avc1.${hex(annexB[index + 4])}${hex(annexB[index + 5])}${hex(annexB[index + 6])}`;
    }
  }
  throw new Error(`no SPS found in ${segmentPath}`);
}

/** Stream facts from ffprobe; `countFrames` decodes everything (slow but proves the rendition decodes). */
export async function probe(path, { countFrames = false } = {}) {
  const result = await runJson(FFPROBE, [
    '-v', 'error', ...(countFrames ? ['-count_frames'] : []),
    '-show_entries', 'format=duration,start_time:stream=codec_type,codec_name,profile,width,height,channels,sample_rate,avg_frame_rate,start_pts,nb_read_frames',
    '-of', 'json', path,
  ]);
  const video = result.streams.find((stream) => stream.codec_type === 'video');
  const audio = result.streams.find((stream) => stream.codec_type === 'audio');
  return { format: result.format, video, audio };
}

export function aacCodec(profile) {
  const objectType = { LC: 2, 'HE-AAC': 5, 'HE-AACv2': 29 }[profile];
  if (!objectType) throw new Error(`unexpected AAC profile ${profile}`);
  return `mp4a.40.${objectType}`;
}
