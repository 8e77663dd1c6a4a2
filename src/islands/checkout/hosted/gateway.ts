import type { PaymentGatewayView, PaymentView } from '../../../lib/api/commerce-contract';
import { api } from '../../../stores/session';

/** Test keys and environments say nothing is charged (spec 2 §9 sandbox flag). */
export function isSandbox(view: PaymentGatewayView): boolean {
  if (view.name === 'stripe') return (view.browser.publishableKey ?? '').startsWith('pk_test_');
  if (view.name === 'adyen') return view.browser.environment !== 'live';
  return true;
}

/** Asks the server how a payment stands now that the customer is back (the gateway's word decides). */
export function finalizePayment(paymentId: string, details: Record<string, string> = {}): Promise<PaymentView> {
  return api.post<PaymentView>(`/payments/${paymentId}/finalize`, { details }, { retries: 2 });
}
