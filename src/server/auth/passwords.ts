import { hash, verify, type Options } from '@node-rs/argon2';

/**
 * Password hashing with argon2id at OWASP's recommended cost (19 MiB, 2 passes, 1 lane): about 25 ms per hash
 * on one core here, which is what makes a stolen table expensive to crack.
 */
// `algorithm: 2` is Algorithm.Argon2id: the package's const enum cannot be read under verbatimModuleSyntax.
const OPTIONS: Options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash never matches.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of a real verification when there is no account (or no password) to check, so response times
 * do not tell which emails have accounts.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword('not-a-real-password-0');
  await verifyPassword(await dummyHash, password);
  return false;
}
