import { afterAll } from 'vitest';
import { createOwnAccounts } from '../../src/server/accounts/own/adapter';
import { confirmEmail } from '../../src/server/features/account/registration';
import { startHarness, type Harness } from '../support/api-harness';
import { CLIENT, describeAccountContract } from './accounts.contract';

const harnesses: Harness[] = [];
afterAll(() => Promise.all(harnesses.map((h) => h.close())));

describeAccountContract('own backend (PGlite)', async () => {
  const h = await startHarness('pglite', { rateLimits: null });
  harnesses.push(h);
  return {
    accounts: createOwnAccounts(h.account, { socialLogins: false }),
    confirmEmail: (email) => confirmEmail(h.account, { email, otp: h.lastCode(email) }, CLIENT),
  };
});
