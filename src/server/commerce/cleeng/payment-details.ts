import type { PaymentMethodView } from '../../../lib/api/commerce-contract';
import type { Customer } from '../port';
import { currentDetail, paymentMethodView } from './views';
import { paymentDetailsSchema } from './wire';

type Call = (customer: Customer, method: 'GET' | 'DELETE', path: string) => Promise<unknown>;

/**
 * The customer's saved payment details on Cleeng (`GET /customers/{id}/payment_details`, `DELETE
 * /payment_details/{id}`): the method renewals use, removing it, and tidying up after a new one was added. Details
 * `bound` to a store's subscription are Cleeng's to keep (its reference: they cannot be changed).
 */
export function cleengPaymentDetails(call: Call) {
  async function list(customer: Customer) {
    const path = `/customers/${encodeURIComponent(customer.userId)}/payment_details`;
    return paymentDetailsSchema.parse(await call(customer, 'GET', path)).paymentDetails;
  }
  const remove = (customer: Customer, id: string) =>
    call(customer, 'DELETE', `/payment_details/${encodeURIComponent(id)}`);

  return {
    current: async (customer: Customer) => paymentMethodView({ paymentDetails: await list(customer) }),

    async removeActive(customer: Customer) {
      for (const detail of (await list(customer)).filter((d) => d.active && !d.bound))
        await remove(customer, detail.id);
    },

    /**
     * After the customer added a `kind` method (a card in Adyen's form, a PayPal account on PayPal's page): the
     * method, with the details before it deleted, as Cleeng advises ("update" is adding new details and deleting
     * the old ones). Null, deleting nothing, when the current method is not of that kind (nothing was added).
     */
    async keepNewest(customer: Customer, kind: 'card' | 'paypal'): Promise<PaymentMethodView | null> {
      const saved = await list(customer);
      const newest = currentDetail(saved);
      const view = paymentMethodView({ paymentDetails: saved });
      if (!newest || view?.methodName !== kind) return null;
      for (const detail of saved.filter((d) => d.id !== newest.id && !d.bound)) await remove(customer, detail.id);
      return view;
    },
  };
}
