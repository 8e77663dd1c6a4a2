import { describe, expect, it } from 'vitest';
import { platformTokensIn } from './platform-tokens';

describe('platformTokensIn', () => {
  it('reads the three fields of the fragment', () => {
    expect(platformTokensIn('#token=a.b&refresh_token=r%2B1&expires=1800000000')).toEqual({
      token: 'a.b',
      refresh_token: 'r+1',
      expires: '1800000000',
    });
  });

  it('is null when a field is missing or the fragment is something else', () => {
    expect(platformTokensIn('#token=a&expires=1')).toBeNull();
    expect(platformTokensIn('#social-sign-in')).toBeNull();
    expect(platformTokensIn('')).toBeNull();
  });
});
