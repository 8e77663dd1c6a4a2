import { describe, expect, it, vi } from 'vitest';

vi.mock('shaka-player/dist/shaka-player.dash-es2021.js', () => ({ default: { net: { NetworkingEngine: {} } } }));
const { shakaErrorKind } = await import('./shaka-engine');

/** Shaka's errors (shaka.util.Error: category, code, data) as the player's states. */
describe('shakaErrorKind', () => {
  const http = (status: number) => ({ category: 1, code: 1001, data: ['https://x', status] });
  it.each([
    ['a licence request refused with 403', { category: 6, code: 6007, data: [http(403)] }, 'unauthorized'],
    ['a licence request refused with 401', { category: 6, code: 6007, data: [http(401)] }, 'unauthorized'],
    ['a licence server failing', { category: 6, code: 6007, data: [http(500)] }, 'content-protection'],
    [
      'no key system (REQUESTED_KEY_SYSTEM_CONFIG_UNAVAILABLE)',
      { category: 6, code: 6001, data: [] },
      'content-protection',
    ],
    ['a manifest refused with 403: geo block', http(403), 'geo-blocked'],
    ['a manifest gone', http(404), 'not-available'],
    ['anything else', { category: 3, code: 3016, data: [] }, 'unknown'],
  ])('%s', (_label, error, kind) => {
    expect(shakaErrorKind(error)).toBe(kind);
  });
});
