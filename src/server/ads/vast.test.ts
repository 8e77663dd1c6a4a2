import { describe, expect, it } from 'vitest';
import { inlineAd, vast, wrapperAd } from './fixtures.test-helpers';
import { parseVast, selectAds } from './vast';
import { AdFormatError } from './xml';

describe('parseVast', () => {
  it('reads an inline linear ad: file, duration, skip offset, click-through and tracking', () => {
    const [ad] = parseVast(vast(inlineAd({ skip: '00:00:03', duration: '00:00:06.500' })));
    expect(ad).toMatchObject({
      kind: 'inline',
      id: 'ad1',
      title: 'Spot ad1',
      duration: 6.5,
      skipOffset: 3,
      mediaFiles: [{ url: 'https://cdn.ads.test/spot.mp4', type: 'video/mp4', width: 640, height: 360 }],
      clickThrough: 'https://brand.test/landing',
    });
    expect(ad!.tracking).toEqual({
      impression: ['https://t.ads.test/impression?ad=ad1'],
      error: ['https://t.ads.test/error?ad=ad1&code=[ERRORCODE]'],
      start: ['https://t.ads.test/start?ad=ad1'],
      firstQuartile: ['https://t.ads.test/q1?ad=ad1'],
      complete: ['https://t.ads.test/complete?ad=ad1'],
      skip: ['https://t.ads.test/skip?ad=ad1'],
      clickTracking: ['https://t.ads.test/click?ad=ad1'],
    });
  });

  it('reads a skip offset given as a share of the ad', () => {
    expect(parseVast(vast(inlineAd({ skip: '50%', duration: '00:00:08' })))[0]).toMatchObject({ skipOffset: 4 });
  });

  it('reads a wrapper with its own tracking', () => {
    const [ad] = parseVast(vast(wrapperAd('https://next.ads.test/vast.xml')));
    expect(ad).toEqual({
      kind: 'wrapper',
      id: 'wrap',
      sequence: undefined,
      tagUri: 'https://next.ads.test/vast.xml',
      tracking: {
        impression: ['https://t.ads.test/impression?wrapper=wrap'],
        start: ['https://t.ads.test/start?wrapper=wrap'],
        clickTracking: ['https://t.ads.test/click?wrapper=wrap'],
      },
    });
  });

  it('drops ads without a playable file or a duration', () => {
    expect(parseVast(vast(inlineAd({ type: 'video/x-flv' })))).toEqual([]);
    expect(parseVast(vast(inlineAd({ duration: 'soon' })))).toEqual([]);
  });

  it('answers no ads for an empty response', () => {
    expect(parseVast('<VAST version="3.0"/>')).toEqual([]);
    expect(parseVast('<VAST version="4.0"><Error>https://t.ads.test/no-ad</Error></VAST>')).toEqual([]);
  });

  it('refuses what is not VAST: bad XML, another root, a DOCTYPE', () => {
    expect(() => parseVast('<VAST><Ad>')).toThrow(AdFormatError);
    expect(() => parseVast('<html><body>502</body></html>')).toThrow(AdFormatError);
    const bomb =
      '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;">]><VAST>&lol2;</VAST>';
    expect(() => parseVast(bomb)).toThrow(/DOCTYPE/);
  });
});

describe('selectAds', () => {
  it('plays a pod in sequence order, else only the first stand-alone ad', () => {
    expect(selectAds([{ sequence: 2 }, { sequence: undefined }, { sequence: 1 }])).toEqual([
      { sequence: 1 },
      { sequence: 2 },
    ]);
    expect(selectAds([{ id: 'a' }, { id: 'b' }] as Array<{ id: string; sequence?: number }>)).toEqual([{ id: 'a' }]);
  });
});
