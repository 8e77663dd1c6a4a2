/**
 * Outside sign-in providers (spec 3 §4 "Social sign-in"): the authorization-code flow with PKCE, state and nonce.
 * `begin` gives the address to send the browser to and the secrets to keep until it comes back; `complete` checks
 * the callback against them, redeems the code and answers who signed in.
 */
export interface PendingSignIn {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface SocialProfile {
  provider: string;
  /** The provider's stable id of the person (`sub`). */
  subject: string;
  /** Lower-cased; null when the provider gave none. */
  email: string | null;
  /** The provider vouches that the person controls `email` (`email_verified`). */
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

export interface SocialProvider {
  /** `google`, `apple`, `facebook`: the path segment and the account's `provider`. */
  id: string;
  /**
   * `form_post`: the provider POSTs the answer to the callback from its own site (Apple), so the pending sign-in
   * cookie must be sent on a cross-site POST; `query`: a top-level redirect back.
   */
  responseMode: 'query' | 'form_post';
  begin(redirectUri: string): Promise<{ url: URL; pending: PendingSignIn }>;
  complete(callbackUrl: URL, redirectUri: string, pending: PendingSignIn): Promise<SocialProfile>;
}

/** The callback carried a provider error (the person declined, or the provider refused the request). */
export class SocialSignInRefused extends Error {
  constructor(
    readonly reason: 'denied' | 'failed',
    message: string,
  ) {
    super(message);
    this.name = 'SocialSignInRefused';
  }
}
