import { describe, expect, it } from 'vitest';
import { inlineAd, vast, vmap } from './fixtures.test-helpers';
import { parseVmap } from './vmap';
import { AdFormatError } from './xml';

describe('parseVmap', () => {
  it('reads every linear break with its offset and source', () => {
    const breaks = parseVmap(
      vmap(
        { offset: 'start', id: 'preroll', tag: 'https://ads.test/pre.xml' },
        { offset: '00:00:10.500', tag: 'https://ads.test/mid.xml' },
        { offset: '50%', tag: 'https://ads.test/half.xml' },
        { offset: '#1', tag: 'https://ads.test/cue.xml' },
        { offset: 'end', id: 'postroll', inline: vast(inlineAd()) },
      ),
    );
    expect(breaks.map(({ id, position }) => [id, position])).toEqual([
      ['preroll', { kind: 'start' }],
      ['break-2', { kind: 'time', seconds: 10.5 }],
      ['break-3', { kind: 'percent', percent: 50 }],
      ['break-4', { kind: 'cue', index: 1 }],
      ['postroll', { kind: 'end' }],
    ]);
    expect(breaks[0]!.source).toEqual({ kind: 'tag', url: 'https://ads.test/pre.xml' });
    expect(breaks[4]!.source).toMatchObject({ kind: 'inline', ads: [{ kind: 'inline', id: 'ad1', duration: 6 }] });
  });

  it('drops non-linear breaks and unreadable offsets', () => {
    const breaks = parseVmap(
      vmap(
        { offset: 'start', type: 'nonlinear', tag: 'https://ads.test/overlay.xml' },
        { offset: 'halfway', tag: 'https://ads.test/x.xml' },
        { offset: 'end', type: 'linear,nonlinear', tag: 'https://ads.test/post.xml' },
      ),
    );
    expect(breaks.map((entry) => entry.position)).toEqual([{ kind: 'end' }]);
  });

  it('refuses a document that is not a VMAP', () => {
    expect(() => parseVmap(vast(inlineAd()))).toThrow(AdFormatError);
    expect(() => parseVmap('not xml <')).toThrow(AdFormatError);
  });
});
