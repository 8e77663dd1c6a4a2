import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CARDS, TEST_WEBHOOK_HEADER, createTestGateway } from '../../src/server/payments/test/gateway';
import { handlePaymentWebhook } from '../../src/server/payments/webhook';
import { signPayload } from '../../src/server/shared/webhook-signature';
import { bearer, signUp, startHarness, type Harness } from '../support/api-harness';
import { databaseKinds } from '../support/test-database';
import { quoteOf } from '../support/commerce-fixtures';

const SECRET = 'whsec-test-0123456789abcdef';
const PASS = 'C987654321_NL';
const card = { number: TEST_CARDS.processing, expMonth: 12, expYear: 2035, cvc: '123', holderName: 'Web Hook' };

/** The test gateway's webhook: a later result, signed; forged or repeated deliveries change nothing. */
describe.each(databaseKinds)('payment webhook (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind, { webhookSecret: SECRET });
  });
  afterAll(() => h.close());

  const gateway = () => createTestGateway({ webhookSecret: SECRET });

  function deliver(event: unknown, sign: (body: string) => string | null = (body) => signed(body)) {
    const body = JSON.stringify(event);
    const signature = sign(body);
    const request = new Request('http://site/api/payments/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(signature ? { [TEST_WEBHOOK_HEADER]: signature } : {}) },
      body,
    });
    return handlePaymentWebhook(request, { gateway: gateway(), commerce: h.commerce, now: h.now() });
  }

  function signed(body: string, secret = SECRET, at = h.now().getTime()) {
    return `t=${at},v1=${signPayload(at, body, secret)}`;
  }

  /** A customer with a pass payment the bank has not answered yet, and the gateway's reference of it. */
  async function pendingPayment() {
    const { jwt } = await signUp(h);
    const order = await (await h.request('POST', '/orders', { headers: bearer(jwt), json: { offerId: PASS } })).json();
    const payment = await (
      await h.request('POST', `/orders/${order.id}/payments`, { headers: bearer(jwt), json: { card, quote: quoteOf(order) } })
    ).json();
    const rows = await h.database.db.execute(`select gateway_reference from payments where id = '${payment.id}'`);
    const reference = /"gateway_reference":"([^"]+)"/.exec(JSON.stringify(rows))![1]!;
    const entitlement = async () => (await h.request('GET', `/entitlements/${PASS}`, { headers: bearer(jwt) })).json();
    const history = async () => (await h.request('GET', '/payments', { headers: bearer(jwt) })).json();
    return { reference, entitlement, history };
  }

  it('grants access once for a genuine delivery, also when it comes twice', async () => {
    const { reference, history } = await pendingPayment();
    const first = await deliver({ reference, status: 'succeeded' });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, outcomes: ['applied'] });
    const again = await deliver({ reference, status: 'succeeded' });
    expect(await again.json()).toEqual({ received: true, outcomes: ['ignored'] });
    expect((await history()).map((entry: { status: string }) => entry.status)).toEqual(['succeeded']);
    const rows = await h.database.db.execute(`select count(*)::int as n from entitlements where offer_id = '${PASS}'`);
    expect(JSON.stringify(rows)).toContain('"n":1');
  });

  it('records a failure the bank sends later, granting nothing', async () => {
    const { reference, entitlement, history } = await pendingPayment();
    await deliver({ reference, status: 'failed', failureKey: 'insufficient_funds' });
    expect((await entitlement()).accessGranted).toBe(false);
    expect((await history())[0]).toMatchObject({ status: 'failed', failureKey: 'insufficient_funds' });
  });

  it.each([
    ['unsigned', () => null],
    ['signed with another secret', (body: string) => signed(body, 'not-the-secret')],
    ['signed too long ago (a replay)', (body: string) => signed(body, SECRET, Date.parse('2026-04-01T00:00:00Z'))],
    ['a malformed header', () => 'garbage'],
  ])('refuses a delivery %s with 400 and changes nothing', async (_label, sign) => {
    const { reference, entitlement } = await pendingPayment();
    const refused = await deliver({ reference, status: 'succeeded' }, sign);
    expect(refused.status).toBe(400);
    expect((await refused.json()).code).toBe('invalid_signature');
    expect((await entitlement()).accessGranted).toBe(false);
  });

  it('refuses a genuine delivery whose body is not an event, and ignores unknown charges', async () => {
    expect((await deliver({ reference: 'x', status: 'maybe' })).status).toBe(400);
    expect(await (await deliver({ reference: 'test_unknown', status: 'succeeded' })).json()).toMatchObject({
      outcomes: ['ignored'],
    });
  });
});
