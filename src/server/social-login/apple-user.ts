import { z } from 'zod';

/**
 * Apple's `user` form field: JSON with the name the person gave, posted only on their first authorization and not
 * in the ID token. It is not signed, so it is used for nothing but the name of the account made by that sign-in.
 */
const appleUserSchema = z.object({
  name: z
    .object({
      firstName: z.string().optional(),
      lastName: z.string().optional(),
    })
    .optional(),
});

export interface PersonName {
  firstName: string;
  lastName: string;
}

/** The name in Apple's `user` field, or null when the field is absent, not JSON or carries no name. */
export function nameFromAppleUser(field: string | undefined): PersonName | null {
  if (!field) return null;
  let json: unknown;
  try {
    json = JSON.parse(field);
  } catch {
    return null;
  }
  const parsed = appleUserSchema.safeParse(json);
  if (!parsed.success || !parsed.data.name) return null;
  const firstName = (parsed.data.name.firstName ?? '').trim().slice(0, 50);
  const lastName = (parsed.data.name.lastName ?? '').trim().slice(0, 50);
  return firstName || lastName ? { firstName, lastName } : null;
}
