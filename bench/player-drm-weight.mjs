// `node bench/player-drm-weight.mjs` (after `astro build`): what the player's DRM costs in the browser. Prints, for
// the built client chunks, the raw, gzip and brotli bytes of hls.js (every HLS playback), the player's DRM
// module (key-system choice, FairPlay, the protected engine) and Shaka Player's DASH build (only a DASH source
// with Widevine/PlayReady loads it), their ratios, and which chunks reach Shaka by a static import (none should:
// it is imported dynamically by drm/protected-engine.ts alone).
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const dir = resolve(import.meta.dirname, '..', 'dist', 'client', '_astro');
const chunks = readdirSync(dir).filter((name) => name.endsWith('.js'));
const find = (pattern) => chunks.filter((name) => pattern.test(name));
const sizes = (names) => {
  const bytes = Buffer.concat(names.map((name) => readFileSync(join(dir, name))));
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, brotli: brotliCompressSync(bytes).length };
};
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const groups = {
  'hls.js (any HLS playback)': find(/^hls\.[\w-]+\.js$/),
  'Shaka DASH build (DASH + Widevine/PlayReady only)': find(/^shaka-engine\.[\w-]+\.js$/),
  'player DRM module (loaded with the engine)': find(/^key-systems\.[\w-]+\.js$/),
};
const measured = Object.fromEntries(Object.entries(groups).map(([label, names]) => [label, sizes(names)]));
for (const [label, size] of Object.entries(measured)) {
  console.log(
    `${label.padEnd(52)} raw ${kb(size.raw).padStart(9)}  gzip ${kb(size.gzip).padStart(9)}  ` +
      `brotli ${kb(size.brotli).padStart(9)}  (${groups[label].join(', ') || 'missing'})`,
  );
}
const hls = measured['hls.js (any HLS playback)'];
const shaka = measured['Shaka DASH build (DASH + Widevine/PlayReady only)'];
console.log(`Shaka / hls.js (brotli): ${(shaka.brotli / hls.brotli).toFixed(2)}x`);

const staticImporters = chunks.filter((name) => {
  const text = readFileSync(join(dir, name), 'utf8');
  return groups['Shaka DASH build (DASH + Widevine/PlayReady only)'].some((shakaChunk) =>
    new RegExp(`(?:^|[;}\\s])import[^(]*?["']\\./${shakaChunk.replace(/\./g, '\\.')}["']`).test(text),
  );
});
console.log(`chunks importing Shaka statically: ${staticImporters.length ? staticImporters.join(', ') : 'none'}`);
