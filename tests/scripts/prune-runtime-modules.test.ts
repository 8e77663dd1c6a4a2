import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const script = resolve('scripts/build/prune-runtime-modules.mjs');
let app: string;

function pkg(dir: string, name: string, dependencies: Record<string, string> = {}) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name, version: '1.0.0', dependencies }));
}

afterEach(() => rmSync(app, { recursive: true, force: true }));

describe('prune-runtime-modules (the Docker image keeps what the built server reaches)', () => {
  it('keeps the server bundle imports and their dependencies, nested ones too, and removes the rest', () => {
    app = mkdtempSync(join(tmpdir(), 'prune-'));
    mkdirSync(join(app, 'dist/server/chunks'), { recursive: true });
    writeFileSync(
      join(app, 'dist/server/entry.mjs'),
      `import a from 'used-a';\nimport 'node:fs';\nimport './chunks/x.mjs';`,
    );
    writeFileSync(join(app, 'dist/server/chunks/x.mjs'), `const s = await import('@scope/used-s/sub');`);
    const modules = join(app, 'node_modules');
    pkg(join(modules, 'used-a'), 'used-a', { 'dep-b': '1' });
    pkg(join(modules, 'used-a/node_modules/dep-b'), 'dep-b', { 'dep-c': '1' }); // nested copy wins for used-a
    pkg(join(modules, 'dep-b'), 'dep-b'); // the top-level copy nobody kept reaches
    pkg(join(modules, 'dep-c'), 'dep-c');
    pkg(join(modules, '@scope/used-s'), '@scope/used-s');
    pkg(join(modules, '@scope/unused'), '@scope/unused');
    pkg(join(modules, 'build-only'), 'build-only');

    const output = execFileSync(process.execPath, [script, app], { encoding: 'utf8' });

    expect(output).toContain('3 top-level packages kept, 3 removed');
    for (const kept of ['used-a', 'used-a/node_modules/dep-b', 'dep-c', '@scope/used-s'])
      expect(existsSync(join(modules, kept)), kept).toBe(true);
    for (const removed of ['dep-b', '@scope/unused', 'build-only'])
      expect(existsSync(join(modules, removed)), removed).toBe(false);
  });
});
