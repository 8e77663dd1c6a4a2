import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardedFetchText } from './guarded-fetch';

describe('guardedFetchText', () => {
  let server: Server;
  let origin: string;
  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url === '/redirect') return void response.writeHead(302, { location: '/ok' }).end();
      if (request.url === '/big') return void response.end('x'.repeat(5000));
      if (request.url === '/ok') return void response.end('<VAST/>');
      response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const options = (extra: object = {}) => ({ signal: AbortSignal.timeout(2000), maxBytes: 1000, ...extra });

  it('refuses loopback and private hosts, by address or by name', async () => {
    await expect(guardedFetchText(`${origin}/ok`, options())).rejects.toMatchObject({ reason: 'refused' });
    await expect(guardedFetchText(`${origin.replace('127.0.0.1', 'localhost')}/ok`, options())).rejects.toMatchObject({
      reason: 'refused',
    });
    await expect(guardedFetchText('http://[::1]/ok', options())).rejects.toMatchObject({ reason: 'refused' });
    await expect(guardedFetchText('http://169.254.169.254/latest/meta-data', options())).rejects.toMatchObject({
      reason: 'refused',
    });
  });

  it('refuses other schemes and credentials in the address', async () => {
    await expect(guardedFetchText('file:///etc/passwd', options())).rejects.toMatchObject({ reason: 'refused' });
    await expect(guardedFetchText('https://user:pw@ads.example/x', options())).rejects.toMatchObject({
      reason: 'refused',
    });
    await expect(guardedFetchText('/api/auth/user', options())).rejects.toMatchObject({ reason: 'refused' });
  });

  describe('against a test server (private network allowed)', () => {
    const allowed = (extra: object = {}) => options({ allowPrivateNetwork: true, ...extra });

    it('reads the body and follows a redirect', async () => {
      expect(await guardedFetchText(`${origin}/ok`, allowed())).toBe('<VAST/>');
      expect(await guardedFetchText(`${origin}/redirect`, allowed())).toBe('<VAST/>');
    });

    it('reports a 404 and a body over the size cap', async () => {
      await expect(guardedFetchText(`${origin}/missing`, allowed())).rejects.toMatchObject({ reason: 'not_found' });
      await expect(guardedFetchText(`${origin}/big`, allowed())).rejects.toMatchObject({ reason: 'too_large' });
    });
  });
});
