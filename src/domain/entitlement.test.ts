import { describe, expect, it } from 'vitest';
import type { AccessModel } from './access-model';
import { isEntitled, isFreeItem, isPreEntitled, itemAccess, type ItemAccess } from './entitlement';

const open: ItemAccess = { free: false, requiresSubscription: false, isHub: false, offers: [], premier: false };
const locked: ItemAccess = { ...open, requiresSubscription: true };
const withOffers: ItemAccess = { ...locked, offers: ['S1'] };
const payPerView: ItemAccess = { ...locked, offers: ['S1', 'C9'], premier: true };

describe('isFreeItem', () => {
  it.each<[string, ItemAccess, boolean]>([
    ['no subscription required', open, true],
    ['flagged free', { ...withOffers, free: true }, true],
    ['a hub', { ...withOffers, isHub: true }, true],
    ['requires a subscription', locked, false],
  ])('%s → %s', (_name, access, expected) => expect(isFreeItem(access)).toBe(expected));
});

describe('isPreEntitled', () => {
  const viewer = (accessModel: AccessModel, signedIn = false, hasSubscription = false) => ({
    accessModel,
    signedIn,
    hasSubscription,
  });
  it.each<[string, ItemAccess, ReturnType<typeof viewer>, boolean]>([
    ['free item, SVOD guest', open, viewer('SVOD'), true],
    ['AVOD, no offers', locked, viewer('AVOD'), true],
    ['AVOD, offers', withOffers, viewer('AVOD', true), false],
    ['AUTHVOD guest, no offers', locked, viewer('AUTHVOD'), false],
    ['AUTHVOD signed in, no offers', locked, viewer('AUTHVOD', true), true],
    ['AUTHVOD signed in, offers', withOffers, viewer('AUTHVOD', true), false],
    ['SVOD signed in without subscription', withOffers, viewer('SVOD', true), false],
    ['SVOD subscriber', withOffers, viewer('SVOD', true, true), true],
    ['SVOD subscriber, pay-per-view', payPerView, viewer('SVOD', true, true), false],
  ])('%s → %s', (_name, access, who, expected) => expect(isPreEntitled(access, who)).toBe(expected));
});

describe('isEntitled', () => {
  it('an offer the platform grants opens the item for a signed-in viewer only', () => {
    const signedIn = { accessModel: 'SVOD' as const, signedIn: true, hasSubscription: false };
    expect(isEntitled(payPerView, signedIn, true)).toBe(true);
    expect(isEntitled(payPerView, { ...signedIn, signedIn: false }, true)).toBe(false);
    expect(isEntitled(payPerView, signedIn)).toBe(false);
  });
});

describe('itemAccess', () => {
  it('reads offers and the premier flag from productIds', () => {
    const access = itemAccess({
      free: false,
      requiresSubscription: true,
      contentType: 'liveevent',
      productIds: [
        { provider: 'cleeng', offerId: 'S1', premier: false },
        { provider: 'cleeng', offerId: 'C9', premier: true },
      ],
    });
    expect(access).toEqual({ free: false, requiresSubscription: true, isHub: false, offers: ['S1', 'C9'], premier: true });
  });
});
