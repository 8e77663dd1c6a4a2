import { describe, expect, it } from 'vitest';
import { ISLAND_RUNTIME_PATH } from './island-runtime.mjs';
import { lowPriorityModuleScripts } from './script-priority';

const LAYOUT = '/_astro/BaseLayout.astro_astro_type_script_index_0_lang.a1.js';
const SCHEDULE = '/_astro/schedule.astro_astro_type_script_index_0_lang.b2.js';
const IMPORTS = {
  [LAYOUT]: ['/_astro/preload-helper.c3.js'],
  [SCHEDULE]: ['/_astro/schedule.d4.js', '/_astro/preload-helper.c3.js'],
  '/_astro/schedule.d4.js': ['/_astro/format.e5.js'],
};
const low = (path: string) => `<script type="module" fetchpriority="low" src="${path}"></script>`;
const lowPreload = (path: string) => `<link rel="modulepreload" fetchpriority="low" href="${path}">`;

describe('lowPriorityModuleScripts', () => {
  it("marks the build's module scripts low, each where it was, with a low preload of each module they import", () => {
    const html =
      `<head><script type="module" src="${LAYOUT}"></script></head>` +
      `<body><p>x</p><script type="module" src="${SCHEDULE}"></script></body>`;
    expect(lowPriorityModuleScripts(html, IMPORTS)).toBe(
      `<head>${low(LAYOUT)}${lowPreload('/_astro/preload-helper.c3.js')}</head>` +
        `<body><p>x</p>${low(SCHEDULE)}${lowPreload('/_astro/schedule.d4.js')}${lowPreload('/_astro/format.e5.js')}` +
        '</body>',
    );
  });

  it('adds no second preload for a module the page loads already', () => {
    const html =
      '<head><link rel="modulepreload" href="/_astro/schedule.d4.js"></head>' +
      `<body><script type="module" src="${SCHEDULE}"></script></body>`;
    expect(lowPriorityModuleScripts(html, IMPORTS)).toBe(
      '<head><link rel="modulepreload" href="/_astro/schedule.d4.js"></head>' +
        `<body>${low(SCHEDULE)}${lowPreload('/_astro/format.e5.js')}${lowPreload('/_astro/preload-helper.c3.js')}</body>`,
    );
  });

  it('preloads a module a waiting island names as its component: the island loads it only when it starts', () => {
    const html =
      '<astro-island uid="a" component-url="/_astro/schedule.d4.js" client="intent"></astro-island>' +
      `<script type="module" src="${SCHEDULE}"></script>`;
    expect(lowPriorityModuleScripts(html, IMPORTS)).toContain(lowPreload('/_astro/schedule.d4.js'));
  });

  it("keeps the island runtime's priority on a page whose island starts with it, and lowers it elsewhere", () => {
    const runtime = `<script type="module" src="${ISLAND_RUNTIME_PATH}"></script>`;
    const island = (client: string) => `<astro-island uid="a" component-url="/_astro/Page.f6.js" client="${client}">`;
    const loading = `<body>${island('load')}</astro-island>${runtime}</body>`;
    expect(lowPriorityModuleScripts(loading, IMPORTS)).toBe(loading);
    const waiting = `<body>${island('intent')}</astro-island>${runtime}</body>`;
    expect(lowPriorityModuleScripts(waiting, IMPORTS)).toBe(
      `<body>${island('intent')}</astro-island>${low(ISLAND_RUNTIME_PATH)}</body>`,
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
    expect(lowPriorityModuleScripts(html, IMPORTS)).toBe(html);
  });
});
