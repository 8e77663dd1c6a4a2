// `npm start`: builds the site when the build is missing or older than its sources, then runs the production
// server (server.mjs) in this process, so signals reach it directly. `--build-only` stops after the build step
// (used by the benchmarks).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const entry = join(root, 'dist', 'server', 'entry.mjs');
const sources = ['src', 'public', 'astro.config.mjs', 'package.json'].map((path) => join(root, path));
const SKIPPED_DIRS = new Set(['node_modules', '.git']);

/** Newest modification time (ms) under `path`, walking folders; 0 when it does not exist. */
function newestMtime(path) {
  let stat;
  try {
    stat = statSync(path);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs; // catches deleted files
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.isDirectory() && SKIPPED_DIRS.has(entry.name)) continue;
    newest = Math.max(newest, newestMtime(join(path, entry.name)));
  }
  return newest;
}

function buildReason() {
  if (!existsSync(entry)) return 'no build yet';
  const builtAt = statSync(entry).mtimeMs;
  const changed = sources.find((source) => newestMtime(source) > builtAt);
  return changed ? 'sources changed' : null;
}

const reason = buildReason();
if (reason) {
  console.log(`Building (${reason})…`);
  const astroDir = join(root, 'node_modules', 'astro');
  const astroBin = join(astroDir, JSON.parse(readFileSync(join(astroDir, 'package.json'), 'utf8')).bin.astro);
  const result = spawnSync(process.execPath, [astroBin, 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`Build failed (exit ${result.status ?? result.signal}); not starting the server.`);
    process.exit(result.status || 1);
  }
} else {
  console.log('Build is up to date.');
}

if (process.argv.includes('--build-only')) process.exit(0);

console.log('Starting the server…');
process.chdir(root);
await import('../server.mjs');
