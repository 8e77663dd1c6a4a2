import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendJson, startFixtureServer, type FixtureServer } from '../../../../tests/support/fixture-server';
import { createSiteverifyCaptcha } from './adapter';

/**
 * Turnstile and hCaptcha against a local server speaking their siteverify wire format: a form-encoded POST with
 * `secret`, `response` and `remoteip` (hCaptcha also `sitekey`), answering `{ success, "error-codes" }`.
 */
const GOOD_TOKEN = 'XXXX.DUMMY.TOKEN.XXXX';
const SECRET = 'fixture-secret';

describe.each(['turnstile', 'hcaptcha'] as const)('%s siteverify', (provider) => {
  let fixture: FixtureServer;
  const seen: URLSearchParams[] = [];
  const used = new Set<string>();

  beforeAll(async () => {
    fixture = await startFixtureServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      if (
        req.method !== 'POST' ||
        req.url !== '/siteverify' ||
        !req.headers['content-type']?.startsWith('application/x-www-form-urlencoded')
      ) {
        return sendJson(res, 400, { success: false, 'error-codes': ['bad-request'] });
      }
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      seen.push(form);
      if (form.get('response') === 'garbage') return sendJson(res, 200, { ok: 'yes' });
      if (form.get('secret') !== SECRET)
        return sendJson(res, 200, { success: false, 'error-codes': ['invalid-input-secret'] });
      const token = form.get('response') ?? '';
      if (token !== GOOD_TOKEN)
        return sendJson(res, 200, { success: false, 'error-codes': ['invalid-input-response'] });
      if (used.has(token)) return sendJson(res, 200, { success: false, 'error-codes': ['timeout-or-duplicate'] });
      used.add(token);
      return sendJson(res, 200, { success: true, hostname: 'localhost', challenge_ts: new Date().toISOString() });
    });
  });
  afterAll(() => fixture.close());

  const captcha = (secret = SECRET, refused: string[][] = []) =>
    createSiteverifyCaptcha({
      provider,
      siteKey: 'site-key-1',
      secret,
      verifyUrl: `${fixture.url}/siteverify`,
      onRefused: (codes) => refused.push(codes),
    });

  it('gives the browser the site key', async () => {
    expect(await captcha().widget()).toEqual({ provider, siteKey: 'site-key-1' });
  });

  it('accepts a good token once, sending the secret, token and client IP', async () => {
    const refused: string[][] = [];
    expect(await captcha(SECRET, refused).verify(GOOD_TOKEN, '203.0.113.9')).toBe(true);
    const form = seen.at(-1);
    expect(form?.get('secret')).toBe(SECRET);
    expect(form?.get('remoteip')).toBe('203.0.113.9');
    expect(form?.get('sitekey')).toBe(provider === 'hcaptcha' ? 'site-key-1' : null);
    expect(await captcha(SECRET, refused).verify(GOOD_TOKEN, '203.0.113.9')).toBe(false);
    expect(refused).toEqual([['timeout-or-duplicate']]);
  });

  it('refuses a wrong token and a wrong secret, and sends nothing for an empty token', async () => {
    const before = seen.length;
    expect(await captcha().verify('', '203.0.113.9')).toBe(false);
    expect(seen.length).toBe(before);
    expect(await captcha().verify('forged', '203.0.113.9')).toBe(false);
    expect(await captcha('wrong').verify(GOOD_TOKEN, '203.0.113.9')).toBe(false);
  });

  it('throws on an answer that is not the vendor shape (the caller answers 503)', async () => {
    await expect(captcha().verify('garbage', '203.0.113.9')).rejects.toThrow(/unexpected body/);
  });
});
