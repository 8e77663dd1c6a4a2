import { createHmac, randomBytes } from 'node:crypto';
import type { Db } from '../db/database';
import { getOrCreateSecret } from '../db/repositories/server-secrets';
import type { AuthKeys } from '../features/account/deps';

/**
 * The keys of access tokens, one-time codes, signed media addresses and content protection, derived from one secret: `AUTH_SECRET` when set, otherwise a
 * random secret generated once and kept in the database (so restarts and other instances keep sessions valid).
 */
export async function loadAuthKeys(db: Db, configured: string | undefined): Promise<AuthKeys> {
  const secret = configured ?? (await getOrCreateSecret(db, 'auth', () => randomBytes(48).toString('base64url')));
  const derive = (purpose: string) => new Uint8Array(createHmac('sha256', secret).update(purpose).digest());
  return {
    accessToken: derive('access-token'),
    otp: derive('one-time-code'),
    mediaUrl: derive('media-url'),
    socialSignIn: derive('social-sign-in'),
    captcha: derive('captcha'),
    licenceToken: derive('licence-token'),
    contentKeys: derive('content-keys'),
  };
}
