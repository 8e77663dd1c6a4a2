import { describe, expect, it } from 'vitest';
import { paypalReturnCancelled, paypalReturnUrls } from '../../src/domain/commerce/paypal-return';
import type { CommercePort, Customer } from '../../src/server/commerce/port';

/**
 * The commerce port's PayPal capability, alike on every platform that has it (Cleeng's connector, InPlayer's
 * external payments): offered, PayPal's page approved → back on the waiting step with access; cancelled → back on
 * what the site shows as cancelled, nothing bought; access already held → `already_has_access`; an order is its
 * customer's. How the platform brings the customer back differs (Cleeng: one address per outcome; InPlayer: one
 * `origin`, a cancel marked), so the checks read the return as the site's modal does.
 */
export interface PaypalContractSetup {
  commerce: CommercePort;
  /** A new signed-in customer. */
  customer(): Promise<Customer>;
  /** An offer the platform sells that PayPal can pay (a pass). */
  offerId: string;
  /** Answers the platform's PayPal page (its test double) as the customer: where it sends them back. */
  answerPaypal(redirectUrl: string, action: 'approve' | 'cancel'): Promise<URL>;
}

const SITE = 'https://site.test';
const urlsFor = (offerId: string) => paypalReturnUrls(SITE, '/m/paid-item', offerId)!;

/** The step the site's modal shows for a return address. */
const stepOf = (back: URL) =>
  paypalReturnCancelled(back.searchParams) ? 'payment-cancelled' : back.searchParams.get('u');

export function describePaypalContract(name: string, setup: () => Promise<PaypalContractSetup>) {
  describe(`commerce contract, PayPal: ${name}`, () => {
    it('offers PayPal; approved on PayPal’s page: back on the waiting step of the same page, with access', async () => {
      const { commerce, customer, offerId, answerPaypal } = await setup();
      const paypal = commerce.paypal!;
      const buyer = await customer();
      expect(await paypal.offered(buyer)).toBe(true);
      const order = await commerce.createOrder(buyer, { offerId }, null);
      const { redirectUrl } = await paypal.start(buyer, order.id, urlsFor);
      expect(redirectUrl).toMatch(/^https?:\/\//);
      expect(await commerce.hasAccess(buyer, [offerId])).toBe(false);
      const back = await answerPaypal(redirectUrl, 'approve');
      expect(back.origin + back.pathname).toBe(`${SITE}/m/paid-item`);
      expect(stepOf(back)).toBe('waiting-for-payment');
      expect(back.searchParams.get('offerId')).toBe(offerId);
      expect(await commerce.hasAccess(buyer, [offerId])).toBe(true);
    });

    it('cancelled on PayPal’s page: back on what the site shows as cancelled, nothing bought', async () => {
      const { commerce, customer, offerId, answerPaypal } = await setup();
      const buyer = await customer();
      const order = await commerce.createOrder(buyer, { offerId }, null);
      const { redirectUrl } = await commerce.paypal!.start(buyer, order.id, urlsFor);
      const back = await answerPaypal(redirectUrl, 'cancel');
      expect(stepOf(back)).toBe('payment-cancelled');
      expect(back.searchParams.get('offerId')).toBe(offerId);
      expect(await commerce.hasAccess(buyer, [offerId])).toBe(false);
    });

    it('refuses PayPal for access the customer already holds ("Already have an active access")', async () => {
      const { commerce, customer, offerId, answerPaypal } = await setup();
      const buyer = await customer();
      const first = await commerce.createOrder(buyer, { offerId }, null);
      await answerPaypal((await commerce.paypal!.start(buyer, first.id, urlsFor)).redirectUrl, 'approve');
      // Refused at the new order where the platform lets the site check first, else when PayPal would start.
      const again = commerce
        .createOrder(buyer, { offerId }, null)
        .then((order) => commerce.paypal!.start(buyer, order.id, urlsFor));
      await expect(again).rejects.toMatchObject({ status: 409, code: 'already_has_access' });
    });

    it('starts PayPal only for the order’s own customer', async () => {
      const { commerce, customer, offerId } = await setup();
      const [owner, other] = [await customer(), await customer()];
      const order = await commerce.createOrder(owner, { offerId }, null);
      await expect(commerce.paypal!.start(other, order.id, urlsFor)).rejects.toMatchObject({
        status: 404,
        code: 'order_not_found',
      });
    });
  });
}

/** The test doubles' PayPal page: `&action=` answers it, a redirect back to the site. */
export async function answerFakePaypal(redirectUrl: string, action: 'approve' | 'cancel'): Promise<URL> {
  const answered = await fetch(`${redirectUrl}&action=${action}`, { redirect: 'manual' });
  if (answered.status !== 302) throw new Error(`the PayPal page answered ${answered.status}`);
  return new URL(answered.headers.get('location')!);
}
