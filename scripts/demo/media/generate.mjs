#!/usr/bin/env node
/**
 * Generates the demo media platform's content: the catalog JSON (JW Delivery API shapes), real HLS video
 * and poster images, then validates the result and exits non-zero on any problem.
 *
 *   node scripts/demo/media/generate.mjs                   # everything
 *   node scripts/demo/media/generate.mjs --only=catalog    # just the JSON (fast; skips file checks)
 *   node scripts/demo/media/generate.mjs --only=video,images
 *   node scripts/demo/media/generate.mjs --only=ads         # VAST / VMAP files and the ad spots
 *
 * Output is deterministic: the same inputs give the same bytes on every run.
 */
import { writeCatalog } from './catalog/write.mjs';
import { validateDataset } from './validate.mjs';

const STEPS = ['catalog', 'video', 'images', 'ads'];
const onlyArg = process.argv.find((arg) => arg.startsWith('--only='));
const steps = onlyArg ? onlyArg.slice('--only='.length).split(',') : STEPS;
const unknown = steps.filter((step) => !STEPS.includes(step));
if (unknown.length > 0) {
  console.error(`unknown step(s): ${unknown.join(', ')} (use ${STEPS.join(', ')})`);
  process.exit(2);
}

const entries = steps.includes('catalog') || steps.includes('images') ? await writeCatalog() : [];
if (steps.includes('video')) {
  const { generateVideo } = await import('./video/generate-video.mjs');
  await generateVideo();
}
if (steps.includes('images')) {
  const { generateImages } = await import('./images/generate-images.mjs');
  await generateImages(entries);
}
if (steps.includes('ads') || steps.includes('catalog')) {
  const { generateAds } = await import('./ads/generate-ads.mjs');
  await generateAds({ encode: steps.includes('ads') });
}

const checkFiles = steps.length === STEPS.length || !onlyArg || ['video', 'images', 'ads'].some((step) => steps.includes(step));
const problems = await validateDataset({ checkFiles });
if (problems.length > 0) {
  console.error(`validation failed (${problems.length} problem${problems.length === 1 ? '' : 's'}):`);
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}
console.log(`validation passed${checkFiles ? '' : ' (file checks skipped: run every step to check media files)'}`);
