/** Names of the outside sign-in providers as people know them; others are shown capitalised. */
const KNOWN: Record<string, string> = { google: 'Google', apple: 'Apple', facebook: 'Facebook' };

/** The account's own provider for texts like "You signed in with Apple", or null for an email account. */
export function providerDisplayName(provider: string | null | undefined): string | null {
  const id = provider?.trim().toLowerCase();
  if (!id || id === 'email') return null;
  return KNOWN[id] ?? id.charAt(0).toUpperCase() + id.slice(1);
}
