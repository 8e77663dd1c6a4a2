import { describe, expect, it } from 'vitest';
import { isUpgrade, priceUpgrade, unusedCredit } from './plan-switch';

const monthly = {
  type: 'svod' as const,
  offerId: 'S1',
  title: 'Monthly',
  period: 'month' as const,
  price: 799,
  currency: 'EUR',
  taxRate: 0.21,
  freeDays: 0,
};
const yearly = { ...monthly, offerId: 'S2', title: 'Yearly', period: 'year' as const, price: 7999 };

describe('plan switches', () => {
  it('calls a dearer plan an upgrade', () => {
    expect(isUpgrade(monthly, yearly)).toBe(true);
    expect(isUpgrade(yearly, monthly)).toBe(false);
    expect(isUpgrade(monthly, { ...monthly, offerId: 'S3', price: 1299 })).toBe(true);
  });

  it('credits the unused share of what was paid for the period', () => {
    const start = new Date('2026-05-01T00:00:00Z');
    const end = new Date('2026-05-31T00:00:00Z');
    expect(unusedCredit(799, start, end, new Date('2026-05-16T00:00:00Z'))).toBe(400); // half the month left
    expect(unusedCredit(799, start, end, start)).toBe(799);
    expect(unusedCredit(799, start, end, new Date('2026-06-15T00:00:00Z'))).toBe(0);
    expect(unusedCredit(799, start, end, new Date('2026-04-01T00:00:00Z'))).toBe(799);
    // Free days were not paid for: nothing to credit.
    expect(unusedCredit(0, start, end, start)).toBe(0);
  });

  it('prices the upgrade as the new plan less the credit, never below zero', () => {
    expect(priceUpgrade(yearly, 400)).toMatchObject({
      totalPrice: 7599,
      discount: { applied: true },
      priceBreakdown: { offerPrice: 7999, discountAmount: 400, taxValue: Math.round((7599 * 0.21) / 1.21) },
    });
    expect(priceUpgrade(monthly, 5000).totalPrice).toBe(0);
  });
});
