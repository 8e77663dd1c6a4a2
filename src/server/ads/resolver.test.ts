import { describe, expect, it } from 'vitest';
import { inlineAd, vast, vmap, wrapperAd } from './fixtures.test-helpers';
import { createAdResolver, type AdDocumentLoader } from './resolver';

type Served = string | { text: string; delayMs?: number; trusted?: boolean } | 404;

/** A loader over a table of address → document; it records what was asked and honours the abort signal. */
function loaderOf(table: Record<string, Served>) {
  const asked: string[] = [];
  const loader: AdDocumentLoader = {
    load(ref, signal) {
      asked.push(ref);
      const entry = table[ref.split('?')[0]!];
      if (entry === undefined || entry === 404) return Promise.reject(new Error(`404 ${ref}`));
      const { text, delayMs = 0, trusted = false } = typeof entry === 'string' ? { text: entry } : entry;
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => resolve({ text, trusted }), delayMs);
        signal.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(new Error('aborted'));
        });
      });
    },
  };
  return { loader, asked };
}

const problems: string[] = [];
const resolverWith = (table: Record<string, Served>, timeoutMs = 2000) => {
  const { loader, asked } = loaderOf(table);
  const resolver = createAdResolver({
    loader,
    timeoutMs,
    random: () => 0.5,
    onProblem: (message) => problems.push(message),
  });
  return { resolver, asked };
};

