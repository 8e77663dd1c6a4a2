import { describe, expect, it } from 'vitest';
import { paymentState } from './payment-state';

describe('paymentState', () => {
  it.each([
    [{ status: 'succeeded' }, 'paid'],
    [{ status: 'processing' }, 'processing'],
    [{ status: 'failed', failureKey: 'card_declined' }, 'failed'],
    [{ status: 'failed', failureKey: 'insufficient_funds' }, 'failed'],
    [{ status: 'failed', failureKey: null }, 'failed'],
    // A refused 3-D Secure check and one left unanswered have one name: cancelled.
    [{ status: 'failed', failureKey: 'authentication_failed' }, 'cancelled'],
    [{ status: 'requires_action' }, 'cancelled'],
  ])('%j → %s', (payment, state) => {
    expect(paymentState(payment)).toBe(state);
  });
});
