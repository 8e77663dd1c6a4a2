import { readFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { commerceCatalogSchema, type Offer } from '../../src/domain/commerce/catalog';
import { payments } from '../../src/server/db/schema';
import { RENEW_AHEAD_MS } from '../../src/server/commerce/own/renewals';
import { QUOTE_VALID_MS } from '../../src/server/commerce/own/order-quote';
import { TEST_CARDS } from '../../src/server/payments/test/gateway';
import { bearer, demoCommerceCatalog, signUp, startHarness, type Harness } from '../support/api-harness';
import { databaseKinds } from '../support/test-database';
import { MONTHLY, PREMIER, YEARLY, testCard as card, quoteOf } from '../support/commerce-fixtures';

/**
 * Issue 41 item 3 and "Bad input" for first purchases and renewals (decisions 4130–4132): the order is the quote
 * the payment echoes; a renewal charges the price recorded when the viewer was shown it; a payment the gateway
 * completes after the access was bought another way is kept as refund due. Charges are counted in the payments
 * table, where every charge the gateway made is recorded.
 */
const demo = commerceCatalogSchema.parse(JSON.parse(readFileSync(demoCommerceCatalog, 'utf8')));
let catalog = structuredClone(demo);
const reprice = (offerId: string, price: number) => {
  catalog = {
    ...catalog,
    offers: catalog.offers.map((offer): Offer => (offer.offerId === offerId ? { ...offer, price } : offer)),
  };
};

describe.each(databaseKinds)('echoed quotes, recorded renewal prices, refund due (%s)', (kind) => {
  let h: Harness;
  const warnings: Array<{ object: object; message: string }> = [];
  beforeAll(async () => {
    h = await startHarness(kind, {
      rateLimits: null,
      catalog: async () => catalog,
      commerceLogger: { warn: (object, message) => warnings.push({ object, message }) },
    });
  });
  afterAll(() => h.close());
  beforeEach(() => {
    catalog = structuredClone(demo);
  });

  const post = (jwt: string, path: string, json: unknown) => h.request('POST', path, { headers: bearer(jwt), json });
  const charged = async (userId: string) =>
    (
      await h.database.db
        .select({ amount: payments.amount, status: payments.status })
        .from(payments)
        .where(and(eq(payments.userId, userId)))
    ).filter((row) => row.status !== 'failed');

  async function ordered(offerId: string) {
    const customer = await signUp(h);
    const order = await (await post(customer.jwt, '/orders', { offerId })).json();
    return { ...customer, order };
  }

  describe('the first purchase charges only the order it echoes', () => {
    it('shows the next charge, its date and until when the figures hold, with the order', async () => {
      const { order } = await ordered(YEARLY);
      const at = Math.floor(h.now().getTime() / 1000);
      expect(order).toMatchObject({ totalPrice: 7999, currency: 'EUR', nextChargeAmount: 7999 });
      expect(order.validUntil).toBe(at + QUOTE_VALID_MS / 1000);
      expect(order.nextChargeAt).toBe(Math.floor(Date.UTC(2027, 4, 1, 10) / 1000));
      const pass = (await ordered(PREMIER)).order;
      expect(pass).toMatchObject({ nextChargeAt: null, nextChargeAmount: null });
    });

    it.each([
      ['no quote', undefined, 400, 'quote_required', 'quote'],
      ['another amount', { amount: 1 }, 400, 'quote_mismatch', 'quote.amount'],
      ['another currency', { currency: 'USD' }, 400, 'quote_mismatch', 'quote.currency'],
      ['another order', { orderId: '00000000-0000-4000-8000-000000000000' }, 400, 'quote_not_found', 'quote.orderId'],
    ])('refuses a payment with %s, naming the field, and charges nothing', async (_label, change, status, code, field) => {
      const { jwt, userId, order } = await ordered(PREMIER);
      const quote = change && { ...quoteOf(order), ...change };
      const answer = await post(jwt, `/orders/${order.id}/payments`, { card: card(), quote });
      expect(answer.status).toBe(status);
      const body = await answer.json();
      expect(body.code).toBe(code);
      expect(Object.keys(body.errors ?? {})).toContain(field);
      expect(await charged(userId)).toEqual([]);
    });

    it('refuses a quote past its validity with quote_expired, uncharged; a new order is paid', async () => {
      const { jwt, userId, order } = await ordered(PREMIER);
      h.advance(QUOTE_VALID_MS + 1000);
      const late = await post(jwt, `/orders/${order.id}/payments`, { card: card(), quote: quoteOf(order) });
      expect(late.status).toBe(409);
      expect((await late.json()).code).toBe('quote_expired');
      expect(await charged(userId)).toEqual([]);
      const fresh = await (await post(jwt, '/orders', { offerId: PREMIER })).json();
      const paid = await post(jwt, `/orders/${fresh.id}/payments`, { card: card(), quote: quoteOf(fresh) });
      expect((await paid.json()).status).toBe('succeeded');
      expect(await charged(userId)).toEqual([{ amount: 499, status: 'succeeded' }]);
    });

    it('refuses an order whose catalog price changed since with quote_changed, uncharged', async () => {
      const { jwt, userId, order } = await ordered(PREMIER);
      reprice(PREMIER, 599);
      const answer = await post(jwt, `/orders/${order.id}/payments`, { card: card(), quote: quoteOf(order) });
      expect(answer.status).toBe(409);
      expect((await answer.json()).code).toBe('quote_changed');
      expect(await charged(userId)).toEqual([]);
    });

  });

  describe('renewals charge the recorded price', () => {
    async function subscribed(offerId: string) {
      const { jwt, userId, order } = await ordered(offerId);
      const paid = await post(jwt, `/orders/${order.id}/payments`, { card: card(), quote: quoteOf(order) });
      expect((await paid.json()).status).toBe('succeeded');
      return { jwt, userId };
    }

    it('keeps charging the price the viewer was shown after the catalog price rises', async () => {
      const { jwt, userId } = await subscribed(YEARLY);
      reprice(YEARLY, 9999);
      const listed = await (await h.request('GET', '/subscriptions', { headers: bearer(jwt) })).json();
      expect(listed[0]).toMatchObject({ offerId: YEARLY, nextPaymentPrice: 7999 });
      h.advance(366 * 86_400_000 - RENEW_AHEAD_MS);
      expect((await h.commerce.runRenewals()).renewed).toBeGreaterThanOrEqual(1);
      expect((await charged(userId)).map((row) => row.amount)).toEqual([7999, 7999]);
    });

    it('charges the coupon price when a trial bought with a coupon ends, not a new catalog price', async () => {
      const customer = await signUp(h);
      const order = await (await post(customer.jwt, '/orders', { offerId: MONTHLY, couponCode: 'WELCOME20' })).json();
      expect(order.nextChargeAmount).toBe(order.couponAfterTrial.firstPaymentPrice);
      await post(customer.jwt, `/orders/${order.id}/payments`, { card: card(), quote: quoteOf(order) });
      reprice(MONTHLY, 1299);
      h.advance(8 * 86_400_000);
      await h.commerce.runRenewals();
      const amounts = (await charged(customer.userId)).map((row) => row.amount).sort();
      expect(amounts).toEqual([0, order.couponAfterTrial.firstPaymentPrice].sort());
    });
  });

  describe('a payment the gateway completes after the access was bought another way', () => {
    it('is recorded as refund due, in billing history and for operators, and grants nothing more', async () => {
      const { jwt, userId, order } = await ordered(PREMIER);
      // Tab 1: the bank will answer later. Tab 2: another order of the same pass, paid at once.
      const waiting = await (
        await post(jwt, `/orders/${order.id}/payments`, {
          card: card(TEST_CARDS.processing),
          quote: quoteOf(order),
        })
      ).json();
      expect(waiting.status).toBe('processing');
      const other = await (await post(jwt, '/orders', { offerId: PREMIER })).json();
      expect((await (await post(jwt, `/orders/${other.id}/payments`, { card: card(), quote: quoteOf(other) })).json())
        .status).toBe('succeeded');
      const before = await (await h.request('GET', `/entitlements/${PREMIER}`, { headers: bearer(jwt) })).json();
      const [row] = await h.database.db.select().from(payments).where(eq(payments.id, waiting.id));
      // The bank's webhook says the first payment went through, twice.
      expect(await h.commerce.applyGatewayEvent({ reference: row!.gatewayReference, status: 'succeeded' })).toBe(
        'ignored',
      );
      await h.commerce.applyGatewayEvent({ reference: row!.gatewayReference, status: 'succeeded' });
      const history = await (await h.request('GET', '/payments', { headers: bearer(jwt) })).json();
      expect(history.map((entry: { status: string }) => entry.status).sort()).toEqual(['refund_due', 'succeeded']);
      const after = await (await h.request('GET', `/entitlements/${PREMIER}`, { headers: bearer(jwt) })).json();
      expect(after.expiresAt).toBe(before.expiresAt);
      const logged = warnings.filter((warning) => (warning.object as { userId?: string }).userId === userId);
      expect(logged).toHaveLength(1);
      expect(logged[0]!.object).toMatchObject({ paymentId: waiting.id, amount: 499, currency: 'EUR' });
    });
  });
});
