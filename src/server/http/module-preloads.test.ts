import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { inUseImports, messageModules, moduleGraph, writeModuleGraph } from '../../../scripts/build/module-graph.mjs';
import { ISLAND_NAMESPACES_ATTRIBUTE } from '../../lib/i18n/page-messages';
import { preloadIslandModules, readModuleGraph } from './module-preloads.mjs';

// Modules as the bundler writes them: minified static imports and re-exports, and on-demand imports: the player's
// controls and HLS engine (what it needs once used), an HLS build it does not use, and message files.
const modules = {
  'Player.a1.js': 'import{n as e,t}from"./Player.b2.js";import"./side-effect.c3.js";export{t as Player,e as default};',
  'Player.b2.js':
    'import{t as e}from"./react.d4.js";export*from"./shared.e5.js";const c=()=>import("./PlayerChrome.f6.js"),h=()=>e(()=>import(`./hls.k9.js`),[]),l=()=>import("./hls.light.k1.js");',
  'react.d4.js': 'export const t=1;',
  'shared.e5.js': 'import{t}from"./react.d4.js";export const s=t;',
  'side-effect.c3.js': 'self.x=1;',
  'PlayerChrome.f6.js': 'import{t}from"./react.d4.js";import{u}from"./chrome-parts.f7.js";',
  'chrome-parts.f7.js': 'export const u=1;',
  'hls.k9.js': 'export default 1;',
  'hls.light.k1.js': 'export default 1;',
  'client.r1.js': 'import{a}from"./react-dom.r2.js";',
  'react-dom.r2.js': 'export const a=1;',
  'i18n.g7.js':
    'import{t}from"./preload.h8.js";const m={"./locales/en/player.json":()=>t(()=>import(`./player.m1.js`).then(e=>e.default),[]),"./locales/nl/player.json":()=>t(()=>import(`./player.m2.js`).then(e=>e.default),[]),"./locales/en/common.json":()=>t(()=>import(`./common.m3.js`).then(e=>e.default),[])};',
};

const island = (client: string, component = '/_astro/Player.a1.js', autostart = false) =>
  `<astro-island uid="1" component-url="${component}" component-export="default" renderer-url="/_astro/client.r1.js" props="{&quot;a&quot;:[0,1],&quot;autostart&quot;:[0,${autostart}]}" ssr client="${client}"></astro-island>`;

const linked = (html: string) => Array.from(html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g), (m) => m[1]);

