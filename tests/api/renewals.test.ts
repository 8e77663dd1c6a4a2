import { addPeriod } from '../../src/domain/commerce/access-period';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTEMPTS, RETRY_AFTER_MS } from '../../src/server/commerce/own/renewals';
import { TEST_CARDS } from '../../src/server/payments/test/gateway';
import { PASSWORD, bearer, signUp, startHarness, type Harness } from '../support/api-harness';
import { databaseKinds } from '../support/test-database';
import { quoteOf } from '../support/commerce-fixtures';

const MONTHLY = 'S123456789_NL';
const YEARLY = 'S234567890_NL';
const card = (number: string = TEST_CARDS.succeeds) => ({
  number,
  expMonth: 12,
  expYear: 2035,
  cvc: '123',
  holderName: 'Rene Newal',
});

/** Saved cards and renewals: the subscription lifecycle after the first payment (issue 10). */
describe.each(databaseKinds)('renewals and saved cards (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    // Signing in again after each jump of the clock (access tokens last minutes): no login limits here.
    h = await startHarness(kind, { rateLimits: null });
  });
  afterAll(() => h.close());

  const get = async (jwt: string, path: string) => (await h.request('GET', path, { headers: bearer(jwt) })).json();
  const signIn = async (email: string): Promise<string> =>
    (await (await h.request('POST', '/auth/login', { json: { email, password: PASSWORD } })).json()).auth.jwt;
  const post = (jwt: string, path: string, json?: unknown) => h.request('POST', path, { headers: bearer(jwt), json });

  async function subscribe(offerId = YEARLY) {
    const customer = await signUp(h);
    const order = await (await post(customer.jwt, '/orders', { offerId })).json();
    const paid = await (await post(customer.jwt, `/orders/${order.id}/payments`, { card: card(), quote: quoteOf(order) })).json();
    expect(paid.status).toBe('succeeded');
    return customer;
  }

  const subscription = async (jwt: string, offerId = YEARLY) =>
    ((await get(jwt, '/subscriptions')) as Array<{ offerId: string; status: string; expiresAt: number }>).find(
      (entry) => entry.offerId === offerId,
    )!;

  it('keeps the card a subscription was bought with, and replaces it only with a card the bank accepts', async () => {
    const { jwt } = await subscribe();
    expect(await get(jwt, '/payment-methods')).toMatchObject({ methodName: 'card', last4: '4242', expYear: 2035 });

    const refused = await post(jwt, '/payment-methods', { card: card(TEST_CARDS.declined) });
    expect(refused.status).toBe(400);
    expect((await refused.json()).errors).toEqual({ 'card.number': ['card_declined'] });
    const invalid = await post(jwt, '/payment-methods', { card: { ...card(), cvc: '1' } });
    expect(Object.keys((await invalid.json()).errors)).toEqual(['card.cvc']);
    expect((await post(jwt, '/payment-methods', {})).status).toBe(400);
    expect(await get(jwt, '/payment-methods')).toMatchObject({ last4: '4242' });

    const replaced = await post(jwt, '/payment-methods', { card: card('5555555555554444') });
    expect(replaced.status).toBe(200);
    expect(await get(jwt, '/payment-methods')).toMatchObject({ last4: '4444' });

    const stranger = await signUp(h);
    expect(await get(stranger.jwt, '/payment-methods')).toBeNull();
    expect((await h.request('GET', '/payment-methods')).status).toBe(401);
  });

  it('gives the free days to a first subscription only', async () => {
    const { email, jwt } = await signUp(h);
    const first = await (await post(jwt, '/orders', { offerId: MONTHLY })).json();
    expect(first.totalPrice).toBe(0);
    await post(jwt, `/orders/${first.id}/payments`, { card: card(), quote: quoteOf(first) });
    await post(jwt, `/subscriptions/${MONTHLY}/cancel`);
    // Bought again once the cancelled trial has ended (while it runs it is renewed, not sold: issue 41).
    h.advance(8 * 86_400_000);
    const again = await (await post(await signIn(email), '/orders', { offerId: MONTHLY })).json();
    expect(again).toMatchObject({ totalPrice: 799, discount: { applied: false } });
  });

  it('charges the saved card shortly before the period ends, once, and runs one more period', async () => {
    const { email, jwt } = await subscribe();
    const before = await subscription(jwt);
    const payments = async () =>
      (await get(await signIn(email), '/payments')) as Array<{ status: string; amount: number }>;
    // Two hours before the end: not yet.
    h.advance(before.expiresAt * 1000 - h.now().getTime() - 2 * 3_600_000);
    await h.commerce.runRenewals();
    expect(await payments()).toHaveLength(1);
    // Within the last hour, two runs at once (two instances): one charge.
    h.advance(90 * 60_000);
    await Promise.all([h.commerce.runRenewals(), h.commerce.runRenewals()]);
    await h.commerce.runRenewals();

    const after = await subscription(await signIn(email));
    expect(after.status).toBe('active');
    expect(after.expiresAt - before.expiresAt).toBeGreaterThanOrEqual(365 * 86_400);
    expect((await payments()).map((entry) => [entry.status, entry.amount])).toEqual([
      ['succeeded', 7999],
      ['succeeded', 7999],
    ]);
  });

  it(`tries a refused renewal ${ATTEMPTS} times, ${RETRY_AFTER_MS / 3_600_000} h apart, then the subscription ends`, async () => {
    const { email, jwt } = await subscribe();
    await post(jwt, '/payment-methods', { card: card(TEST_CARDS.insufficientFunds) });
    const { expiresAt } = await subscription(jwt);
    h.advance(expiresAt * 1000 - h.now().getTime() - 30 * 60_000);
    const statuses = async () =>
      ((await get(await signIn(email), '/payments')) as Array<{ status: string }>).map((entry) => entry.status);
    for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
      await h.commerce.runRenewals();
      // A second run right away is too soon for another attempt.
      await h.commerce.runRenewals();
      expect(await statuses()).toEqual([...Array(attempt).fill('failed'), 'succeeded']);
      h.advance(RETRY_AFTER_MS);
    }
    await h.commerce.runRenewals();
    const session = await signIn(email);
    expect(await subscription(session)).toMatchObject({ status: 'expired' });
    expect((await get(session, `/entitlements/${YEARLY}`)).accessGranted).toBe(false);
    expect(await statuses()).toEqual([...Array(ATTEMPTS).fill('failed'), 'succeeded']);
  });

  describe('plan switches', () => {
    const quoteFor = async (jwt: string, from: string, to: unknown) =>
      (await post(jwt, `/subscriptions/${from}/switch-quote`, { toOfferId: to })).json();
    /** As the checkout does it: the quote shown, then the switch echoing it. */
    const switchTo = async (jwt: string, from: string, to: unknown, quote?: unknown) => {
      const shown = quote ?? (await quoteFor(jwt, from, to));
      const echo = shown && typeof shown === 'object' && 'id' in shown ? shown : undefined;
      return post(jwt, `/subscriptions/${from}/switch`, { toOfferId: to, quote: echo && pick(echo) });
    };
    const pick = (quote: object) => {
      const { id, amount, currency } = quote as { id: string; amount: number; currency: string };
      return { id, amount, currency };
    };

    it('downgrades when the period ends: nothing now, then the cheaper plan is charged and runs', async () => {
      const { email, jwt } = await subscribe(YEARLY);
      const pending = await (await switchTo(jwt, YEARLY, MONTHLY)).json();
      expect(pending).toMatchObject({ result: 'pending', subscription: { offerId: YEARLY, pendingSwitchId: MONTHLY } });
      // Asked twice: the same answer, nothing charged.
      expect(await (await switchTo(jwt, YEARLY, MONTHLY)).json()).toMatchObject({ result: 'pending' });
      expect(await get(jwt, '/payments')).toHaveLength(1);

      const { expiresAt } = await subscription(jwt);
      h.advance(expiresAt * 1000 - h.now().getTime() - 30 * 60_000);
      await h.commerce.runRenewals();
      const session = await signIn(email);
      expect(await subscription(session, YEARLY)).toMatchObject({ status: 'expired' });
      const monthly = await subscription(session, MONTHLY);
      expect(monthly.status).toBe('active');
      expect(monthly.expiresAt).toBeGreaterThan(expiresAt + 27 * 86_400);
      const amounts = ((await get(session, '/payments')) as Array<{ amount: number }>).map((entry) => entry.amount);
      expect(amounts).toEqual([799, 7999]);
      expect((await get(session, `/entitlements/${MONTHLY}`)).accessGranted).toBe(true);
    });

    it('upgrades at once, once, crediting the unused share of what the month cost', async () => {
      const { email, jwt } = await signUp(h);
      // A monthly plan bought before (its free days are spent), bought again at the full price.
      const trial = await (await post(jwt, '/orders', { offerId: MONTHLY })).json();
      await post(jwt, `/orders/${trial.id}/payments`, { card: card(), quote: quoteOf(trial) });
      h.advance(8 * 86_400_000);
      let session = await signIn(email);
      const full = await (await post(session, '/orders', { offerId: MONTHLY })).json();
      expect(full.totalPrice).toBe(799);
      await post(session, `/orders/${full.id}/payments`, { card: card(), quote: quoteOf(full) });
      // One day of the 31 (May 9 → June 9) used.
      h.advance(86_400_000);
      session = await signIn(email);
      // Shown before anything is charged: the amount, its tax, the credit and the next charge.
      const quote = await quoteFor(session, MONTHLY, YEARLY);
      const credit = Math.round((799 * 30) / 31);
      expect(quote).toMatchObject({
        kind: 'upgrade',
        amount: 7999 - credit,
        currency: 'EUR',
        taxRate: 0.21,
        taxValue: Math.round(((7999 - credit) * 0.21) / 1.21),
        offerPrice: 7999,
        proration: credit,
        startsAt: Math.floor(h.now().getTime() / 1000),
        nextChargeAt: Math.floor(addPeriod(h.now(), 'year').getTime() / 1000),
        nextChargeAmount: 7999,
        validUntil: Math.floor(h.now().getTime() / 1000) + 600,
      });
      expect(await get(session, '/payments')).toHaveLength(2);
      const [first, second] = await Promise.all([
        switchTo(session, MONTHLY, YEARLY, quote),
        switchTo(session, MONTHLY, YEARLY, quote),
      ]);
      const results = [await first.json(), await second.json()];
      expect(results.map((body) => body.result)).toEqual(['switched', 'switched']);
      expect(results[0].subscription).toMatchObject({ offerId: YEARLY, status: 'active' });
      expect(await subscription(session, MONTHLY)).toMatchObject({ status: 'expired' });
      // One charge: the yearly price less 30/31 of the month's 799.
      const amounts = ((await get(session, '/payments')) as Array<{ amount: number }>).map((entry) => entry.amount);
      expect(amounts).toEqual([7999 - Math.round((799 * 30) / 31), 799, 0]);
    });

    it('an upgrade charges only the quote it echoes: none, another amount or currency, or a lapsed one, nothing', async () => {
      const { email, jwt } = await subscribe(MONTHLY);
      const quote = await quoteFor(jwt, MONTHLY, YEARLY);
      expect(quote).toMatchObject({ kind: 'upgrade', amount: 7999, proration: 0 });
      const attempt = (echo: unknown) => post(jwt, `/subscriptions/${MONTHLY}/switch`, { toOfferId: YEARLY, quote: echo });
      const refusals: Array<[unknown, number, string, string?]> = [
        [undefined, 400, 'quote_required', 'quote'],
        [{ ...pick(quote), amount: quote.amount - 1 }, 400, 'quote_mismatch', 'quote.amount'],
        [{ ...pick(quote), currency: 'USD' }, 400, 'quote_mismatch', 'quote.currency'],
        [{ ...pick(quote), id: '00000000-0000-4000-8000-000000000000' }, 400, 'quote_not_found', 'quote.id'],
        [{ ...pick(quote), amount: -5 }, 400, 'validation_failed', 'quote.amount'],
      ];
      for (const [echo, status, code, field] of refusals) {
        const refused = await attempt(echo);
        expect(refused.status).toBe(status);
        const body = await refused.json();
        expect(body.code).toBe(code);
        if (field) expect(body.errors[field]).toBeDefined();
      }
      h.advance(11 * 60_000);
      const session = await signIn(email);
      const lapsed = await post(session, `/subscriptions/${MONTHLY}/switch`, { toOfferId: YEARLY, quote: pick(quote) });
      expect(lapsed.status).toBe(409);
      expect((await lapsed.json()).code).toBe('quote_expired');
      expect(await get(session, '/payments')).toHaveLength(1);
      expect(await subscription(session, MONTHLY)).toMatchObject({ status: 'active_trial' });
    });

    it('a downgrade quote charges nothing now and names the first charge of the cheaper plan', async () => {
      const { jwt } = await subscribe(YEARLY);
      const { expiresAt } = await subscription(jwt);
      expect(await quoteFor(jwt, YEARLY, MONTHLY)).toMatchObject({
        kind: 'downgrade',
        amount: 0,
        taxValue: 0,
        proration: 0,
        startsAt: expiresAt,
        nextChargeAmount: 799,
      });
    });

    it('refuses what cannot be switched', async () => {
      const { jwt } = await subscribe();
      expect((await switchTo(jwt, YEARLY, YEARLY)).status).toBe(409);
      expect((await switchTo(jwt, MONTHLY, YEARLY)).status).toBe(409); // already on the yearly plan
      const notSold = await switchTo(jwt, YEARLY, 'S999_NL');
      expect(notSold.status).toBe(400);
      expect((await notSold.json()).errors.toOfferId).toEqual(['This is not a subscription on sale']);
      expect((await switchTo(jwt, YEARLY, 'C987654321_NL')).status).toBe(400);
      expect((await switchTo(jwt, YEARLY, 42)).status).toBe(400);
      const stranger = await signUp(h);
      expect((await switchTo(stranger.jwt, YEARLY, MONTHLY)).status).toBe(404);
    });
  });

  it('a coupon on the free trial lowers the first payment after it, says when, and only that one', async () => {
    const { email, jwt } = await signUp(h);
    const order = await (await post(jwt, '/orders', { offerId: MONTHLY, couponCode: 'WELCOME20' })).json();
    const trialEnds = Math.floor(h.now().getTime() / 1000) + 7 * 86_400;
    expect(order).toMatchObject({
      totalPrice: 0,
      discount: { type: 'trial' },
      couponAfterTrial: { code: 'WELCOME20', percentOff: 20, discountAmount: 160, firstPaymentPrice: 639 },
    });
    expect(order.couponAfterTrial.firstPaymentAt).toBe(trialEnds);
    await post(jwt, `/orders/${order.id}/payments`, { card: card(), quote: quoteOf(order) });
    const amounts = async () =>
      ((await get(await signIn(email), '/payments')) as Array<{ amount: number }>).map((entry) => entry.amount);
    h.advance(7 * 86_400_000 - 30 * 60_000);
    await h.commerce.runRenewals();
    expect(await amounts()).toEqual([639, 0]);
    h.advance(31 * 86_400_000);
    await h.commerce.runRenewals();
    expect(await amounts()).toEqual([799, 639, 0]);
  });
});
