// `npm run demo:generate`: regenerates the whole demo dataset, deterministically. The media catalog goes first:
// the CMS documents reference its media and playlist ids.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

for (const part of ['media', 'cms']) {
  const script = resolve(import.meta.dirname, part, 'generate.mjs');
  console.log(`\n▶ demo ${part}: node ${script}`);
  const { status } = spawnSync(process.execPath, [script, ...process.argv.slice(2)], { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}
