/**
 * The tokens an account platform hands back after its own social sign-in (spec 1 §2: "After an external sign-in
 * redirect, the URL hash may carry token, refresh_token and expires"); null unless all three are there.
 */
export interface PlatformTokens {
  token: string;
  refresh_token: string;
  expires: string;
}

export function platformTokensIn(hash: string): PlatformTokens | null {
  const fields = new URLSearchParams(hash.replace(/^#/, ''));
  const token = fields.get('token');
  const refreshToken = fields.get('refresh_token');
  const expires = fields.get('expires');
  return token && refreshToken && expires ? { token, refresh_token: refreshToken, expires } : null;
}
