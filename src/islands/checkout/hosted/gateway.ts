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

/** This page with the modal step the bank's page sends the customer back to (and our extra parameters). */
export function returnPathFor(step: string, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams(location.search);
  query.delete('paymentId');
  query.set('u', step);
  for (const [name, value] of Object.entries(extra)) query.set(name, value);
  return `${location.pathname}?${query}`;
}
