import { describe, expect, it } from 'vitest';
import { AppError } from '../../shared/app-error';
import { JwpError, createJwpClient, jwpBaseUrl, toForm } from './client';

const replying = (status: number, body: string) => async () => new Response(body, { status });

describe('JWP / InPlayer client', () => {
  it('calls the sandbox or production host by useSandbox, or the INPLAYER_API_BASE override', () => {
    expect(jwpBaseUrl(true, '')).toBe('https://staging-v2.inplayer.com');
    expect(jwpBaseUrl(false, '')).toBe('https://services.inplayer.com');
    expect(jwpBaseUrl(true, 'http://127.0.0.1:9999')).toBe('http://127.0.0.1:9999');
  });

  it('form-encodes as the SDK does: nested metadata in brackets, nothing for undefined', () => {
    const form = toForm({ full_name: 'Ada L', skip: undefined, branding_id: 0, metadata: { first_name: 'Ada' } });
    expect(form.toString()).toBe('full_name=Ada+L&branding_id=0&metadata%5Bfirst_name%5D=Ada');
  });

  it('sends the form with its content type and the bearer token, and answers the JSON reply', async () => {
    let seen: Request | undefined;
    const client = createJwpClient({
      baseUrl: 'http://x/',
      fetch: async (input, init) => {
        seen = new Request(input, init);
        return new Response('{"ok":true}', { status: 200 });
      },
    });
    expect(await client.call('PUT', '/accounts', { token: 't0k', form: { full_name: 'A' } })).toEqual({ ok: true });
    expect(seen?.url).toBe('http://x/accounts');
    expect(seen?.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(seen?.headers.get('authorization')).toBe('Bearer t0k');
    expect(await seen?.text()).toBe('full_name=A');
  });

  it("reads InPlayer's error body: message, status and the fields of a validation error", async () => {
    const bad = createJwpClient({
      baseUrl: 'http://x',
      fetch: replying(422, '{"code":422,"message":"Invalid param password","errors":{"password":"Too short"}}'),
    });
    await expect(bad.call('POST', '/accounts')).rejects.toEqual(
      new JwpError(422, 'Invalid param password', { password: 'Too short' }),
    );
    await expect(bad.call('POST', '/accounts')).rejects.toMatchObject({ fields: { password: 'Too short' } });
  });

  it('reports a reply without a JSON body as "Request failed with status", and a 5xx page as unavailable', async () => {
    const html = createJwpClient({ baseUrl: 'http://x', fetch: replying(404, '<html>') });
    await expect(html.call('GET', '/a')).rejects.toMatchObject({ message: 'Request failed with status 404' });
    const down = createJwpClient({ baseUrl: 'http://x', fetch: replying(502, 'Bad gateway') });
    await expect(down.call('GET', '/a')).rejects.toMatchObject({ status: 503, code: 'account_platform_unavailable' });
  });

  it('reports an unreachable host as unavailable', async () => {
    const client = createJwpClient({ baseUrl: 'http://127.0.0.1:1', timeoutMs: 500 });
    await expect(client.call('GET', '/a')).rejects.toBeInstanceOf(AppError);
  });
});
