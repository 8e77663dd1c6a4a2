import { describe, expect, it } from 'vitest';
import type { CommercePort, Customer } from '../../src/server/commerce/port';

/**
 * What every commerce adapter does alike (the own backend, Cleeng): the demo's offers and coupons, orders only
 * their customer sees, access after a paid order and not before, cancel and renew. Each adapter pays in its own
 * way (`pay`): the own backend's card form, Cleeng's Adyen Drop-in. PayPal, where a platform has it, has its own
 * contract (./commerce-paypal.contract.ts).
 */
export const YEARLY = 'S234567890_NL';
export const MONTHLY = 'S123456789_NL';
export const PASS = 'C987654321_NL';

export interface CommerceContractSetup {
  commerce: CommercePort;
  /** A new signed-in customer. */
  customer(): Promise<Customer>;
  /** Pays the order with a card the gateway accepts. */
  pay(customer: Customer, orderId: string): Promise<void>;
  /** Where the platform takes PayPal: the customer agrees on PayPal's page; where PayPal sends them back. */
  approveOnPaypal?(redirectUrl: string): Promise<string>;
}

export function describeCommerceContract(name: string, setup: () => Promise<CommerceContractSetup>) {
  describe(`commerce contract: ${name}`, () => {
    it('sells the demo offers at their prices in cents, leaving out ids it does not sell', async () => {
      const { commerce } = await setup();
      const offers = await commerce.offers([YEARLY, 'C000000_NL', PASS]);
      expect(offers.map((o) => [o.offerId, o.type, o.customerPriceInclTax, o.customerCurrency])).toEqual([
        [YEARLY, 'svod', 7999, 'EUR'],
        [PASS, 'tvod', 499, 'EUR'],
      ]);
    });

    it('prices an order with a coupon, and shows it to its customer only', async () => {
      const { commerce, customer } = await setup();
      const [owner, other] = [await customer(), await customer()];
      const order = await commerce.createOrder(owner, { offerId: YEARLY, couponCode: 'YEAR10' }, null);
      expect(order).toMatchObject({
        offerId: YEARLY,
        status: 'open',
        totalPrice: 6999,
        discount: { applied: true, type: 'coupon' },
        priceBreakdown: { offerPrice: 7999, discountAmount: 1000 },
      });
      expect((await commerce.getOrder(owner, order.id)).totalPrice).toBe(6999);
      await expect(commerce.getOrder(other, order.id)).rejects.toMatchObject({ status: 404, code: 'order_not_found' });
    });

    it.each([
      ['NOPE', 'coupon_not_valid'],
      ['YEAR10', 'coupon_not_valid_for_offer'],
    ])('refuses the coupon %s on the monthly plan with %s on couponCode', async (couponCode, key) => {
      const { commerce, customer } = await setup();
      await expect(
        commerce.createOrder(await customer(), { offerId: MONTHLY, couponCode }, null),
      ).rejects.toMatchObject({ status: 400, code: key, fields: { couponCode: [key] } });
    });

    it('removes the saved payment method only where it can (an optional capability)', async () => {
      const { commerce, customer, pay } = await setup();
      const buyer = await customer();
      if (commerce.removePaymentMethod) {
        await pay(buyer, (await commerce.createOrder(buyer, { offerId: MONTHLY }, null)).id);
        expect(await commerce.paymentMethod(buyer)).not.toBeNull();
        await commerce.removePaymentMethod(buyer);
        expect(await commerce.paymentMethod(buyer)).toBeNull();
        expect(await commerce.hasAccess(buyer, [MONTHLY])).toBe(true);
      }
    });

    it('describes the saved method as a card, or as a PayPal account where PayPal can be saved', async () => {
      const { commerce, customer, pay, approveOnPaypal } = await setup();
      const buyer = await customer();
      await pay(buyer, (await commerce.createOrder(buyer, { offerId: MONTHLY }, null)).id);
      expect(await commerce.paymentMethod(buyer)).toMatchObject({ methodName: 'card', last4: expect.any(String) });
      const paypalCheckout = commerce.paypal;
      if (!paypalCheckout?.startMethodChange || !paypalCheckout.finishMethodChange) return;
      const back = 'https://site.test/u/payments?paypal-method=';
      const urls = { successUrl: `${back}updated`, cancelUrl: `${back}cancelled`, errorUrl: `${back}failed` };
      const { redirectUrl } = await paypalCheckout.startMethodChange(buyer, urls);
      expect(await approveOnPaypal!(redirectUrl)).toBe(urls.successUrl);
      const paypal = { methodName: 'paypal', payer: expect.any(String) };
      expect(await paypalCheckout.finishMethodChange(buyer)).toMatchObject(paypal);
      expect(await commerce.paymentMethod(buyer)).toMatchObject(paypal);
      expect(await commerce.hasAccess(buyer, [MONTHLY])).toBe(true);
    });

    it('lists a bought pass among the subscriptions while it gives access (the start buttons read that list)', async () => {
      const { commerce, customer, pay } = await setup();
      const buyer = await customer();
      await pay(buyer, (await commerce.createOrder(buyer, { offerId: PASS }, null)).id);
      expect(await commerce.subscriptions(buyer)).toEqual([
        expect.objectContaining({ offerId: PASS, kind: 'tvod', status: 'active', nextPaymentPrice: null }),
      ]);
    });

    it('never sells an offer twice: a holder of the pass is refused a new order with already_has_access', async () => {
      const { commerce, customer, pay } = await setup();
      const buyer = await customer();
      await pay(buyer, (await commerce.createOrder(buyer, { offerId: PASS }, null)).id);
      await expect(commerce.createOrder(buyer, { offerId: PASS }, null)).rejects.toMatchObject({
        status: 409,
        code: 'already_has_access',
        message: 'Already have an active access',
      });
      expect(await commerce.billingHistory(buyer)).toHaveLength(1);
    });

    it('gives access after a paid order, not before; cancelling keeps it, renewing resumes the plan', async () => {
      const { commerce, customer, pay } = await setup();
      const buyer = await customer();
      expect(await commerce.hasAccess(buyer, [YEARLY, PASS])).toBe(false);
      const order = await commerce.createOrder(buyer, { offerId: YEARLY }, null);
      await pay(buyer, order.id);
      expect(await commerce.hasAccess(buyer, [MONTHLY, YEARLY])).toBe(true);
      expect(await commerce.entitlement(buyer, YEARLY)).toMatchObject({ accessGranted: true, status: 'active' });
      expect(await commerce.billingHistory(buyer)).toEqual([
        expect.objectContaining({ offerId: YEARLY, amount: 7999, status: 'succeeded' }),
      ]);
      expect(await commerce.cancelSubscription(buyer, YEARLY)).toMatchObject({ status: 'cancelled' });
      expect(await commerce.hasAccess(buyer, [YEARLY])).toBe(true);
      expect(await commerce.renewSubscription(buyer, YEARLY)).toMatchObject({ status: 'active', period: 'year' });
      expect(await commerce.hasAccess(await customer(), [YEARLY])).toBe(false);
    });
  });
}
