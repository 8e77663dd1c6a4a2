import { describe, expect, it, vi } from 'vitest';
import { exitLocation, startPreview } from '../../features/preview';

/** The Studio's "Open preview" links (studio/config/open-on-site.ts) are links the site's preview route takes. */
describe("Studio's Open preview", () => {
  it('links each document with a page to the preview of that page', async () => {
    const secret = 'the-same-preview-secret-on-both-sides-32+';
    vi.stubEnv('SANITY_STUDIO_PREVIEW_SECRET', secret);
    vi.stubEnv('SANITY_STUDIO_SITE_URL', 'https://tv.example.com/');
    vi.resetModules();
    const { previewUrlOf } = await import('../../../../studio/config/site-paths');
    const cases: Array<[string, object, string]> = [
      ['sport', { titleAndSlug: { slug: { current: 'archery' } } }, '/sports/archery'],
      ['athlete', { slug: { current: 'jane-doe' } }, '/athletes/jane-doe'],
      ['federationEmbed', { _id: 'drafts.0f0e' }, '/federation-embed/0f0e'],
      ['homeContent', {}, '/'],
    ];
    for (const [type, document, path] of cases) {
      const url = new URL(previewUrlOf(type, document)!);
      expect(url.origin + url.pathname).toBe('https://tv.example.com/api/preview');
      const started = startPreview(
        { secret: url.searchParams.get('secret'), path: url.searchParams.get('path') },
        { previewSecret: secret, now: 0 },
      );
      expect(started).toMatchObject({ kind: 'started', location: path });
    }
    expect(previewUrlOf('sport', {})).toBeUndefined(); // no slug yet
    expect(previewUrlOf('country', { slug: { current: 'fr' } })).toBeUndefined(); // no page of its own
    expect(exitLocation('/athletes/jane-doe')).toBe('/athletes/jane-doe');
    vi.unstubAllEnvs();
  });
});
