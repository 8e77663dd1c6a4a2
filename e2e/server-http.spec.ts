import { request as httpRequest } from 'node:http';
import { expect, test } from '@playwright/test';

/** The built server's HTTP edge: refused methods and the headers static files carry. */
function raw(baseURL: string, method: string, path: string) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined> }>((resolve, reject) => {
    const call = httpRequest(new URL(path, baseURL), { method }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
    });
    call.on('error', reject);
    call.end();
  });
}

test('TRACE is refused with 405 on pages, the API and static files', async ({ baseURL }) => {
  for (const path of ['/', '/api/offers', '/favicon.svg']) {
    const answer = await raw(baseURL!, 'TRACE', path);
    expect(answer.status, path).toBe(405);
    expect(answer.headers.allow).toContain('GET');
  }
});

test('static files carry nosniff and a referrer policy', async ({ baseURL }) => {
  const answer = await raw(baseURL!, 'GET', '/favicon.svg');
  expect(answer.status).toBe(200);
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
});
