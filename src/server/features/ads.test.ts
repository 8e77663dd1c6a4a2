import { describe, expect, it } from 'vitest';
import { siteConfigSchema, type SiteConfig } from '../../domain/site-config';
import { adScheduleSource, playerAdsFor, withMediaId } from './ads';

const base = siteConfigSchema.parse({ description: 'Test', siteId: 'site0001', content: [], menu: [] });
const config = (extra: Partial<SiteConfig>): SiteConfig => ({ ...base, ...extra });
const scheduleUrl = (id: string) => `https://cdn.test/v2/advertising/schedules/${id}.json`;

describe('withMediaId', () => {
  it('adds or replaces media_id and leaves macros alone', () => {
    expect(withMediaId('https://ads.test/vmap.xml', 'Ab12')).toBe('https://ads.test/vmap.xml?media_id=Ab12');
    expect(withMediaId('https://ads.test/v?cb=[CACHEBUSTING]', 'Ab12')).toBe(
      'https://ads.test/v?cb=[CACHEBUSTING]&media_id=Ab12',
    );
    expect(withMediaId('https://ads.test/v?media_id=old&x=1#f', 'Ab12')).toBe('https://ads.test/v?media_id=Ab12&x=1#f');
    expect(withMediaId('/demo-media/ads/vmap.xml', 'Ab12')).toBe('/demo-media/ads/vmap.xml?media_id=Ab12');
  });
});

describe('adScheduleSource', () => {
  it('prefers the VMAP address, then the JSON schedule, then the schedule id', () => {
    const all = {
      adScheduleUrls: { xml: 'https://a.test/vmap.xml', json: 'https://a.test/s.json' },
      adSchedule: 'abc',
    };
    expect(adScheduleSource(config(all), 'M1', scheduleUrl)).toEqual({
      kind: 'vmap',
      url: 'https://a.test/vmap.xml?media_id=M1',
    });
    expect(
      adScheduleSource(config({ ...all, adScheduleUrls: { json: 'https://a.test/s.json' } }), 'M1', scheduleUrl),
    ).toEqual({
      kind: 'schedule',
      url: 'https://a.test/s.json?media_id=M1',
    });
    expect(adScheduleSource(config({ adSchedule: 'abc' }), 'M1', scheduleUrl)).toEqual({
      kind: 'schedule',
      url: 'https://cdn.test/v2/advertising/schedules/abc.json',
    });
  });

  it('has none without a schedule or with server-side ads', () => {
    expect(adScheduleSource(config({}), 'M1', scheduleUrl)).toBeNull();
    expect(
      adScheduleSource(config({ adSchedule: 'abc', adDeliveryMethod: 'ssai', adConfig: 'c1' }), 'M1', scheduleUrl),
    ).toBeNull();
  });
});

describe('playerAdsFor', () => {
  it('tells the player to fetch a plan under client-side ads', () => {
    expect(playerAdsFor(config({ adSchedule: 'abc' }), 'demoads1', 'M1', '/demo-media')).toEqual({
      kind: 'csai',
      configSource: 'demoads1',
    });
  });

  it('gives the ad-insertion stream under server-side ads, when there is an ad config', () => {
    expect(playerAdsFor(config({ adDeliveryMethod: 'ssai', adConfig: 'cfg1' }), 'x', 'M1', 'https://cdn.test')).toEqual(
      {
        kind: 'ssai',
        url: 'https://cdn.test/v2/sites/site0001/media/M1/ssai.m3u8?ad_config_id=cfg1',
      },
    );
    expect(playerAdsFor(config({ adDeliveryMethod: 'ssai' }), 'x', 'M1', 'https://cdn.test')).toBeUndefined();
  });

  it('has nothing to say without ads', () => {
    expect(playerAdsFor(config({}), 'x', 'M1', '/demo-media')).toBeUndefined();
  });
});
