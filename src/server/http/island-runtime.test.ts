import { mkdtempSync, mkdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import islandRuntime from 'astro/runtime/server/astro-island.prebuilt.js';
import islandRuntimeDev from 'astro/runtime/server/astro-island.prebuilt-dev.js';
import { describe, expect, it } from 'vitest';
import { externalIslandRuntime, ISLAND_RUNTIME_PATH, writeIslandRuntime } from './island-runtime.mjs';

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
    expect(readFileSync(join(client, ISLAND_RUNTIME_PATH), 'utf8')).toBe(islandRuntime);
  });
});
