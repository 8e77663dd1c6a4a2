import { lt } from 'drizzle-orm';
import type { Db } from '../database';
import { licenceGrants } from '../schema';

/**
 * Records that the licence token `jti` was answered with a key, in one statement: true for the first request
 * that presents it, false for any later one (a replay, or the loser of two requests at the same moment).
 */
export async function claimLicenceGrant(
  db: Db,
  grant: { jti: string; userId: string; mediaId: string; expiresAt: Date },
  now: Date,
): Promise<boolean> {
  const rows = await db
    .insert(licenceGrants)
    .values({ ...grant, grantedAt: now })
    .onConflictDoNothing({ target: licenceGrants.jti })
    .returning({ jti: licenceGrants.jti });
  return rows.length === 1;
}

/** Forgets the grants of tokens that expired before `before`: those tokens are refused for their expiry anyway. */
export async function purgeLicenceGrants(db: Db, before: Date): Promise<void> {
  await db.delete(licenceGrants).where(lt(licenceGrants.expiresAt, before));
}
