import { describe, expect, it } from 'vitest';
import { afterPayment, offerChoice, preselectedOffer } from './offer-choice';

const monthly = { offerId: 'S1', type: 'svod' as const };
const yearly = { offerId: 'S2', type: 'svod' as const };
const pass = { offerId: 'C1', type: 'tvod' as const };
const otherPass = { offerId: 'C2', type: 'tvod' as const };
const catalog = [monthly, yearly, pass, otherPass];

describe('offer choice (spec 2 §4)', () => {
  it('shows subscriptions by default, with the item’s passes behind a switch', () => {
    const choice = offerChoice(catalog, { offerIds: ['S1', 'S2', 'C1'], premier: false });
    expect(choice).toEqual({
      byType: { svod: [monthly, yearly], tvod: [pass] },
      defaultType: 'svod',
      showSwitch: true,
    });
  });

  it('a premier item shows only its passes, without a switch', () => {
    const choice = offerChoice(catalog, { offerIds: ['S1', 'C2'], premier: true });
    expect(choice).toEqual({ byType: { svod: [], tvod: [otherPass] }, defaultType: 'tvod', showSwitch: false });
  });

  it('without subscriptions on sale, passes come first', () => {
    const choice = offerChoice([pass], { offerIds: ['C1'], premier: false });
    expect(choice.defaultType).toBe('tvod');
    expect(choice.showSwitch).toBe(false);
  });

  it('without an item, only subscriptions', () => {
    expect(offerChoice(catalog, { offerIds: [], premier: false }).byType.tvod).toEqual([]);
  });

  it('preselects the last offer', () => {
    expect(preselectedOffer([monthly, yearly])).toBe(yearly);
    expect(preselectedOffer([])).toBeUndefined();
  });

  it('a pass returns to the page after payment, a subscription waits for access', () => {
    expect(afterPayment('C987654321_NL')).toBe('base-page');
    expect(afterPayment('P1')).toBe('base-page');
    expect(afterPayment('S123456789_NL')).toBe('waiting-for-payment');
  });
});
