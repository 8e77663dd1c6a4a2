import { describe, expect, it } from 'vitest';
import { mayReadMetrics } from './metrics-access';

const request = (authorization?: string) =>
  new Request('http://site.test/metrics', { headers: authorization ? { authorization } : {} });

describe('mayReadMetrics', () => {
  it('without a token: only this machine', () => {
    expect(mayReadMetrics(request(), '127.0.0.1', undefined)).toBe(true);
    expect(mayReadMetrics(request(), '::1', undefined)).toBe(true);
    expect(mayReadMetrics(request(), '203.0.113.9', undefined)).toBe(false);
  });

  it('with a token: only a request bearing it, from anywhere', () => {
    expect(mayReadMetrics(request('Bearer s3cret-metrics'), '203.0.113.9', 's3cret-metrics')).toBe(true);
    expect(mayReadMetrics(request('Bearer wrong'), '127.0.0.1', 's3cret-metrics')).toBe(false);
    expect(mayReadMetrics(request(), '127.0.0.1', 's3cret-metrics')).toBe(false);
  });

  it("with a token: also an operator's browser giving it as the password of its sign-in prompt (HTTP Basic)", () => {
    const basic = (pair: string) => request(`Basic ${Buffer.from(pair).toString('base64')}`);
    expect(mayReadMetrics(basic('ops:s3cret-metrics'), '203.0.113.9', 's3cret-metrics')).toBe(true);
    expect(mayReadMetrics(basic(':s3cret-metrics'), '203.0.113.9', 's3cret-metrics')).toBe(true);
    expect(mayReadMetrics(basic('s3cret-metrics:'), '203.0.113.9', 's3cret-metrics')).toBe(false);
    expect(mayReadMetrics(request('Basic !!!'), '203.0.113.9', 's3cret-metrics')).toBe(false);
  });
});
