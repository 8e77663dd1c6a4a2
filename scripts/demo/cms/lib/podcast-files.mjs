/**
 * Files behind the podcast documents: one short sample MP3 used as every episode's enclosure, and the RSS
 * feeds in data/demo/cms/feeds/{slug}.xml (served at /demo-feeds/{slug}.xml).
 */
import { spawnSync } from 'node:child_process';
import { statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildFeed } from './feeds.mjs';

const AUDIO_FILE = 'aurora-podcast-sample.mp3';

/** A 20-second soft chord; bit-exact flags keep the file identical between runs. */
export function createPodcastAudio(audioDir) {
  const target = join(audioDir, AUDIO_FILE);
  const tones = [220, 277.18, 329.63].flatMap((f) => ['-f', 'lavfi', '-i', `sine=frequency=${f}:duration=20:sample_rate=22050`]);
  const run = spawnSync(
    '/usr/bin/ffmpeg',
    ['-y', '-hide_banner', '-loglevel', 'error', ...tones,
      '-filter_complex', 'amix=inputs=3,volume=0.6,afade=t=in:d=1.5,afade=t=out:st=17:d=3',
      '-ac', '1', '-ar', '22050', '-c:a', 'libmp3lame', '-b:a', '32k',
      '-map_metadata', '-1', '-fflags', '+bitexact', '-flags:a', '+bitexact', target],
    { encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(`ffmpeg failed to make the podcast sample: ${run.stderr || run.error}`);
  return { url: `/demo-feeds/audio/${AUDIO_FILE}`, length: statSync(target).size };
}

const SCHEDULES = {
  'the-aurora-daily': { firstEpisode: '2026-03-02T06:00:00Z', intervalDays: 1 },
  'inside-the-federations': { firstEpisode: '2026-01-13T10:00:00Z', intervalDays: 7 },
  'athlete-voices': { firstEpisode: '2026-02-01T09:30:00Z', intervalDays: 5 },
};

export function writeFeeds(random, podcasts, podcastDocs, { feedsDir, audio }) {
  for (const podcast of podcasts) {
    const doc = podcastDocs.find((d) => d.slug.current === podcast.slug);
    const schedule = SCHEDULES[podcast.slug];
    const xml = buildFeed(random, podcast, {
      audio,
      imageUrl: `/cms-assets/images/podcast-${podcast.slug}.jpg`,
      firstEpisode: new Date(schedule.firstEpisode),
      intervalDays: schedule.intervalDays,
      siteLink: `/podcasts/${doc.slug.current}`,
    });
    writeFileSync(join(feedsDir, `${podcast.slug}.xml`), xml);
  }
}
