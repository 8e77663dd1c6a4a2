import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp, startHarness, type Harness } from '../support/api-harness';

/** The account platform's flags (spec 1 §6) as the screens read them, and an off feature's answer. */
describe('account features of the own backend', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness('pglite');
  });
  afterAll(() => h.close());

  it('tells the screens what the platform offers', async () => {
    const response = await h.request('GET', '/auth/features');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      platform: 'own',
      features: {
        updateEmail: true,
        emptyFullName: true,
        renewSubscription: true,
        updatePaymentMethod: true,
        changePasswordWithOldPassword: true,
        exportData: false,
        deleteAccount: true,
        receipts: true,
        notifications: true,
        socialLogins: false,
        watchListLimit: 48,
      },
      confirmsEmail: true,
      passwordReset: 'code',
    });
  });

  it('answers an export with "{feature} feature is not enabled" while export is off', async () => {
    const { jwt } = await signUp(h);
    const response = await h.request('POST', '/auth/export', { headers: bearer(jwt) });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      code: 'feature_not_enabled',
      message: 'Export account data feature is not enabled',
    });
  });
});