describe('createAdResolver', () => {
  it('resolves a VMAP: wrapper chains to inline ads, tracking of the whole chain kept', async () => {
    const { resolver } = resolverWith({
      'https://ads.test/vmap.xml': vmap(
        { offset: 'start', id: 'pre', tag: 'https://ads.test/wrapper.xml' },
        { offset: 'end', id: 'post', inline: vast(inlineAd({ id: 'p' })) },
      ),
      'https://ads.test/wrapper.xml': vast(wrapperAd('https://dsp.test/inline.xml')),
      'https://dsp.test/inline.xml': vast(inlineAd({ id: 'i', skip: '00:00:03' })),
    });
    const plan = await resolver.resolve({ kind: 'vmap', url: 'https://ads.test/vmap.xml' }, 'm1');
    expect(plan.breaks.map((entry) => [entry.id, entry.position, entry.ads.map((ad) => ad.id)])).toEqual([
      ['pre', { kind: 'start' }, ['pre-1']],
      ['post', { kind: 'end' }, ['post-1']],
    ]);
    const ad = plan.breaks[0]!.ads[0]!;
    expect(ad).toMatchObject({
      duration: 6,
      skipOffset: 3,
      mediaFile: { url: 'https://cdn.ads.test/spot.mp4', type: 'video/mp4' },
    });
    expect(ad.tracking.impression).toEqual([
      'https://t.ads.test/impression?wrapper=wrap',
      'https://t.ads.test/impression?ad=i',
    ]);
    expect(ad.tracking.start).toEqual(['https://t.ads.test/start?wrapper=wrap', 'https://t.ads.test/start?ad=i']);
    expect(ad.tracking.clickTracking).toEqual([
      'https://t.ads.test/click?wrapper=wrap',
      'https://t.ads.test/click?ad=i',
    ]);
  });

  it('stops following wrappers past the depth limit', async () => {
    const table: Record<string, Served> = {
      'https://ads.test/vmap.xml': vmap({ offset: 'start', tag: 'https://ads.test/w0.xml' }),
    };
    for (let n = 0; n < 7; n += 1)
      table[`https://ads.test/w${n}.xml`] = vast(wrapperAd(`https://ads.test/w${n + 1}.xml`));
    table['https://ads.test/w7.xml'] = vast(inlineAd());
    const { resolver, asked } = resolverWith(table);
    expect((await resolver.resolve({ kind: 'vmap', url: 'https://ads.test/vmap.xml' }, 'm1')).breaks).toEqual([]);
    // The VMAP, then the first tag and 5 wrappers below it: never the 7th.
    expect(asked.filter((ref) => ref.includes('/w')).length).toBe(6);
    expect(problems.at(-1)).toMatch(/deeper than 5/);
  });

  it('stops a wrapper loop', async () => {
    const { resolver, asked } = resolverWith({
      'https://ads.test/vmap.xml': vmap({ offset: 'start', tag: 'https://ads.test/a.xml' }),
      'https://ads.test/a.xml': vast(wrapperAd('https://ads.test/b.xml')),
      'https://ads.test/b.xml': vast(wrapperAd('https://ads.test/a.xml')),
    });
    expect((await resolver.resolve({ kind: 'vmap', url: 'https://ads.test/vmap.xml' }, 'm1')).breaks).toEqual([]);
    expect(asked).toHaveLength(3);
    expect(problems.at(-1)).toMatch(/loop/);
  });

  it('keeps the good breaks when others have bad XML, a 404 or no ads', async () => {
    const { resolver } = resolverWith({
      'https://ads.test/vmap.xml': vmap(
        { offset: 'start', tag: 'https://ads.test/broken.xml' },
        { offset: '00:00:05', tag: 'https://ads.test/missing.xml' },
        { offset: '50%', tag: 'https://ads.test/empty.xml' },
        { offset: 'end', tag: 'https://ads.test/good.xml' },
      ),
      'https://ads.test/broken.xml': '<VAST><Ad><InLine>',
      'https://ads.test/missing.xml': 404,
      'https://ads.test/empty.xml': '<VAST version="4.0"/>',
      'https://ads.test/good.xml': vast(inlineAd()),
    });
    const plan = await resolver.resolve({ kind: 'vmap', url: 'https://ads.test/vmap.xml' }, 'm1');
    expect(plan.breaks.map((entry) => entry.position)).toEqual([{ kind: 'end' }]);
  });

  it('answers an empty plan when the schedule itself fails', async () => {
    const { resolver } = resolverWith({ 'https://ads.test/vmap.xml': '<html>oops</html>' });
    expect(await resolver.resolve({ kind: 'vmap', url: 'https://ads.test/vmap.xml' }, 'm1')).toEqual({ breaks: [] });
    expect(await resolver.resolve({ kind: 'vmap', url: 'https://ads.test/gone.xml' }, 'm1')).toEqual({ breaks: [] });
  });

  it('gives up on slow breaks at the deadline and keeps those resolved in time', async () => {
    const { resolver } = resolverWith(
      {
        'https://ads.test/vmap.xml': vmap(
          { offset: 'start', tag: 'https://ads.test/fast.xml' },
          { offset: 'end', tag: 'https://ads.test/slow.xml' },
        ),
        'https://ads.test/fast.xml': vast(inlineAd()),
        'https://ads.test/slow.xml': { text: vast(inlineAd()), delayMs: 5000 },
      },
      300,
    );
    const started = Date.now();
    const plan = await resolver.resolve({ kind: 'vmap', url: 'https://ads.test/vmap.xml' }, 'm1');
    expect(Date.now() - started).toBeLessThan(1500);
    expect(plan.breaks.map((entry) => entry.position.kind)).toEqual(['start']);
  });

  it('refuses addresses that are not http(s), and site paths in documents from the network', async () => {
    const { resolver, asked } = resolverWith({
      'https://ads.test/vmap.xml': vmap(
        { offset: 'start', tag: '/api/auth/user' },
        { offset: '00:00:05', tag: 'file:///etc/passwd' },
        { offset: 'end', tag: 'https://ads.test/bad-urls.xml' },
      ),
      'https://ads.test/bad-urls.xml': vast(
        inlineAd({ media: 'javascript:alert(1)', id: 'js' }).replace(
          '</MediaFiles>',
          '<MediaFile delivery="progressive" type="video/mp4">/demo-media/x.mp4</MediaFile></MediaFiles>',
        ),
      ),
    });
    const plan = await resolver.resolve({ kind: 'vmap', url: 'https://ads.test/vmap.xml' }, 'm1');
    expect(plan.breaks).toEqual([]);
    expect(asked).toEqual(['https://ads.test/vmap.xml', 'https://ads.test/bad-urls.xml']);
  });

  it('lets the demo files use site paths', async () => {
    const { resolver } = resolverWith({
      '/demo-media/ads/vmap.xml': { text: vmap({ offset: 'start', tag: '/demo-media/ads/spot.xml' }), trusted: true },
      '/demo-media/ads/spot.xml': {
        text: vast(
          inlineAd({ media: '/demo-media/ads/spot.mp4', track: '/demo-media/ads/t', click: 'https://brand.test' }),
        ),
        trusted: true,
      },
    });
    const plan = await resolver.resolve({ kind: 'vmap', url: '/demo-media/ads/vmap.xml' }, 'm1');
    expect(plan.breaks[0]!.ads[0]).toMatchObject({
      mediaFile: { url: '/demo-media/ads/spot.mp4' },
      tracking: { start: ['/demo-media/ads/t/start?ad=ad1'] },
    });
  });

  it('resolves a JW schedule: a waterfall of tags, macros filled in, the schedule skip offset as default', async () => {
    const { resolver, asked } = resolverWith({
      'https://cdn.test/schedules/abc.json': JSON.stringify({
        client: 'vast',
        skipoffset: 4,
        schedule: [
          {
            offset: 'pre',
            tag: ['https://ads.test/first.xml?m=__item-mediaid__', 'https://ads.test/second.xml?cb=[CACHEBUSTING]'],
          },
        ],
      }),
      'https://ads.test/first.xml': 404,
      'https://ads.test/second.xml': vast(inlineAd()),
    });
    const plan = await resolver.resolve({ kind: 'schedule', url: 'https://cdn.test/schedules/abc.json' }, 'Ab12Cd34');
    expect(plan.breaks[0]!.ads[0]!.skipOffset).toBe(4);
    expect(asked.slice(1)).toEqual([
      'https://ads.test/first.xml?m=Ab12Cd34',
      'https://ads.test/second.xml?cb=50000000',
    ]);
  });

  it('follows a JW schedule that names a VMAP', async () => {
    const { resolver } = resolverWith({
      'https://cdn.test/schedules/v.json': JSON.stringify({ client: 'vast', schedule: 'https://ads.test/vmap.xml' }),
      'https://ads.test/vmap.xml': vmap({ offset: 'start', inline: vast(inlineAd()) }),
    });
    const plan = await resolver.resolve({ kind: 'schedule', url: 'https://cdn.test/schedules/v.json' }, 'm1');
    expect(plan.breaks).toHaveLength(1);
  });
});
