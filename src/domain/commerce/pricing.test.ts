import { describe, expect, it } from 'vitest';
import type { Coupon, Offer } from './catalog';
import { couponProblem, priceOrder, taxIncluded, taxPercent } from './pricing';

const monthly: Offer = {
  type: 'svod',
  offerId: 'S1_NL',
  title: 'Monthly',
  period: 'month',
  price: 799,
  currency: 'EUR',
  taxRate: 0.21,
  freeDays: 0,
};
const trial: Offer = { ...monthly, offerId: 'S2_NL', freeDays: 7 };
const pass: Offer = {
  type: 'tvod',
  offerId: 'C1_NL',
  title: 'Final',
  price: 499,
  currency: 'EUR',
  taxRate: 0.09,
  accessDays: 30,
};

describe('priceOrder', () => {
  it('charges the offer price, tax included', () => {
    const order = priceOrder(monthly);
    expect(order.totalPrice).toBe(799);
    expect(order.priceBreakdown).toEqual({
      offerPrice: 799,
      discountAmount: 0,
      discountedPrice: 799,
      paymentMethodFee: 0,
      taxValue: 139,
    });
    expect(order.discount).toEqual({ applied: false, type: null, periods: 0 });
  });

  it.each<[string, Coupon, number]>([
    ['a percent coupon (the half cent goes to the customer)', { code: 'HALF', percentOff: 50 }, 399],
    ['an amount coupon', { code: 'TWO', amountOff: 200 }, 599],
    ['an amount above the price: free, never negative', { code: 'BIG', amountOff: 5_000 }, 0],
    ['a 100 % coupon', { code: 'FREE', percentOff: 100 }, 0],
  ])('%s', (_name, coupon, total) => {
    const order = priceOrder(monthly, coupon);
    expect(order.totalPrice).toBe(total);
    expect(order.priceBreakdown.discountAmount).toBe(799 - total);
    expect(order.discount).toEqual({ applied: true, type: 'coupon', periods: 1 });
    expect(order.priceBreakdown.taxValue).toBe(taxIncluded(total, 0.21));
  });

  it('makes the first period of a trial free but still asks for the card', () => {
    const order = priceOrder(trial);
    expect(order.totalPrice).toBe(0);
    expect(order.requiredPaymentDetails).toBe(true);
    expect(order.discount).toEqual({ applied: true, type: 'trial', periods: 1 });
  });

  it('charges the full price when the customer already had the trial, and for a renewal', () => {
    const order = priceOrder(trial, undefined, { trialEligible: false });
    expect(order.totalPrice).toBe(trial.price);
    expect(order.discount).toEqual({ applied: false, type: null, periods: 0 });
  });

  it('prices a pay-per-view pass with its own tax rate', () => {
    expect(priceOrder(pass)).toMatchObject({ totalPrice: 499, taxRate: 0.09, priceBreakdown: { taxValue: 41 } });
  });
});

describe('couponProblem', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  it.each<[string, Coupon | undefined, number, string | null]>([
    ['usable', { code: 'OK', percentOff: 10 }, 0, null],
    ['unknown code', undefined, 0, 'coupon_not_valid'],
    ['expired', { code: 'OLD', percentOff: 10, expiresAt: '2026-11-01T00:00:00Z' }, 0, 'coupon_not_valid'],
    ['used up', { code: 'FEW', percentOff: 10, maxRedemptions: 3 }, 3, 'coupon_not_valid'],
    ['one use left', { code: 'FEW', percentOff: 10, maxRedemptions: 3 }, 2, null],
    ['for another offer', { code: 'YEAR', percentOff: 10, offerIds: ['S9_NL'] }, 0, 'coupon_not_valid_for_offer'],
  ])('%s', (_name, coupon, redemptions, expected) => {
    expect(couponProblem(coupon, monthly, now, redemptions)).toBe(expected);
  });
});

it('shows the tax rate as a rounded percent', () => {
  expect(taxPercent(0.21)).toBe(21);
  expect(taxPercent(0.0725)).toBe(7);
});
