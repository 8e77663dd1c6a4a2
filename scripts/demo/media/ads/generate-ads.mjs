import { mkdir, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { DEMO_DIR } from '../paths.mjs';
import { buildAdDocuments } from './documents.mjs';

export const ADS_DIR = resolve(DEMO_DIR, 'media', 'ads');

/**
 * Writes the VAST / VMAP / schedule documents and, with `encode`, the spots and their HLS segments for the
 * server-side insertion demo (needs ffmpeg with libx264).
 */
export async function generateAds({ encode }) {
  await mkdir(ADS_DIR, { recursive: true });
  const documents = buildAdDocuments();
  for (const [name, text] of Object.entries(documents)) await writeFile(resolve(ADS_DIR, name), text);
  console.log(`ads: ${Object.keys(documents).length} documents`);
  if (encode) {
    const { encodeSpots, segmentSpots } = await import('./encode-spots.mjs');
    await encodeSpots(ADS_DIR);
    await segmentSpots(ADS_DIR);
  }
}
