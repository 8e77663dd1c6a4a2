import { describe, expect, it } from 'vitest';
import { AppError } from '../../shared/app-error';
import { CleengError, cleengBaseUrl, createCleengClient } from './client';

const replying = (status: number, body: string) => async () => new Response(body, { status });

describe('Cleeng client', () => {
  it('calls the sandbox or production host by useSandbox, or the CLEENG_API_BASE override', () => {
    expect(cleengBaseUrl(true, '')).toBe('https://mediastore-sandbox.cleeng.com');
    expect(cleengBaseUrl(false, '')).toBe('https://mediastore.cleeng.com');
    expect(cleengBaseUrl(false, 'http://127.0.0.1:9999')).toBe('http://127.0.0.1:9999');
  });

  it('answers responseData, and the first of errors as a CleengError', async () => {
    const good = createCleengClient({
      baseUrl: 'http://x',
      fetch: replying(200, '{"responseData":{"a":1},"errors":[]}'),
    });
    expect(await good.call('GET', '/a')).toEqual({ a: 1 });
    const bad = createCleengClient({
      baseUrl: 'http://x',
      fetch: replying(422, '{"responseData":{},"errors":["Nope"]}'),
    });
    await expect(bad.call('GET', '/a')).rejects.toEqual(new CleengError(422, 'Nope'));
  });

  it('reports a reply without a JSON body as "Request failed with status", and a 5xx page as unavailable', async () => {
    const html = createCleengClient({ baseUrl: 'http://x', fetch: replying(404, '<html>') });
    await expect(html.call('GET', '/a')).rejects.toMatchObject({ message: 'Request failed with status 404' });
    const down = createCleengClient({ baseUrl: 'http://x', fetch: replying(502, 'Bad gateway') });
    await expect(down.call('GET', '/a')).rejects.toMatchObject({ status: 503, code: 'account_platform_unavailable' });
  });

  it('reports an unreachable host as unavailable', async () => {
    const client = createCleengClient({ baseUrl: 'http://127.0.0.1:1', timeoutMs: 500 });
    await expect(client.call('GET', '/a')).rejects.toBeInstanceOf(AppError);
  });
});
