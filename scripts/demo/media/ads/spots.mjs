/**
 * The demo's advertising: two short generated spots and the VAST / VMAP / JW schedule documents that play them
 * around the content of the `demoads1` config (`/demo-media/ads/…`, see src/server/ads/). Tracking pixels go to
 * `/demo-media/ads/t/{event}`, which only answers 204, so a viewer's browser (and the e2e test) can be seen
 * reporting them.
 */
export const ADS_URL = '/demo-media/ads';

export const SPOTS = [
  {
    id: 'aurora-pass',
    seconds: 6,
    title: 'Aurora Pass',
    headline: 'AURORA PASS',
    tagline: 'Every final, live',
    colors: ['0x0b132b', '0x3a0ca3', '0x22d3a6', '0x06d6a0'],
    toneHz: [392, 523],
  },
  {
    id: 'aurora-kit',
    seconds: 5,
    title: 'Aurora Kit',
    headline: 'AURORA KIT',
    tagline: 'Official team gear',
    colors: ['0x2b0b1a', '0xa30c5a', '0xf4a261', '0xffd166'],
    toneHz: [330, 440],
  },
];

export function spotById(id) {
  const spot = SPOTS.find((candidate) => candidate.id === id);
  if (!spot) throw new Error(`unknown spot ${id}`);
  return spot;
}
