// Build step (astro.config.mjs, `astro:build:done`): writes `.br` (quality 11) and `.gz` beside every text asset
// of the client build, so server.mjs sends hashed assets compressed without compressing them per request.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const TEXT_ASSET = /\.(js|mjs|css|svg|json|txt|xml|webmanifest|html)$/;
const MIN_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (TEXT_ASSET.test(entry.name)) yield path;
  }
}

/** Compresses the text assets under `dir`; answers how many files and their raw and Brotli bytes. */
export async function precompressAssets(dir) {
  const totals = { files: 0, raw: 0, brotli: 0 };
  const jobs = [];
  for await (const path of files(dir)) {
    if ((await stat(path)).size < MIN_BYTES) continue;
    jobs.push(
      (async () => {
        const body = await readFile(path);
        const [br, gz] = await Promise.all([
          brotli(body, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
          }),
          gzipAsync(body, { level: 9 }),
        ]);
        await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
        totals.files += 1;
        totals.raw += body.length;
        totals.brotli += br.length;
      })(),
    );
  }
  await Promise.all(jobs);
  return totals;
}
