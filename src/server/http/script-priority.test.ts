import { describe, expect, it } from 'vitest';
import { lowPriorityModuleScripts } from './script-priority';

describe('lowPriorityModuleScripts', () => {
  it("marks the build's module scripts low, each where it was", () => {
    const html =
      '<head><script type="module" src="/_astro/BaseLayout.astro_astro_type_script_index_0_lang.a1.js"></script>' +
      '</head><body><p>x</p><script type="module" src="/_astro/island-runtime.b2.js"></script></body>';
    expect(lowPriorityModuleScripts(html)).toBe(
      '<head><script type="module" fetchpriority="low" src="/_astro/BaseLayout.astro_astro_type_script_index_0_lang.a1.js">' +
        '</script></head><body><p>x</p><script type="module" fetchpriority="low" src="/_astro/island-runtime.b2.js">' +
        '</script></body>',
    );
  });

  it('leaves the quick start (async), module preloads, inline and classic scripts and other origins as they are', () => {
    const html = [
      '<script type="module" async src="/_astro/QuickStart.astro_astro_type_script_index_0_lang.q1.js"></script>',
      '<link rel="modulepreload" href="/_astro/player.c3.js">',
      '<script type="module">import("/_astro/a.js")</script>',
      '<script src="/_astro/classic.d4.js"></script>',
      '<script type="module" src="https://cdn.example.com/_astro/x.js"></script>',
    ].join('');
    expect(lowPriorityModuleScripts(html)).toBe(html);
  });
});
