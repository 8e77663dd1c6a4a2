import { describe, expect, it } from 'vitest';
import { keepAppConfigInLinks } from './keep-app-config';

describe('keepAppConfigInLinks', () => {
  it('adds the chosen config to same-site links and forms, before the fragment and after an existing query', () => {
    const html =
      '<a href="/m/abc123/film">x</a><a class="b" href="/q/archery?page=2#results">y</a>' +
      '<form method="get" action="/q"><a href="/">home</a>';
    expect(keepAppConfigInLinks(html, 'demoauth')).toBe(
      '<a href="/m/abc123/film?app-config=demoauth">x</a>' +
        '<a class="b" href="/q/archery?page=2&amp;app-config=demoauth#results">y</a>' +
        '<form method="get" action="/q?app-config=demoauth"><a href="/?app-config=demoauth">home</a>',
    );
  });

  it('leaves other sites, the API, build assets, stylesheets and links that already name a config alone', () => {
    const html =
      '<a href="https://example.com/x">e</a><a href="//cdn.example.com/x">p</a><a href="/\\evil.example">b</a>' +
      '<a href="/api/auth/social/google">s</a><a href="/_astro/x.js">a</a><a href="/p/x?app-config=other">o</a>' +
      '<link rel="stylesheet" href="/_astro/BaseLayout.css"><img src="/cms-assets/images/a.jpg">' +
      '<a href="#content">skip</a>';
    expect(keepAppConfigInLinks(html, 'demoauth')).toBe(html);
  });

  it('encodes a config URL as a query value', () => {
    expect(keepAppConfigInLinks('<a href="/sports">s</a>', 'https://configs.example.com/a b.json')).toBe(
      '<a href="/sports?app-config=https%3A%2F%2Fconfigs.example.com%2Fa%20b.json">s</a>',
    );
  });
});
