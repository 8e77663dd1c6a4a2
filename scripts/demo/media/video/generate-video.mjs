import { mkdir, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { CLIP_SECONDS, CLIPS, FRAME_RATE, SEGMENT_SECONDS } from '../clips.mjs';
import { HLS_DIR } from '../paths.mjs';
import { buildVtt } from './captions.mjs';
import { encodeClip, RENDITIONS } from './encode.mjs';
import { writeHeroLoop } from './hero-loop.mjs';
import { aacCodec, h264Codec, measureBandwidth, probe, segmentDurations } from './probe.mjs';

const toJson = (value) => `${JSON.stringify(value, null, 2)}\n`;

/** Encodes every clip, checks it with ffprobe, writes captions, master playlists, the hero loop and clips.json. */
export async function generateVideo() {
  await mkdir(HLS_DIR, { recursive: true });
  const clips = [];
  for (const clip of CLIPS) {
    const started = Date.now();
    const clipDir = await encodeClip(clip);
    const renditions = [];
    for (const rendition of RENDITIONS) renditions.push(await verifyRendition(clipDir, rendition));
    const segmentCount = renditions[0].segmentCount;
    const captions = clip.captions ? await writeCaptions(clipDir, clip, renditions[0].mpegtsStart) : null;
    await writeFile(resolve(clipDir, 'master.m3u8'), masterPlaylist(renditions, captions !== null));
    // The first clip is the home hero's background loop (scripts/demo/cms/lib/docs-site.mjs).
    if (clip === CLIPS[0]) await writeHeroLoop(clipDir);
    clips.push({
      id: clip.id,
      title: clip.title,
      segmentDuration: SEGMENT_SECONDS,
      segmentCount,
      renditions: renditions.map(({ id, bandwidth, averageBandwidth, resolution, codecs, frameRate }) => ({
        id, bandwidth, averageBandwidth, resolution, codecs, frameRate,
      })),
      captions,
    });
    const summary = renditions.map((r) => `${r.id} ${Math.round(r.averageBandwidth / 1000)}/${Math.round(r.bandwidth / 1000)} kbps`);
    console.log(`video: ${clip.id} ${segmentCount}×${SEGMENT_SECONDS}s, ${summary.join(', ')}, ${renditions[0].codecs} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  }
  await writeFile(resolve(HLS_DIR, 'clips.json'), toJson({ clips }));
}

/** Proves a rendition decodes end to end and has the promised shape; returns what the master playlist needs. */
async function verifyRendition(clipDir, rendition) {
  const dir = resolve(clipDir, rendition.id);
  const fail = (message) => {
    throw new Error(`${dir}: ${message}`);
  };
  const durations = await segmentDurations(resolve(dir, 'index.m3u8'));
  const expectedCount = CLIP_SECONDS / SEGMENT_SECONDS;
  if (durations.length !== expectedCount) fail(`${durations.length} segments, expected ${expectedCount}`);
  const odd = durations.findIndex((duration) => Math.abs(duration - SEGMENT_SECONDS) > 0.0005);
  if (odd !== -1) fail(`segment ${odd} lasts ${durations[odd]} s, expected ${SEGMENT_SECONDS}`);

  const { format, video, audio } = await probe(resolve(dir, 'index.m3u8'), { countFrames: true });
  if (!video || !audio) fail('missing video or audio stream');
  if (video.width !== rendition.width || video.height !== rendition.height) fail(`size ${video.width}x${video.height}`);
  if (Number(video.nb_read_frames) !== CLIP_SECONDS * FRAME_RATE) fail(`${video.nb_read_frames} frames decoded`);
  if (audio.codec_name !== 'aac' || audio.channels !== 2) fail(`audio ${audio.codec_name} ×${audio.channels}`);
  if (Math.abs(Number(format.duration) - CLIP_SECONDS) > 0.1) fail(`duration ${format.duration}`);

  const firstSegment = resolve(dir, 'seg_000.ts');
  const first = await probe(firstSegment);
  return {
    id: rendition.id,
    ...(await measureBandwidth(dir, SEGMENT_SECONDS)),
    resolution: `${video.width}x${video.height}`,
    codecs: `${await h264Codec(firstSegment)},${aacCodec(audio.profile)}`,
    frameRate: FRAME_RATE,
    // hls.js maps media time 0 to the earliest PTS of any stream (the AAC priming makes audio start first).
    mpegtsStart: Math.min(Number(first.video.start_pts), Number(first.audio.start_pts)),
  };
}

async function writeCaptions(clipDir, clip, mpegtsStart) {
  const file = 'captions.en.vtt';
  await writeFile(resolve(clipDir, file), buildVtt(clip.id, mpegtsStart));
  await mkdir(resolve(clipDir, 'subs'), { recursive: true });
  const playlist = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${CLIP_SECONDS}`,
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:VOD',
    `#EXTINF:${CLIP_SECONDS.toFixed(3)},`,
    `../${file}`,
    '#EXT-X-ENDLIST',
    '',
  ];
  await writeFile(resolve(clipDir, 'subs', 'en.m3u8'), playlist.join('\n'));
  return file;
}

function masterPlaylist(renditions, withSubtitles) {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-INDEPENDENT-SEGMENTS'];
  if (withSubtitles) {
    lines.push('#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",LANGUAGE="en",NAME="English",DEFAULT=NO,AUTOSELECT=YES,URI="subs/en.m3u8"');
  }
  for (const rendition of renditions) {
    const attributes = [
      `BANDWIDTH=${rendition.bandwidth}`,
      `AVERAGE-BANDWIDTH=${rendition.averageBandwidth}`,
      `RESOLUTION=${rendition.resolution}`,
      `CODECS="${rendition.codecs}"`,
      `FRAME-RATE=${rendition.frameRate.toFixed(3)}`,
      ...(withSubtitles ? ['SUBTITLES="subs"'] : []),
    ];
    lines.push(`#EXT-X-STREAM-INF:${attributes.join(',')}`, `${rendition.id}/index.m3u8`);
  }
  return `${lines.join('\n')}\n`;
}
