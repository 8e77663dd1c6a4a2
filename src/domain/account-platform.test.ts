import { describe, expect, it } from 'vitest';
import { accountPlatformOf, platformKey } from './account-platform';

describe('accountPlatformOf', () => {
  it('picks Cleeng for a config naming a Cleeng publisher, with its sandbox flag', () => {
    const choice = accountPlatformOf({ integrations: { cleeng: { id: ' pub-1 ', useSandbox: false } } });
    expect(choice).toEqual({ platform: 'cleeng', publisherId: 'pub-1', useSandbox: false, offerIds: [] });
    expect(platformKey(choice)).toBe('cleeng:production:pub-1');
  });

  it("carries the config's Cleeng offers, which also tell two configs of one publisher apart", () => {
    const choice = accountPlatformOf({
      integrations: { cleeng: { id: 'pub-1', monthlyOffer: 'S1_NL', yearlyOffer: ' ', useSandbox: true } },
    });
    expect(choice).toMatchObject({ offerIds: ['S1_NL'] });
    expect(platformKey(choice)).toBe('cleeng:sandbox:pub-1:S1_NL');
  });

  it('keeps the own backend when no integration is enabled (a blank id enables nothing)', () => {
    expect(accountPlatformOf({ integrations: {} })).toEqual({ platform: 'own' });
    expect(accountPlatformOf({ integrations: { cleeng: { id: '  ', useSandbox: true } } })).toEqual({
      platform: 'own',
    });
  });

  it('picks JWP for a config naming a JWP client', () => {
    expect(accountPlatformOf({ integrations: { jwp: { clientId: 'c-1', useSandbox: true } } })).toMatchObject({
      platform: 'jwp',
      clientId: 'c-1',
      assetId: null,
    });
  });

  it('gives each JWP asset on sale its own key (one commerce adapter per asset)', () => {
    const withAsset = (assetId: number) =>
      platformKey(accountPlatformOf({ integrations: { jwp: { clientId: 'c-1', useSandbox: true, assetId } } }));
    expect(withAsset(1)).not.toBe(withAsset(2));
  });
});
