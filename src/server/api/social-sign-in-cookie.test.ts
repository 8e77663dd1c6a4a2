import { describe, expect, it } from 'vitest';
import { pendingCookie } from './social-sign-in-cookie';

describe('the pending social sign-in cookie', () => {
  it('rides a cross-site POST (Apple form_post) only as SameSite=None; Secure', () => {
    expect(pendingCookie('sealed', true, true)).toContain('SameSite=None; Secure');
  });

  it('stays SameSite=Lax for redirect providers, and on a local http origin where None would be dropped', () => {
    expect(pendingCookie('sealed', true)).toContain('SameSite=Lax; Secure');
    expect(pendingCookie('sealed', false, true)).toMatch(/SameSite=Lax$/);
  });
});
