import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../src/server/db/schema';
import {
  PASSWORD,
  REQUIRED_CONSENTS,
  SITE,
  bearer,
  signUp,
  startHarness,
  uniqueEmail,
  type Harness,
} from '../support/api-harness';
import { databaseKinds } from '../support/test-database';

const NEW_PASSWORD = 'Brand-New-77';

describe.each(databaseKinds)('passwords (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind);
  });
  afterAll(() => h.close());

  describe('reset by one-time code', () => {
    it('forgot → verify → reset: the new password works, the old one and every session do not', async () => {
      const { email, jwt } = await signUp(h);
      h.advance(121_000);
      const forgot = await h.request('POST', '/auth/forgot-password', { json: { email } });
      expect(forgot.status).toBe(200);
      const { token, resendAvailableIn } = await forgot.json();
      expect(resendAvailableIn).toBe(120);
      const otp = h.lastCode(email);
      expect(h.mailsTo(email).at(-1)?.subject).toContain('password reset');

      const verified = await h.request('POST', '/auth/verify-reset-password-otp', { json: { otp, token } });
      expect(verified.status).toBe(200);
      expect(await verified.json()).toEqual({ message: 'Otp verified successfully!' });

      const reset = await h.request('POST', '/auth/reset-password', { json: { password: NEW_PASSWORD, token, otp } });
      expect(reset.status).toBe(200);
      expect(await reset.json()).toEqual({ message: 'Password updated successfully!' });

      expect((await h.request('GET', '/auth/user', { headers: bearer(jwt) })).status).toBe(401);
      expect(
        (await h.request('POST', '/auth/login', { json: { email, password: PASSWORD, consents: REQUIRED_CONSENTS } }))
          .status,
      ).toBe(401);
      expect((await h.request('POST', '/auth/login', { json: { email, password: NEW_PASSWORD } })).status).toBe(200);

      // The same code again (another tab, the back button): the password cannot be set, ask for a new code.
      const reused = await h.request('POST', '/auth/reset-password', {
        json: { password: 'Another-One-5', token, otp },
      });
      expect(reused.status).toBe(400);
      expect(await reused.json()).toMatchObject({ code: 'reset.invalid_token', message: 'reset.invalid_token' });
    });

    it("mails a link back to the site's ?u=edit-password with the token and address, beside the code", async () => {
      const { email } = await signUp(h);
      h.advance(121_000);
      const { token } = await (await h.request('POST', '/auth/forgot-password', { json: { email } })).json();
      const mail = h.mailsTo(email).at(-1);
      const otp = h.lastCode(email);
      const href = /<a href="([^"]+)"/.exec(mail?.html ?? '')?.[1]?.replaceAll('&#38;', '&');
      expect(href).toBeDefined();
      const link = new URL(href ?? '');
      expect(link.origin + link.pathname).toBe(`${SITE}/`);
      expect(Object.fromEntries(link.searchParams)).toEqual({ u: 'edit-password', resetPasswordToken: token, email });
      expect(mail?.text).toContain(link.href);
      expect(mail?.text).toContain(otp);

      // The link's token with the mailed code resets the password.
      const fromLink = { token: link.searchParams.get('resetPasswordToken'), otp };
      expect((await h.request('POST', '/auth/verify-reset-password-otp', { json: fromLink })).status).toBe(200);
      const reset = await h.request('POST', '/auth/reset-password', { json: { ...fromLink, password: NEW_PASSWORD } });
      expect(reset.status).toBe(200);
    });

    it('answers reset.invalid_token when a verified code ran out before the new password was sent', async () => {
      const { email } = await signUp(h);
      h.advance(121_000);
      const { token } = await (await h.request('POST', '/auth/forgot-password', { json: { email } })).json();
      const otp = h.lastCode(email);
      await h.request('POST', '/auth/verify-reset-password-otp', { json: { otp, token } });
      h.advance(60 * 60 * 1000);
      const late = await h.request('POST', '/auth/reset-password', { json: { password: NEW_PASSWORD, token, otp } });
      expect(await late.json()).toMatchObject({ code: 'reset.invalid_token' });
    });

    it('refuses a guessable new password with reset.password_strength, and the code stays usable', async () => {
      // The email's name with a year is among the first guesses.
      const { email } = await signUp(h, `margot${Date.now()}${process.pid}@example.com`);
      h.advance(121_000);
      const { token } = await (await h.request('POST', '/auth/forgot-password', { json: { email } })).json();
      const otp = h.lastCode(email);
      for (const password of ['Password1', 'margot2026', 'abcdefgh1']) {
        const response = await h.request('POST', '/auth/reset-password', { json: { password, token, otp } });
        expect(response.status).toBe(400);
        expect((await response.json()).errors.password).toEqual(['reset.password_strength']);
      }
      const reset = await h.request('POST', '/auth/reset-password', { json: { password: NEW_PASSWORD, token, otp } });
      expect(reset.status).toBe(200);
    });

    it('refuses an address that is not one with reset.wrong_email on the email field (spec 2 §8)', async () => {
      const forgot = await h.request('POST', '/auth/forgot-password', { json: { email: 'not-an-address' } });
      expect(forgot.status).toBe(400);
      expect((await forgot.json()).errors.email).toEqual(['reset.wrong_email']);
    });

    it('answers an unknown address like a known one, and sends nothing', async () => {
      const email = uniqueEmail('stranger');
      const forgot = await h.request('POST', '/auth/forgot-password', { json: { email } });
      expect(forgot.status).toBe(200);
      const { token } = await forgot.json();
      expect(token).toMatch(/^[0-9a-f-]{36}$/);
      expect(h.mailsTo(email)).toEqual([]);
      const guess = await h.request('POST', '/auth/verify-reset-password-otp', { json: { otp: '123456', token } });
      expect((await guess.json()).code).toBe('invalid_otp');
    });

    it('refuses a reset link that does not exist', async () => {
      const response = await h.request('POST', '/auth/verify-reset-password-otp', {
        json: { otp: '123456', token: '00000000-0000-4000-8000-000000000000' },
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        code: 'reset.invalid_reset_link',
        errors: { token: ['reset.invalid_reset_link'] },
      });
      const malformed = await h.request('POST', '/auth/reset-password', {
        json: { password: NEW_PASSWORD, token: 'abc', otp: '123456' },
      });
      expect((await malformed.json()).errors.token).toEqual(['reset.invalid_reset_link']);
    });

    it('applies the reset password rule (8+, a lowercase letter and a digit)', async () => {
      for (const password of ['short1', 'NOLOWERCASE123', 'nodigitshere']) {
        const response = await h.request('POST', '/auth/reset-password', {
          json: { password, token: '00000000-0000-4000-8000-000000000000', otp: '123456' },
        });
        expect((await response.json()).errors.password).toEqual(['registration.invalid_password']);
      }
    });

    it('counts wrong reset codes and makes the user ask again after 5', async () => {
      const { email } = await signUp(h);
      h.advance(121_000);
      const { token } = await (await h.request('POST', '/auth/forgot-password', { json: { email } })).json();
      const otp = h.lastCode(email);
      const wrong = otp === '999999' ? '888888' : '999999';
      for (let attempt = 0; attempt < 5; attempt += 1) {
        await h.request('POST', '/auth/verify-reset-password-otp', { json: { otp: wrong, token } });
      }
      const right = await h.request('POST', '/auth/verify-reset-password-otp', { json: { otp, token } });
      expect((await right.json()).code).toBe('otp_attempts_exceeded');
    });

    it('confirms an unconfirmed address: the code proved the inbox', async () => {
      const email = uniqueEmail();
      await h.request('POST', '/auth/register', { json: { email, password: PASSWORD, consents: REQUIRED_CONSENTS } });
      h.advance(121_000);
      const { token } = await (await h.request('POST', '/auth/forgot-password', { json: { email } })).json();
      const otp = h.lastCode(email);
      await h.request('POST', '/auth/reset-password', { json: { password: NEW_PASSWORD, token, otp } });
      expect((await h.request('POST', '/auth/login', { json: { email, password: NEW_PASSWORD } })).status).toBe(200);
    });

    it('lets a new reset code be asked only after the countdown', async () => {
      const { email } = await signUp(h);
      h.advance(121_000);
      await h.request('POST', '/auth/forgot-password', { json: { email } });
      const again = await h.request('POST', '/auth/forgot-password', { json: { email } });
      expect(again.status).toBe(429);
      expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(100);
    });
  });

  describe('change with the old password', () => {
    it('changes the password and ends every session', async () => {
      const { email, jwt } = await signUp(h);
      const response = await h.request('PATCH', '/auth/update-password', {
        headers: bearer(jwt),
        json: { oldPassword: PASSWORD, newPassword: NEW_PASSWORD },
      });
      expect(response.status).toBe(200);
      expect((await h.request('GET', '/auth/user', { headers: bearer(jwt) })).status).toBe(401);
      expect((await h.request('POST', '/auth/login', { json: { email, password: NEW_PASSWORD } })).status).toBe(200);
    });

    it.each([
      [{ oldPassword: 'Wrong-Old-1', newPassword: NEW_PASSWORD }, 'oldPassword', 'reset.old_password_does_not_match'],
      [
        { oldPassword: PASSWORD, newPassword: PASSWORD },
        'newPassword',
        'New password cannot be the same as the old password!',
      ],
      [{ oldPassword: PASSWORD, newPassword: 'alllower1' }, 'newPassword', 'Must contain upper, lower, and number'],
      [{ oldPassword: PASSWORD, newPassword: 'Ab1' }, 'newPassword', 'Password must be at least 8 characters'],
      [{ oldPassword: PASSWORD, newPassword: 'Qwerty123' }, 'newPassword', 'reset.password_strength'],
      [{ newPassword: NEW_PASSWORD }, 'oldPassword', 'Current password is required'],
      [{ oldPassword: PASSWORD }, 'newPassword', 'New password is required'],
    ])('refuses %j', async (json, field, message) => {
      const { jwt } = await signUp(h);
      const response = await h.request('PATCH', '/auth/update-password', { headers: bearer(jwt), json });
      expect(response.status).toBe(400);
      expect((await response.json()).errors[field]).toEqual([message]);
    });

    it('needs a signed-in user', async () => {
      const response = await h.request('PATCH', '/auth/update-password', {
        json: { oldPassword: PASSWORD, newPassword: NEW_PASSWORD },
      });
      expect(response.status).toBe(401);
    });
  });

  it('set-password-after-oauth refuses an account that already has a password', async () => {
    const { jwt } = await signUp(h);
    const response = await h.request('POST', '/auth/set-password-after-oauth', {
      headers: bearer(jwt),
      json: { password: NEW_PASSWORD },
    });
    expect(response.status).toBe(409);
    expect((await response.json()).code).toBe('password_already_set');
    const weak = await h.request('POST', '/auth/set-password-after-oauth', {
      headers: bearer(jwt),
      json: { password: 'weak' },
    });
    expect((await weak.json()).errors.password).toEqual(['Must contain upper, lower, and number']);
  });

  it('set-password-after-oauth refuses a guessable password for an account without one', async () => {
    const { email, jwt } = await signUp(h);
    await h.database.db.update(users).set({ passwordHash: null, provider: 'apple' }).where(eq(users.email, email));
    const guessable = await h.request('POST', '/auth/set-password-after-oauth', {
      headers: bearer(jwt),
      json: { password: 'Welcome2026' },
    });
    expect(guessable.status).toBe(400);
    expect((await guessable.json()).errors.password).toEqual(['reset.password_strength']);
    const set = await h.request('POST', '/auth/set-password-after-oauth', {
      headers: bearer(jwt),
      json: { password: NEW_PASSWORD },
    });
    expect(set.status).toBe(200);
  });
});
