import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, startHarness, uniqueEmail, type Harness } from '../support/api-harness';
import { databaseKinds } from '../support/test-database';

const OPERATOR = 'operator-secret-token-0123456789';
const asOperator = { authorization: `Bearer ${OPERATOR}` };

describe.each(databaseKinds)('POST /auth/create-user, the operator call (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind, { operatorToken: OPERATOR });
  });
  afterAll(() => h.close());

  it('creates a confirmed account that signs in at once, and mails nobody', async () => {
    const email = uniqueEmail();
    const created = await h.request('POST', '/auth/create-user', {
      headers: asOperator,
      json: { email, password: PASSWORD, firstName: 'Grace', lastName: 'Hopper' },
    });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ email, firstName: 'Grace', lastName: 'Hopper', isPasswordSet: true });
    expect(h.mailsTo(email)).toEqual([]);

    const login = await h.request('POST', '/auth/login', { json: { email, password: PASSWORD } });
    expect(login.status).toBe(200);
    expect((await login.json()).user.email).toBe(email);
  });

  it('says when the address is taken (409 naming email)', async () => {
    const email = uniqueEmail();
    const json = { email, password: PASSWORD };
    expect((await h.request('POST', '/auth/create-user', { headers: asOperator, json })).status).toBe(201);
    const again = await h.request('POST', '/auth/create-user', { headers: asOperator, json });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'user_exists', errors: { email: ['user_exists'] } });
  });

  it('names the field that is wrong', async () => {
    const bad = await h.request('POST', '/auth/create-user', {
      headers: asOperator,
      json: { email: 'not-an-address', password: PASSWORD },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json()).errors)).toEqual(['email']);
  });

  it("refuses a viewer's access token and a wrong token", async () => {
    const email = uniqueEmail();
    await h.request('POST', '/auth/create-user', { headers: asOperator, json: { email, password: PASSWORD } });
    const { auth } = await (await h.request('POST', '/auth/login', { json: { email, password: PASSWORD } })).json();
    for (const authorization of [`Bearer ${auth.jwt}`, 'Bearer operator-secret-token-0123456788', '']) {
      const refused = await h.request('POST', '/auth/create-user', {
        headers: { authorization },
        json: { email: uniqueEmail(), password: PASSWORD },
      });
      expect(refused.status).toBe(401);
    }
  });
});

describe('POST /auth/create-user without ADMIN_API_TOKEN', () => {
  it('is off (403 admin_disabled)', async () => {
    const h = await startHarness('pglite');
    try {
      const refused = await h.request('POST', '/auth/create-user', {
        headers: { authorization: 'Bearer anything' },
        json: { email: uniqueEmail(), password: PASSWORD },
      });
      expect(refused.status).toBe(403);
      expect((await refused.json()).code).toBe('admin_disabled');
    } finally {
      await h.close();
    }
  });
});
