import { mkdtempSync, mkdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import islandRuntime from 'astro/runtime/server/astro-island.prebuilt.js';
import islandRuntimeDev from 'astro/runtime/server/astro-island.prebuilt-dev.js';
import { describe, expect, it } from 'vitest';
import {
  BUILT_ISLAND_RUNTIME,
  externalIslandRuntime,
  ISLAND_RUNTIME_PATH,
  SHARED_IMPORT,
  writeIslandRuntime,
} from './island-runtime.mjs';

describe('externalIslandRuntime', () => {
  it("links the built file in place of Astro's inline runtime, and leaves the page's other scripts", () => {
    const page = `<p>x</p><script>(self.Astro||(self.Astro={})).load=1</script><script>${islandRuntime}</script><astro-island></astro-island>`;
    expect(externalIslandRuntime(page)).toBe(
      `<p>x</p><script>(self.Astro||(self.Astro={})).load=1</script><script type="module" src="${ISLAND_RUNTIME_PATH}"></script><astro-island></astro-island>`,
    );
  });

  it('leaves a page without it, or with the development runtime of astro dev, as it is', () => {
    const dev = `<script>${islandRuntimeDev}</script>`;
    expect(externalIslandRuntime(dev)).toBe(dev);
    expect(externalIslandRuntime('<p>no islands</p>')).toBe('<p>no islands</p>');
  });

  it('writes the runtime the pages link, under the name they link it by', async () => {
    const client = mkdtempSync(join(tmpdir(), 'island-runtime-'));
    mkdirSync(join(client, '_astro'));
    await writeIslandRuntime(client);
    expect(readFileSync(join(client, ISLAND_RUNTIME_PATH), 'utf8')).toBe(BUILT_ISLAND_RUNTIME);
  });

  it("is Astro's runtime with its islands' component and renderer imports going through one shared import", () => {
    expect(BUILT_ISLAND_RUNTIME).toContain('async importWithRetry(e){try{return await islandImport(e)}');
    expect(BUILT_ISLAND_RUNTIME.replace(/^const islandImport=[\s\S]*?\(\(url\)=>import\(url\)\);/, '')).toBe(
      islandRuntime.replace('return await import(e)}', 'return await islandImport(e)}'),
    );
  });
});

type Importer = (url: string) => Promise<unknown>;
// The helper as the browser gets it: its source text.
const sharedImport = new Function(`return ${SHARED_IMPORT}`)() as (importer: Importer) => Importer;

describe('the shared import', () => {
  it('imports a module once for every island that asks while it loads, or after', async () => {
    const asked: string[] = [];
    const load = sharedImport(async (url: string) => {
      asked.push(url);
      return { url };
    });
    const [first, second] = await Promise.all([load('/_astro/Shelf.js'), load('/_astro/Shelf.js')]);
    expect(second).toBe(first);
    await load('/_astro/Shelf.js');
    await load('/_astro/Card.js');
    expect(asked).toEqual(['/_astro/Shelf.js', '/_astro/Card.js']);
  });

  it('imports again after a failed import, for Astro to retry', async () => {
    let calls = 0;
    const load = sharedImport(async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return { ok: true };
    });
    await expect(load('/_astro/Shelf.js')).rejects.toThrow('offline');
    await expect(load('/_astro/Shelf.js')).resolves.toEqual({ ok: true });
  });
});
