import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../lib/api/client';
import { finalizeFailureMessage } from './finalize-failure';

describe('the return step after the bank’s page', () => {
  const unknownPayment = new ApiRequestError(404, 'payment_not_found', 'Payment with id p-1 not found');

  it('says adyen_order_unknown back from Adyen without a payment id or with one nobody knows (spec 2 §8)', () => {
    const text = 'We could not find the order of this payment. Please start again from the offers.';
    expect(finalizeFailureMessage('en', 'adyen')).toBe(text);
    expect(finalizeFailureMessage('en', 'adyen', unknownPayment)).toBe(text);
    expect(finalizeFailureMessage('nl', 'adyen', unknownPayment)).not.toBe(text);
  });

  it('says the payment was not found back from Stripe', () => {
    expect(finalizeFailureMessage('en', 'stripe', unknownPayment)).toBe('This payment was not found.');
  });

  it('says what failed otherwise', () => {
    expect(finalizeFailureMessage('en', 'adyen', new TypeError('Failed to fetch'))).toBe(
      'Could not reach the server. Check your internet connection and try again.',
    );
  });
});
