import { readFileSync } from 'node:fs';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commerceCatalogSchema } from '../../src/domain/commerce/catalog';
import { couponRedemptions, payments } from '../../src/server/db/schema';
import { TEST_CARDS } from '../../src/server/payments/test/gateway';
import { PASSWORD, bearer, demoCommerceCatalog, signUp, startHarness, type Harness } from '../support/api-harness';
import { databaseKinds } from '../support/test-database';
import { MONTHLY, PREMIER, YEARLY, testCard as card, quoteOf } from '../support/commerce-fixtures';

/**
 * Issue 41: what a viewer holds is never sold to them again, and a coupon's limit holds when many viewers race
 * for its last use. Charges are counted in the payments table, where every charge the gateway made is recorded.
 */
const LAST_ONE = 'LASTONE';

const demoCatalog = commerceCatalogSchema.parse(JSON.parse(readFileSync(demoCommerceCatalog, 'utf8')));
const catalog = {
  ...demoCatalog,
  coupons: [...demoCatalog.coupons, { code: LAST_ONE, percentOff: 50, maxRedemptions: 1 }],
};

describe.each(databaseKinds)('commerce money invariants (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind, { rateLimits: null, catalog: async () => catalog });
  });
  afterAll(() => h.close());

  const post = (jwt: string, path: string, json: unknown, key?: string) =>
    h.request('POST', path, { headers: { ...bearer(jwt), ...(key ? { 'idempotency-key': key } : {}) }, json });

  async function charges(userId: string): Promise<number> {
    const [row] = await h.database.db
      .select({ n: count() })
      .from(payments)
      .where(and(eq(payments.userId, userId), eq(payments.status, 'succeeded')));
    return Number(row?.n ?? 0);
  }

  /** A whole purchase as the checkout makes it: the order, then its payment, each with its own key. */
  async function buy(jwt: string, offerId: string, key: string, couponCode?: string) {
    const ordered = await post(jwt, '/orders', { offerId, couponCode }, `order-${key}`);
    if (ordered.status !== 201) return { status: ordered.status, body: await ordered.json() };
    const order = await ordered.json();
    const paid = await post(jwt, `/orders/${order.id}/payments`, { card: card(), quote: quoteOf(order) }, `pay-${key}`);
    return { status: paid.status, body: await paid.json() };
  }

  describe('access is never sold twice', () => {
    it.each([PREMIER, YEARLY])(
      '%s bought again, one after another: 409 already_has_access, one charge',
      async (offerId) => {
        const { jwt, userId } = await signUp(h);
        expect((await buy(jwt, offerId, 'first')).status).toBe(201);
        const again = await buy(jwt, offerId, 'second');
        expect(again.status).toBe(409);
        expect(again.body).toMatchObject({ code: 'already_has_access', message: 'Already have an active access' });
        expect(await charges(userId)).toBe(1);
      },
    );

    it('five parallel purchases of a pass with different keys: exactly one charge', async () => {
      const { jwt, userId } = await signUp(h);
      const results = await Promise.all([1, 2, 3, 4, 5].map((n) => buy(jwt, PREMIER, `parallel-${n}`)));
      expect(results.filter((result) => result.status === 201)).toHaveLength(1);
      for (const refused of results.filter((result) => result.status !== 201)) {
        expect(refused).toMatchObject({ status: 409, body: { code: 'already_has_access' } });
      }
      expect(await charges(userId)).toBe(1);
    });

    it('an order made before access was bought cannot be paid after it', async () => {
      const { jwt, userId } = await signUp(h);
      const early = await (await post(jwt, '/orders', { offerId: PREMIER })).json();
      expect((await buy(jwt, PREMIER, 'bought')).status).toBe(201);
      const late = await post(jwt, `/orders/${early.id}/payments`, { card: card(), quote: quoteOf(early) });
      expect(late.status).toBe(409);
      expect((await late.json()).code).toBe('already_has_access');
      expect(await charges(userId)).toBe(1);
    });

    it('a pass that has ended can be bought again', async () => {
      const { email, jwt, userId } = await signUp(h);
      expect((await buy(jwt, PREMIER, 'first')).status).toBe(201);
      h.advance(31 * 86_400_000);
      const login = await h.request('POST', '/auth/login', { json: { email, password: PASSWORD } });
      const { auth } = await login.json();
      expect((await buy(auth.jwt, PREMIER, 'again')).status).toBe(201);
      expect(await charges(userId)).toBe(2);
    });

    it('a cancelled subscription still running is not sold again: the viewer renews it instead', async () => {
      const { jwt } = await signUp(h);
      expect((await buy(jwt, YEARLY, 'first')).status).toBe(201);
      await post(jwt, `/subscriptions/${YEARLY}/cancel`, undefined);
      expect((await buy(jwt, YEARLY, 'again')).body.code).toBe('already_has_access');
    });

    it('a challenge answered after access was bought elsewhere is refused, not charged', async () => {
      const { jwt, userId } = await signUp(h);
      const waiting = await (await post(jwt, '/orders', { offerId: PREMIER })).json();
      const challenged = await (
        await post(jwt, `/orders/${waiting.id}/payments`, { card: card(TEST_CARDS.challenge), quote: quoteOf(waiting) })
      ).json();
      expect(challenged.status).toBe('requires_action');
      expect((await buy(jwt, PREMIER, 'other-tab')).status).toBe(201);
      const answered = await post(jwt, `/payments/${challenged.id}/challenge`, { approved: true });
      expect(answered.status).toBe(409);
      expect((await answered.json()).code).toBe('already_has_access');
      expect(await charges(userId)).toBe(1);
    });

    it('the monthly plan during its free trial counts as held, listed as the spec’s active_trial', async () => {
      const { jwt } = await signUp(h);
      expect((await buy(jwt, MONTHLY, 'trial')).status).toBe(201);
      expect((await buy(jwt, MONTHLY, 'again')).body.code).toBe('already_has_access');
      const listed = await (await h.request('GET', '/subscriptions', { headers: bearer(jwt) })).json();
      expect(listed).toMatchObject([{ offerId: MONTHLY, status: 'active_trial', nextPaymentPrice: 799 }]);
    });
  });

  describe('coupon limits hold under concurrency', () => {
    async function redemptions(code: string): Promise<number> {
      const [row] = await h.database.db
        .select({ n: count() })
        .from(couponRedemptions)
        .where(eq(couponRedemptions.code, code));
      return Number(row?.n ?? 0);
    }

    it('20 viewers racing for the last use: one gets it, the others coupon_not_valid before paying', async () => {
      const viewers = [];
      for (let n = 0; n < 20; n += 1) viewers.push(await signUp(h));
      const results = await Promise.all(viewers.map(({ jwt }, n) => buy(jwt, PREMIER, `race-${n}`, LAST_ONE)));
      expect(results.filter((result) => result.status === 201)).toHaveLength(1);
      const refused = results.filter((result) => result.status !== 201);
      expect(refused).toHaveLength(19);
      for (const result of refused) expect(result).toMatchObject({ status: 400, body: { code: 'coupon_not_valid' } });
      expect(await redemptions(LAST_ONE)).toBe(1);
      const charged = await Promise.all(viewers.map(({ userId }) => charges(userId)));
      expect(charged.reduce((sum, n) => sum + n, 0)).toBe(1);
    });

    it('a declined card gives the use back: the next viewer gets it, the declined order may not take it again', async () => {
      const code = 'DECLINEBACK';
      catalog.coupons.push({ code, percentOff: 10, maxRedemptions: 1 });
      const first = await signUp(h);
      const second = await signUp(h);
      const held = await (await post(first.jwt, '/orders', { offerId: PREMIER, couponCode: code })).json();
      expect((await post(second.jwt, '/orders', { offerId: PREMIER, couponCode: code })).status).toBe(400);
      const declined = await post(first.jwt, `/orders/${held.id}/payments`, { card: card(TEST_CARDS.declined), quote: quoteOf(held) });
      expect((await declined.json()).status).toBe('failed');
      expect((await buy(second.jwt, PREMIER, 'after-decline', code)).status).toBe(201);
      const retried = await post(first.jwt, `/orders/${held.id}/payments`, { card: card(), quote: quoteOf(held) });
      expect(retried.status).toBe(400);
      expect((await retried.json()).code).toBe('coupon_not_valid');
      expect(await charges(first.userId)).toBe(0);
      expect(await redemptions(code)).toBe(1);
    });

    it('an order left unpaid holds the use for 30 minutes, then lets it go', async () => {
      const code = 'LAPSES';
      catalog.coupons.push({ code, percentOff: 10, maxRedemptions: 1 });
      const idle = await signUp(h);
      const late = await signUp(h);
      expect((await post(idle.jwt, '/orders', { offerId: PREMIER, couponCode: code })).status).toBe(201);
      expect((await post(late.jwt, '/orders', { offerId: PREMIER, couponCode: code })).status).toBe(400);
      h.advance(31 * 60_000);
      const login = await h.request('POST', '/auth/login', { json: { email: late.email, password: PASSWORD } });
      const { auth } = await login.json();
      expect((await buy(auth.jwt, PREMIER, 'after-lapse', code)).status).toBe(201);
      expect(await redemptions(code)).toBe(1);
    });

    it('a challenged payment keeps the use while the bank waits for the cardholder', async () => {
      const code = 'WAITING';
      catalog.coupons.push({ code, percentOff: 10, maxRedemptions: 1 });
      const waiting = await signUp(h);
      const other = await signUp(h);
      const held = await (await post(waiting.jwt, '/orders', { offerId: PREMIER, couponCode: code })).json();
      const payment = await (
        await post(waiting.jwt, `/orders/${held.id}/payments`, { card: card(TEST_CARDS.challenge), quote: quoteOf(held) })
      ).json();
      h.advance(45 * 60_000);
      const { auth } = await (
        await h.request('POST', '/auth/login', { json: { email: other.email, password: PASSWORD } })
      ).json();
      expect((await post(auth.jwt, '/orders', { offerId: PREMIER, couponCode: code })).status).toBe(400);
      const { auth: again } = await (
        await h.request('POST', '/auth/login', { json: { email: waiting.email, password: PASSWORD } })
      ).json();
      const approved = await post(again.jwt, `/payments/${payment.id}/challenge`, { approved: true });
      expect((await approved.json()).status).toBe('succeeded');
      expect(await redemptions(code)).toBe(1);
    });
  });
});
