import { describe, expect, it } from 'vitest';
import { checkOrderRepeat, checkPaymentRepeat } from './idempotency';

describe('a repeated Idempotency-Key (issue 40)', () => {
  const paid = { orderId: 'o1', gateway: 'test', cardLast4: '4242' };

  it('answers the same request again and refuses any other one', () => {
    expect(() => checkOrderRepeat({ offerId: 'A', couponCode: null }, { offerId: 'A' })).not.toThrow();
    expect(() => checkOrderRepeat({ offerId: 'A', couponCode: null }, { offerId: 'B' })).toThrow(/another request/);
    expect(() => checkOrderRepeat({ offerId: 'A', couponCode: null }, { offerId: 'A', couponCode: 'X' })).toThrow();
    expect(() => checkPaymentRepeat(paid, { orderId: 'o1', gateway: 'test', cardNumber: '4242424242424242' })).not.toThrow();
    expect(() => checkPaymentRepeat(paid, { orderId: 'o2', gateway: 'test', cardNumber: '4242424242424242' })).toThrow();
    expect(() => checkPaymentRepeat(paid, { orderId: 'o1', gateway: 'test', cardNumber: '5555555555554444' })).toThrow();
    expect(() => checkPaymentRepeat(paid, { orderId: 'o1', gateway: 'paypal' })).toThrow();
  });

  it("replays a form payment's start after finalising recorded its card", () => {
    const finalised = { orderId: 'o1', gateway: 'stripe', cardLast4: '4242' };
    expect(() => checkPaymentRepeat(finalised, { orderId: 'o1', gateway: 'stripe' })).not.toThrow();
  });
});