describe('module preloads', () => {
  it("records each module's static imports, not the ones it loads on demand", () => {
    const graph = moduleGraph(modules);
    expect(graph['/_astro/Player.a1.js']).toEqual(['/_astro/Player.b2.js', '/_astro/side-effect.c3.js']);
    expect(graph['/_astro/Player.b2.js']).toEqual(['/_astro/react.d4.js', '/_astro/shared.e5.js']);
    expect(graph['/_astro/react.d4.js']).toBeUndefined();
  });

  it("records the on-demand imports of a player's controls and HLS engine, not other on-demand modules", () => {
    expect(inUseImports(modules)).toEqual({ '/_astro/Player.b2.js': ['/_astro/PlayerChrome.f6.js', '/_astro/hls.k9.js'] });
    const { 'hls.k9.js': _engine, ...withoutEngine } = modules;
    expect(() => inUseImports(withoutEngine)).toThrow(/no chunk named hls/);
  });

  it('links the controls and HLS engine, with their imports, of a player that plays with the page', () => {
    const graph = { imports: moduleGraph(modules), inUse: inUseImports(modules) };
    const playing = `<html><head></head><body>${island('load', undefined, true)}</body></html>`;
    const links = linked(preloadIslandModules(playing, graph));
    expect(links).toEqual(expect.arrayContaining(['/_astro/Player.a1.js', '/_astro/PlayerChrome.f6.js']));
    expect(links).toEqual(expect.arrayContaining(['/_astro/chrome-parts.f7.js', '/_astro/hls.k9.js']));
    expect(links).not.toContain('/_astro/hls.light.k1.js');
    expect(new Set(links).size).toBe(links.length);
    // One that waits for the viewer's press gets its island's tree only.
    const waiting = `<html><head></head><body>${island('load')}</body></html>`;
    expect(linked(preloadIslandModules(waiting, graph))).not.toContain('/_astro/PlayerChrome.f6.js');
  });

  it("links a quick start's script tree and the HLS engine it starts, not the island's, which waits", () => {
    const graph = {
      preloader: '/_astro/island-preloader.h1.js',
      imports: {
        ...moduleGraph(modules),
        '/_astro/QuickStart.astro_astro_type_script_index_0_lang.q1.js': ['/_astro/Player.b2.js'],
      },
      inUse: inUseImports(modules),
    };
    const script = '<script type="module" src="/_astro/QuickStart.astro_astro_type_script_index_0_lang.q1.js"></script>';
    const page = `<html><head></head><body>${island('quick', undefined, true)}${script}</body></html>`;
    const html = preloadIslandModules(page, graph);
    const links = linked(html);
    expect(links).toEqual(expect.arrayContaining(['/_astro/Player.b2.js', '/_astro/react.d4.js', '/_astro/hls.k9.js']));
    expect(links).not.toContain('/_astro/Player.a1.js');
    expect(links).not.toContain('/_astro/client.r1.js');
    expect(links.some((link) => link?.includes('QuickStart'))).toBe(false);
    // It runs as soon as it is in, not after the page is parsed.
    expect(html).toContain(script.replace(' src', ' async src'));
    expect(html).toContain('data-island-preloader="/_astro/island-preloader.h1.js"');
  });

  it('on a media screen whose player starts its own stream, links the preloader itself; elsewhere names it only', () => {
    const graph = { preloader: '/_astro/island-preloader.h1.js', imports: moduleGraph(modules) };
    const preloaderLink = '<link rel="modulepreload" href="/_astro/island-preloader.h1.js">';
    const screen = `<html><head></head><body><div data-player-for="m1">${island('intent')}</div></body></html>`;
    const html = preloadIslandModules(screen, graph);
    expect(html).toContain(`${preloaderLink}</head>`);
    expect(html).toContain('<html data-island-preloader="/_astro/island-preloader.h1.js"');
    const other = preloadIslandModules(`<html><head></head><body>${island('intent')}</body></html>`, graph);
    expect(other).not.toContain(preloaderLink);
    expect(other).toContain('<html data-island-preloader="/_astro/island-preloader.h1.js"');
    // Where the page's own script starts the stream at the press, the island loads after it: no preloader link.
    const pressScript =
      '<script type="module" src="/_astro/QuickStartOnPress.astro_astro_type_script_index_0_lang.h2.js">';
    const quickOnPress = preloadIslandModules(screen.replace('</body>', `${pressScript}</script></body>`), graph);
    expect(quickOnPress).not.toContain(preloaderLink);
    expect(quickOnPress).toContain('<html data-island-preloader="/_astro/island-preloader.h1.js"');
  });

  it('links the whole tree of a client:load island and its renderer in the head, each module once', () => {
    const page = `<html><head><title>x</title></head><body>${island('load')}${island('load')}</body></html>`;
    const html = preloadIslandModules(page, {
      preloader: '/_astro/island-preloader.h1.js',
      imports: moduleGraph(modules),
    });
    expect(linked(html).sort()).toEqual(
      [
        '/_astro/Player.a1.js',
        '/_astro/Player.b2.js',
        '/_astro/side-effect.c3.js',
        '/_astro/react.d4.js',
        '/_astro/shared.e5.js',
        '/_astro/client.r1.js',
        '/_astro/react-dom.r2.js',
      ].sort(),
    );
    expect(html.indexOf('modulepreload')).toBeLessThan(html.indexOf('</head>'));
    expect(html).not.toContain('Chrome.f6.js');
    expect(html).not.toContain('hls.k9.js');
    expect(html).not.toContain('data-island-preloader');
  });

  it("preloads the island messages of the page's language and namespaces with a client:load island", () => {
    const graph = { imports: moduleGraph(modules), messages: messageModules(modules) };
    expect(graph.messages).toEqual({
      'en/player': '/_astro/player.m1.js',
      'nl/player': '/_astro/player.m2.js',
      'en/common': '/_astro/common.m3.js',
    });
    const page = (body: string) =>
      `<html lang="nl" ${ISLAND_NAMESPACES_ATTRIBUTE}="common player"><head></head><body>${body}</body></html>`;
    const links = linked(preloadIslandModules(page(island('load')), graph));
    expect(links).toContain('/_astro/player.m2.js');
    expect(links).not.toContain('/_astro/player.m1.js');
    expect(links).not.toContain('/_astro/common.m3.js');
    expect(linked(preloadIslandModules(page(island('intent')), graph))).toEqual([]);
  });

  it('names the preloader on a page whose islands wait for intent, a live status or lists, for their directives to import', () => {
    const graph = { preloader: '/_astro/island-preloader.h1.js', imports: moduleGraph(modules) };
    const waiting = `<html lang="en"><head></head><body>${island('intent')}${island('visible')}</body></html>`;
    expect(preloadIslandModules(waiting, graph)).toBe(
      waiting.replace('<html lang', '<html data-island-preloader="/_astro/island-preloader.h1.js" lang'),
    );
    const visible = `<html><head></head><body>${island('visible')}${island('idle')}</body></html>`;
    expect(preloadIslandModules(visible, graph)).toBe(visible);
    expect(preloadIslandModules(waiting, { imports: {} })).toBe(waiting);
    const live = `<html><head></head><body>${island('live')}</body></html>`;
    expect(preloadIslandModules(live, graph)).toContain('data-island-preloader=');
  });

  it('leaves out the modules the page loads as scripts already', () => {
    const page = `<html><head><script type="module" src="/_astro/client.r1.js"></script></head><body>${island('load')}</body></html>`;
    expect(linked(preloadIslandModules(page, { imports: moduleGraph(modules) }))).not.toContain('/_astro/client.r1.js');
  });

  it('writes the graph into the server build, where the server reads it, and a preloader for browsers', async () => {
    const client = mkdtempSync(join(tmpdir(), 'module-graph-client-'));
    const server = mkdtempSync(join(tmpdir(), 'module-graph-server-'));
    mkdirSync(join(client, '_astro'));
    for (const [name, source] of Object.entries(modules)) writeFileSync(join(client, '_astro', name), source);
    writeFileSync(join(client, '_astro', 'BaseLayout.css'), '@import "./x.js";');
    await writeModuleGraph(client, server);
    const beside = pathToFileURL(join(server, 'virtual_astro_middleware.mjs')).href;
    const graph = readModuleGraph(beside);
    expect(graph.imports).toEqual(moduleGraph(modules));
    expect(graph.messages).toEqual(messageModules(modules));
    expect(graph.inUse).toEqual(inUseImports(modules));
    expect(graph.preloader).toMatch(/^\/_astro\/island-preloader\.[\w-]+\.js$/);

    // The preloader, run on a Dutch page naming the player's messages, links the island's tree and those messages.
    const head: Array<{ rel: string; href: string }> = [];
    vi.stubGlobal('document', {
      documentElement: {
        lang: 'nl',
        getAttribute: (name: string) => (name === ISLAND_NAMESPACES_ATTRIBUTE ? 'player' : null),
      },
      createElement: () => ({ rel: '', href: '' }),
      // The page links the renderer already.
      querySelectorAll: () => [{ getAttribute: () => '/_astro/client.r1.js' }],
      head: { append: (link: { rel: string; href: string }) => head.push(link) },
    });
    const preloader = await import(/* @vite-ignore */ pathToFileURL(join(client, graph.preloader ?? '')).href);
    const playerIsland = {
      getAttribute: (name: string) =>
        ({ 'component-url': '/_astro/Player.a1.js', 'renderer-url': '/_astro/client.r1.js' })[name] ?? null,
    };
    preloader.default(playerIsland);
    const started = head.splice(0);
    // The viewer's intent on the player itself: its controls and HLS engine come along.
    preloader.default(playerIsland, true);
    const used = head.splice(0).map((link) => link.href);
    vi.unstubAllGlobals();
    expect(started.every((link) => link.rel === 'modulepreload')).toBe(true);
    const island = [
      '/_astro/Player.a1.js',
      '/_astro/Player.b2.js',
      '/_astro/side-effect.c3.js',
      '/_astro/react.d4.js',
      '/_astro/shared.e5.js',
      '/_astro/react-dom.r2.js',
      '/_astro/player.m2.js',
    ];
    expect(started.map((link) => link.href).sort()).toEqual(island.sort());
    expect(used.sort()).toEqual(
      [...island, '/_astro/PlayerChrome.f6.js', '/_astro/chrome-parts.f7.js', '/_astro/hls.k9.js'].sort(),
    );
    // Under `astro dev` there is no graph: nothing is preloaded.
    expect(readModuleGraph(pathToFileURL(join(client, 'middleware.ts')).href)).toEqual({ imports: {} });
  });
});
