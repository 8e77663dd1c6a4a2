import type { Logger } from 'pino';
import type { PublisherConsent } from '../../../domain/account/publisher-consents';
import type { Captcha } from '../../captcha/port';
import type { Db } from '../../db/database';
import type { Mailer } from '../../mail/port';
import type { RateLimiter } from '../../auth/rate-limiter';
import type { AuthRateLimits } from './rate-limit-rules';

/** What the account use-cases need; built once by the composition root (tests build their own). */
export interface AccountDeps {
  db: Db;
  mailer: Mailer;
  clock: () => Date;
  keys: AuthKeys;
  /** Lifetime of the access tokens; 15 minutes unless the environment says otherwise. */
  accessTokenTtlS?: number;
  limiter: RateLimiter;
  /** null turns rate limiting off (load tests only). */
  rateLimits: AuthRateLimits | null;
  /** The site's name, for the emails. */
  siteName: () => Promise<string>;
  logger: Logger;
  sports: SportCatalog;
  /** The consents the site's settings declare (CMS), asked at registration. */
  publisherConsents: () => Promise<PublisherConsent[]>;
  /** null: no captcha configured. */
  captcha: Captcha | null;
}

export interface AuthKeys {
  /** HS256 key of the access tokens. */
  accessToken: Uint8Array;
  /** HMAC key of the one-time codes. */
  otp: Uint8Array;
  /** HMAC key of the signed media addresses (paid items' HLS files). */
  mediaUrl: Uint8Array;
  /** Encryption key of the cookie that holds a social sign-in's state, nonce and PKCE verifier in between. */
  socialSignIn: Uint8Array;
  /** HMAC key of the ALTCHA challenges. */
  captcha: Uint8Array;
  /** HMAC key of the DRM licence tokens. */
  licenceToken: Uint8Array;
  /** Master secret of the protected demo media's per-item content keys. */
  contentKeys: Uint8Array;
}

/** The CMS's sports, as the preferences need them. */
export interface SportCatalog {
  titles(): Promise<string[]>;
  /** The on-demand media ids of the sports with these titles. */
  mediaIdsFor(titles: string[]): Promise<string[]>;
}

/** Who is calling: the user and the sign-in (refresh-token family) their token belongs to. */
export interface Caller {
  userId: string;
  sessionId: string;
  /** The customer's own token, for account platforms whose calls carry it (see accounts/port.ts). */
  platformToken?: string;
  /**
   * Only the token's signature and expiry were checked, not whether its sign-in is still live: the one write that
   * takes such a caller checks that in its own statement (`sessionCheck: 'in-write'` operations).
   */
  sessionUnchecked?: true;
}

/** Where a request comes from, for rate limits. */
export interface ClientInfo {
  ip: string;
  /** The browser's `known_device` cookie, if any. */
  deviceTag?: string;
}
