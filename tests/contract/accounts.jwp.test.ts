import { afterAll, beforeAll } from 'vitest';
import { createJwpAccounts } from '../../src/server/accounts/jwp/adapter';
import { createJwpClient } from '../../src/server/accounts/jwp/client';
import { CLIENT_ID, startJwpFixture, type JwpFixture } from '../support/jwp-fixture';
import { describeAccountContract } from './accounts.contract';

let fixture: JwpFixture;
beforeAll(async () => {
  fixture = await startJwpFixture();
});
afterAll(() => fixture.close());

describeAccountContract('JWP / InPlayer (services fixture)', async () => ({
  accounts: createJwpAccounts({
    client: createJwpClient({ baseUrl: fixture.url, timeoutMs: 2_000 }),
    clientId: CLIENT_ID,
    referrer: 'http://site.test/',
    clock: () => new Date(),
  }),
  confirmEmail: () => Promise.reject(new Error('InPlayer signs in at registration')),
}));
