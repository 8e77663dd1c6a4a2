import { describe, expect, it } from 'vitest';
import type { Offer } from './catalog';
import { accessUntil, addPeriod } from './access-period';

const at = (iso: string) => new Date(iso);
const monthly: Offer = {
  type: 'svod',
  offerId: 'S1',
  title: 'M',
  period: 'month',
  price: 799,
  currency: 'EUR',
  taxRate: 0.21,
  freeDays: 0,
};

describe('addPeriod', () => {
  it.each([
    ['2026-01-15T10:00:00Z', 'month', '2026-02-15T10:00:00.000Z'],
    ['2026-01-31T10:00:00Z', 'month', '2026-02-28T10:00:00.000Z'],
    ['2028-01-31T10:00:00Z', 'month', '2028-02-29T10:00:00.000Z'],
    ['2026-12-20T00:00:00Z', 'month', '2027-01-20T00:00:00.000Z'],
    ['2028-02-29T00:00:00Z', 'year', '2029-02-28T00:00:00.000Z'],
  ] as const)('%s + %s = %s', (from, period, expected) => {
    expect(addPeriod(at(from), period).toISOString()).toBe(expected);
  });
});

describe('accessUntil', () => {
  const paidAt = at('2026-11-25T12:00:00Z');
  it('gives a month for a monthly subscription', () => {
    expect(accessUntil(monthly, paidAt, null, true).toISOString()).toBe('2026-12-25T12:00:00.000Z');
  });
  it('starts with the free days the first time only', () => {
    const trial: Offer = { ...monthly, freeDays: 7 };
    expect(accessUntil(trial, paidAt, null, true).toISOString()).toBe('2026-12-02T12:00:00.000Z');
    expect(accessUntil(trial, paidAt, null, false).toISOString()).toBe('2026-12-25T12:00:00.000Z');
  });
  it('extends a still-running subscription from its end', () => {
    expect(accessUntil(monthly, paidAt, at('2026-12-01T00:00:00Z'), false).toISOString()).toBe(
      '2027-01-01T00:00:00.000Z',
    );
  });
  it('runs a pass for its days', () => {
    const pass: Offer = {
      type: 'tvod',
      offerId: 'C1',
      title: 'P',
      price: 499,
      currency: 'EUR',
      taxRate: 0.09,
      accessDays: 2,
    };
    expect(accessUntil(pass, paidAt, null, true).toISOString()).toBe('2026-11-27T12:00:00.000Z');
  });
});
