import { describe, expect, it } from 'vitest';
import { paymentMethodView } from './views';

const card = (id: number, active: boolean) => ({
  id: String(id),
  paymentGateway: 'adyen',
  paymentMethod: 'card',
  active,
  paymentMethodSpecificParams: { lastCardFourDigits: '1111', cardExpirationDate: '03/2030', holderName: 'Pat' },
});
const paypal = (id: number, active: boolean, holderName?: string) => ({
  id: String(id),
  paymentGateway: 'paypal',
  paymentMethod: 'paypal',
  active,
  paymentMethodSpecificParams: { holderName },
});

describe("Cleeng's saved payment method", () => {
  it('is the active card or PayPal account; of several active, the last listed (the newest)', () => {
    expect(paymentMethodView({ paymentDetails: [card(1, true), paypal(2, false, 'a@b.test')] })).toEqual({
      methodName: 'card',
      paymentGateway: 'adyen',
      last4: '1111',
      expMonth: 3,
      expYear: 2030,
    });
    expect(paymentMethodView({ paymentDetails: [card(1, true), paypal(2, true, ' a@b.test ')] })).toEqual({
      methodName: 'paypal',
      paymentGateway: 'paypal',
      payer: 'a@b.test',
    });
  });

  it('names no payer Cleeng did not give, and leaves out store-bound and inactive methods', () => {
    expect(paymentMethodView({ paymentDetails: [paypal(2, true)] })).toMatchObject({ payer: null });
    const roku = { id: '3', paymentGateway: 'roku', paymentMethod: 'roku', active: true };
    expect(paymentMethodView({ paymentDetails: [card(1, false), roku] })).toBeNull();
  });
});
