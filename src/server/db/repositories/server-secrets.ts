import { eq } from 'drizzle-orm';
import type { Db } from '../database';
import { serverSecrets } from '../schema';

/**
 * The named secret, created with `generate()` on first use. Stored in the database so every instance that shares
 * it signs and verifies with the same key; the first instance to insert wins.
 */
export async function getOrCreateSecret(db: Db, name: string, generate: () => string): Promise<string> {
  await db.insert(serverSecrets).values({ name, value: generate() }).onConflictDoNothing();
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name));
  if (!row) throw new Error(`server secret ${name} could not be stored`);
  return row.value;
}
