import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { AccountPort } from '../../src/server/accounts/port';
import { isCheckbox } from '../../src/domain/account/publisher-consents';
import type { ClientInfo } from '../../src/server/features/account/deps';
import type { IssuedSession } from '../../src/server/features/account/sessions';

export interface AccountsUnderTest {
  accounts: AccountPort;
  /** Finishes a registration that mails a confirmation code (own backend): the signed-in session. */
  confirmEmail(email: string): Promise<IssuedSession>;
}

export const CLIENT: ClientInfo = { ip: '203.0.113.7' };
const PASSWORD = 'Sunny-Day-42';
const NEW_PASSWORD = 'Rainy-Night-77';

/**
 * What every account adapter must do, the same way (spec 1 §4, §6, §8; spec 2 §4): sign-up and sign-in with the
 * §8 error keys, sessions and refresh, profile, consents, favorites and watch history with the limit of 48, and
 * the §6 flags: a feature that is off fails with "{feature} feature is not enabled".
 */
export function describeAccountContract(name: string, setup: () => Promise<AccountsUnderTest>): void {
  describe(`account contract: ${name}`, () => {
    async function signUp(ut: AccountsUnderTest, email = `c-${randomUUID().slice(0, 8)}@example.com`) {
      const declared = await ut.accounts.publisherConsents();
      const consents = Object.fromEntries(declared.filter((c) => c.required).map((c) => [c.name, true]));
      const input = { email, password: PASSWORD, firstName: 'Ada', lastName: 'Lovelace', dob: '', consents };
      const registered = await ut.accounts.register(input, CLIENT);
      const session = registered.kind === 'signed_in' ? registered.session : await ut.confirmEmail(email);
      const caller = await ut.accounts.authenticate(session.auth.jwt);
      if (!caller) throw new Error('the new session does not authenticate');
      return { email, session, caller };
    }

    it('signs up and signs in; a wrong password is wrong_combination', async () => {
      const ut = await setup();
      const { email, session } = await signUp(ut);
      expect(session.user.email).toBe(email);
      const again = await ut.accounts.login({ email, password: PASSWORD }, CLIENT);
      expect(again.user.email).toBe(email);
      expect(again.auth.expiresIn).toBeGreaterThan(0);
      await expect(ut.accounts.login({ email, password: 'Not-The-One-1' }, CLIENT)).rejects.toMatchObject({
        status: 401,
        code: 'wrong_combination',
      });
    });

    // A platform may say so (`user_exists`, Cleeng and JWP); the own backend answers as for a new address and mails
    // the owner (issue 40). Either way no second account is made and the second password opens nothing.
    it('never makes a second account for the same email: user_exists, or the new-address answer', async () => {
      const ut = await setup();
      const { email } = await signUp(ut);
      const declared = await ut.accounts.publisherConsents();
      const consents = Object.fromEntries(declared.filter((c) => c.required).map((c) => [c.name, true]));
      const input = { email, password: NEW_PASSWORD, firstName: 'Eve', lastName: 'Other', dob: '', consents };
      const again = await ut.accounts.register(input, CLIENT).then(
        (registered) => ({ registered }),
        (error: unknown) => ({ error }),
      );
      if ('error' in again) expect(again.error).toMatchObject({ status: 409, code: 'user_exists' });
      else expect(again.registered.kind).not.toBe('signed_in');
      await expect(ut.accounts.login({ email, password: NEW_PASSWORD }, CLIENT)).rejects.toMatchObject({
        status: 401,
        code: 'wrong_combination',
      });
      expect((await ut.accounts.login({ email, password: PASSWORD }, CLIENT)).user.firstName).toBe('Ada');
    });

    it('authenticates its own tokens only, and refreshes them', async () => {
      const ut = await setup();
      const { email, session, caller } = await signUp(ut);
      expect((await ut.accounts.user(caller)).email).toBe(email);
      expect(await ut.accounts.authenticate('not-a-token')).toBeNull();
      const refreshed = await ut.accounts.refresh(session.auth.refreshToken);
      const next = await ut.accounts.authenticate(refreshed.auth.jwt);
      expect(next?.userId).toBe(caller.userId);
      for (const token of [null, 'not-a-refresh-token']) {
        await expect(ut.accounts.refresh(token)).rejects.toMatchObject({ status: 401, code: 'invalid_refresh_token' });
      }
    });

    it('reads and updates the profile', async () => {
      const ut = await setup();
      const { caller } = await signUp(ut);
      expect(await ut.accounts.user(caller)).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });
      const updated = await ut.accounts.updateProfile(caller, { firstName: 'Grace', lastName: 'Hopper' });
      expect(updated).toMatchObject({ firstName: 'Grace', lastName: 'Hopper' });
      expect(await ut.accounts.user(caller)).toMatchObject({ firstName: 'Grace', lastName: 'Hopper' });
      if (ut.accounts.features.emptyFullName) {
        expect(await ut.accounts.updateProfile(caller, { firstName: '', lastName: '' })).toMatchObject({
          firstName: '',
          lastName: '',
        });
      }
    });

    it('changes the email with the password where allowed, else "Email update not supported"', async () => {
      const ut = await setup();
      const { caller, email: before } = await signUp(ut);
      const email = `moved-${randomUUID().slice(0, 8)}@example.com`;
      if (ut.accounts.features.updateEmail) {
        await expect(
          ut.accounts.updateEmail(caller, { email, confirmationPassword: NEW_PASSWORD }, CLIENT),
        ).rejects.toMatchObject({
          status: 400,
          code: 'wrong_combination',
          fields: { confirmationPassword: ['Wrong email/password combination'] },
        });
        const { email: taken } = await signUp(ut);
        await expect(
          ut.accounts.updateEmail(caller, { email: taken, confirmationPassword: PASSWORD }, CLIENT),
        ).rejects.toMatchObject({ status: 409, code: 'user_exists', fields: { email: ['user_exists'] } });
        expect((await ut.accounts.updateEmail(caller, { email, confirmationPassword: PASSWORD }, CLIENT)).email).toBe(
          email,
        );
        expect((await ut.accounts.login({ email, password: PASSWORD }, CLIENT)).user.email).toBe(email);
        await expect(ut.accounts.login({ email: before, password: PASSWORD }, CLIENT)).rejects.toMatchObject({
          status: 401,
        });
      } else {
        await expect(
          ut.accounts.updateEmail(caller, { email, confirmationPassword: PASSWORD }, CLIENT),
        ).rejects.toMatchObject({
          status: 403,
          code: 'email_update_not_supported',
          message: 'Email update not supported',
        });
        expect((await ut.accounts.user(caller)).email).toBe(before);
      }
    });

    it('keeps the consents given at sign-up and changes the optional ones', async () => {
      const ut = await setup();
      // The consents proper; a platform's other register fields are sign-up answers, not consents to change.
      const declared = (await ut.accounts.publisherConsents()).filter(isCheckbox);
      expect(declared.some((consent) => consent.required)).toBe(true);
      const { caller } = await signUp(ut);
      const states = await ut.accounts.consents(caller);
      for (const consent of declared) {
        expect(states.find((state) => state.name === consent.name)?.accepted).toBe(consent.required);
      }
      const optional = declared.find((consent) => !consent.required);
      if (optional) {
        const after = await ut.accounts.updateConsents(caller, { [optional.name]: true });
        expect(after.find((state) => state.name === optional.name)?.accepted).toBe(true);
      }
    });

    it('keeps favorites, newest first, up to the limit', async () => {
      const ut = await setup();
      const { caller } = await signUp(ut);
      const limit = ut.accounts.features.watchListLimit;
      expect(limit).toBe(48);
      await ut.accounts.addFavorite(caller, 'media-a');
      await ut.accounts.addFavorite(caller, 'media-b');
      await ut.accounts.addFavorite(caller, 'media-a');
      expect(await ut.accounts.favorites(caller)).toEqual([{ mediaid: 'media-b' }, { mediaid: 'media-a' }]);
      expect(await ut.accounts.favorite(caller, 'media-a')).toEqual({ mediaid: 'media-a' });
      await ut.accounts.removeFavorite(caller, 'media-a');
      await expect(ut.accounts.favorite(caller, 'media-a')).rejects.toMatchObject({ code: 'favorite_not_found' });
      await expect(ut.accounts.removeFavorite(caller, 'media-a')).rejects.toMatchObject({
        status: 404,
        code: 'favorite_not_found',
      });
      const guest = Array.from({ length: limit + 5 }, (_, i) => ({ mediaid: `guest-${i}` }));
      const merged = await ut.accounts.importFavorites(caller, guest);
      expect(merged).toHaveLength(limit);
      expect(merged[merged.length - 1]).toEqual({ mediaid: 'media-b' });
      await expect(ut.accounts.addFavorite(caller, 'one-more')).rejects.toMatchObject({
        status: 400,
        code: 'favorites_limit',
      });
      await ut.accounts.clearFavorites(caller);
      expect(await ut.accounts.favorites(caller)).toEqual([]);
    });

    it('keeps the watch history by the continue-watching rules', async () => {
      const ut = await setup();
      const { caller } = await signUp(ut);
      await ut.accounts.saveProgress(caller, { mediaid: 'ep-1', progress: 0.4, seriesId: 'show' });
      await ut.accounts.saveProgress(caller, { mediaid: 'film', progress: 0.5 });
      // Another episode of the series replaces the first; a finished media leaves the list.
      await ut.accounts.saveProgress(caller, { mediaid: 'ep-2', progress: 0.2, seriesId: 'show' });
      const saved = await ut.accounts.saveProgress(caller, { mediaid: 'film', progress: 0.97 });
      expect(saved).toEqual([{ mediaid: 'ep-2', progress: 0.2, seriesId: 'show' }]);
      expect(await ut.accounts.watchHistory(caller)).toEqual(saved);
      const imported = await ut.accounts.importWatchHistory(caller, [
        { mediaid: 'guest-new', progress: 0.3 },
        { mediaid: 'guest-old', progress: 0.6 },
      ]);
      expect(imported.map((entry) => entry.mediaid)).toEqual(['guest-new', 'guest-old', 'ep-2']);
      await ut.accounts.clearWatchHistory(caller);
      expect(await ut.accounts.watchHistory(caller)).toEqual([]);
    });

    it('changes the password with the old one where the platform allows it', async () => {
      const ut = await setup();
      const { email, caller } = await signUp(ut);
      const change = ut.accounts.changePassword(caller, { oldPassword: PASSWORD, newPassword: NEW_PASSWORD });
      if (!ut.accounts.features.changePasswordWithOldPassword) {
        await expect(change).rejects.toMatchObject({ status: 403, code: 'feature_not_enabled' });
        return;
      }
      await change;
      expect((await ut.accounts.login({ email, password: NEW_PASSWORD }, CLIENT)).user.email).toBe(email);
      await expect(ut.accounts.login({ email, password: PASSWORD }, CLIENT)).rejects.toMatchObject({
        code: 'wrong_combination',
      });
    });

    it('starts a password reset the same way for any address', async () => {
      const ut = await setup();
      const { email } = await signUp(ut);
      const known = await ut.accounts.requestPasswordReset(email, CLIENT, 'http://site.test/reset-password');
      const unknown = await ut.accounts.requestPasswordReset('nobody@example.com', CLIENT, 'http://site.test/r');
      expect(known.kind).toBe(ut.accounts.passwordReset);
      expect(unknown.kind).toBe(known.kind);
    });

    it('exports and deletes only where the platform allows it', async () => {
      const ut = await setup();
      const { email, caller } = await signUp(ut);
      if (!ut.accounts.features.exportData) {
        await expect(ut.accounts.exportData(caller)).rejects.toMatchObject({
          message: 'Export account data feature is not enabled',
        });
      }
      if (!ut.accounts.features.deleteAccount) {
        await expect(ut.accounts.deleteAccount(caller, PASSWORD)).rejects.toMatchObject({
          status: 403,
          message: 'Delete account feature is not enabled',
        });
        return;
      }
      await expect(ut.accounts.deleteAccount(caller, 'Not-The-One-1')).rejects.toMatchObject({
        code: 'invalid_credentials',
      });
      await ut.accounts.deleteAccount(caller, PASSWORD);
      await expect(ut.accounts.login({ email, password: PASSWORD }, CLIENT)).rejects.toMatchObject({
        code: 'wrong_combination',
      });
    });

    it('skips profile capture unless the platform asks for it', async () => {
      const ut = await setup();
      const { caller } = await signUp(ut);
      const status = await ut.accounts.captureStatus(caller);
      expect(typeof status.shouldDisplay).toBe('boolean');
      if (status.shouldDisplay) expect(status.fields.length).toBeGreaterThan(0);
    });
  });
}
