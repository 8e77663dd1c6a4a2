import { claimLicenceGrant, purgeLicenceGrants } from '../../db/repositories/licence-grants';
import type { CommercePort } from '../../commerce/port';
import { contentKeyFor } from '../../media/local/protection/content-keys';
import { protectedClipOf } from '../../media/local/protection/protected-items';
import type { MediaPlatform } from '../../media/port';
import type { Caller } from '../account/deps';
import { entitledOffer, type ClearKeyKeys } from '../playback';
import { verifyLicenceToken } from './licence-tokens';

/**
 * The own backend's Clear Key licence server (W3C EME, "Clear Key": the request `{ kids, type }`, the licence
 * `{ keys: [{ kty: 'oct', kid, k }], type }`, ids and keys base64url). A key goes only to the signed-in viewer the
 * licence token names, for the item it names, while the token is unexpired and the viewer still entitled, and
 * once per token: "replayed" is any second request with a token that was answered (its `jti` is recorded in the
 * same statement that decides, so of two requests at the same moment one gets the key). Every refusal is an empty
 * 401 (no session) or 403 (anything else): the body never says which check failed.
 */
export interface ClearKeyLicenceDeps extends ClearKeyKeys {
  media: Pick<MediaPlatform, 'getMedia'>;
  commerce: CommercePort;
  clock: () => Date;
}

export interface ClearKeyLicence {
  keys: Array<{ kty: 'oct'; kid: string; k: string }>;
  type: 'temporary';
}

export type LicenceAnswer = { status: 200; licence: ClearKeyLicence } | { status: 401 | 403 };

const refused = { status: 403 } as const;
const base64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');

export async function clearKeyLicence(
  deps: ClearKeyLicenceDeps,
  caller: Caller | null,
  token: string | null,
  kids: string[],
): Promise<LicenceAnswer> {
  if (!caller) return { status: 401 };
  const now = deps.clock();
  const claims = token ? verifyLicenceToken(deps.licenceKey, token, now) : null;
  if (!claims || claims.userId !== caller.userId) return refused;
  const item = await deps.media.getMedia(claims.mediaid);
  if (!item || !protectedClipOf(item)) return refused;
  const customer = { userId: caller.userId, platformToken: caller.platformToken };
  if (!(await entitledOffer(deps, customer, item))) return refused;
  const key = contentKeyFor(deps.contentKeys, item.mediaid);
  const kid = base64url(key.kid);
  if (!kids.includes(kid)) return refused;
  const expiresAt = new Date(claims.expiresAt * 1000);
  const grant = { jti: claims.jti, userId: caller.userId, mediaId: item.mediaid, expiresAt };
  if (!(await claimLicenceGrant(deps.db, grant, now))) return refused;
  await purgeLicenceGrants(deps.db, now);
  return { status: 200, licence: { keys: [{ kty: 'oct', kid, k: base64url(key.key) }], type: 'temporary' } };
}
