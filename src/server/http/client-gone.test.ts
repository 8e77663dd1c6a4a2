import { describe, expect, it } from 'vitest';
import { isClientGone } from './client-gone';

const request = () => new Request('http://site.test/api/telemetry/errors', { method: 'POST' });
const reset = (message: string) => Object.assign(new Error(message), { code: 'ECONNRESET' });

describe('isClientGone', () => {
  it("is Node's aborted reset of a request body being read", () => {
    expect(isClientGone(reset('aborted'), request())).toBe(true);
  });

  it('is any error once the request was aborted', () => {
    const controller = new AbortController();
    controller.abort();
    const aborted = new Request('http://site.test/', { signal: controller.signal });
    expect(isClientGone(new Error('whatever'), aborted)).toBe(true);
  });

  it('is not a reset of an upstream call, nor an error of ours', () => {
    expect(isClientGone(reset('socket hang up'), request())).toBe(false);
    expect(isClientGone(new TypeError('x is undefined'), request())).toBe(false);
    expect(isClientGone('aborted', request())).toBe(false);
  });
});
