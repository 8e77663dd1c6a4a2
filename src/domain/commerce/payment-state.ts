/**
 * The one name each payment state has wherever a viewer sees it: the checkout's result step, the billing history,
 * the receipt (decision 4103). Spec 2 §8 names two outcomes besides success, payment_error and payment_cancelled;
 * a payment the cardholder did not confirm — the bank's check refused (`authentication_failed`) or left unanswered
 * (`requires_action`) — is cancelled, never "failed" in one place and "not confirmed" in another. Nothing was
 * charged for it either way.
 */
export type PaymentState = 'paid' | 'failed' | 'cancelled' | 'processing' | 'refund_due';

/** The failure the cardholder chose (refusing the bank's check), as opposed to the bank refusing the card. */
export const CANCELLED_FAILURE = 'authentication_failed';

export function paymentState(payment: { status: string; failureKey?: string | null }): PaymentState {
  switch (payment.status) {
    case 'succeeded':
      return 'paid';
    case 'processing':
      return 'processing';
    // Taken for access the viewer already held (two tabs): owed back, named so everywhere (decision 4132).
    case 'refund_due':
      return 'refund_due';
    case 'requires_action':
      return 'cancelled';
    default:
      return payment.failureKey === CANCELLED_FAILURE ? 'cancelled' : 'failed';
  }
}

/** The i18n key of a state's name (account namespace). */
export const paymentStateKey = (state: PaymentState) => `payment_state.${state}` as const;
