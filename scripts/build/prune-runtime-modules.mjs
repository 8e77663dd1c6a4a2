// Removes from node_modules every package the built server cannot reach: the Docker image's runtime stage runs it
// after `npm install --omit=dev`, because Astro itself (a dependency, with its compilers and bundlers) is needed
// to build but not to serve. The packages kept are the bare imports of dist/server and their dependencies.
//   node scripts/build/prune-runtime-modules.mjs [appDir]      (--dry-run lists what would go)
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, resolve } from 'node:path';

const appDir = resolve(process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? '.');
const dryRun = process.argv.includes('--dry-run');
const modulesDir = join(appDir, 'node_modules');
const builtins = new Set(builtinModules);

function files(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : /\.(mjs|js)$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );
}

/** `lodash/fp` → `lodash`, `@scope/name/x` → `@scope/name`; null for relative paths and Node built-ins. */
function packageName(specifier) {
  if (/^[./]|^node:|^data:|^https?:/.test(specifier)) return null;
  const name = specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
  return builtins.has(name) ? null : name;
}

function serverImports() {
  const pattern = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"\s]+)['"]/g;
  const names = new Set();
  for (const file of files(join(appDir, 'dist', 'server'))) {
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(pattern)) {
      const name = packageName(specifier);
      if (name) names.add(name);
    }
  }
  return names;
}

/** The folder Node would load `name` from when required inside `fromDir` (walking up the node_modules chain). */
function locate(name, fromDir) {
  for (let dir = fromDir; dir.startsWith(appDir); dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dir === appDir) break;
  }
  return null;
}

function reachablePackages(roots) {
  const kept = new Set();
  const queue = [...roots].map((name) => locate(name, appDir)).filter(Boolean);
  while (queue.length > 0) {
    const dir = queue.pop();
    if (kept.has(dir)) continue;
    kept.add(dir);
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    const deps = { ...manifest.dependencies, ...manifest.optionalDependencies, ...manifest.peerDependencies };
    for (const dep of Object.keys(deps)) {
      const found = locate(dep, dir);
      if (found) queue.push(found);
    }
  }
  return kept;
}

const kept = reachablePackages(serverImports());
const topLevel = readdirSync(modulesDir)
  .filter((name) => !name.startsWith('.'))
  .flatMap((name) =>
    name.startsWith('@') ? readdirSync(join(modulesDir, name)).map((sub) => `${name}/${sub}`) : [name],
  );
const removed = topLevel.filter((name) => !kept.has(join(modulesDir, name)));
if (dryRun) console.log(removed.join('\n'));
else for (const name of removed) rmSync(join(modulesDir, name), { recursive: true, force: true });
console.log(
  `node_modules: ${topLevel.length - removed.length} top-level packages kept, ${removed.length} ${dryRun ? 'to remove' : 'removed'}`,
);
