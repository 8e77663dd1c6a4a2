import { z } from 'zod';

/** The parts of InPlayer's replies the adapter reads (see tests/support/jwp-fixture.ts for the sources). */
export const accountSchema = z.object({
  id: z.coerce.string(),
  email: z.string(),
  full_name: z.string().nullish(),
  metadata: z.record(z.string(), z.unknown()).nullish(),
  /** Epoch seconds, or null. */
  date_of_birth: z.number().nullish(),
});
export type JwpAccount = z.infer<typeof accountSchema>;

/** POST /v2/accounts/authenticate and POST /accounts. `expires` is epoch seconds. */
export const tokensSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1).nullish(),
  expires: z.number(),
  account: accountSchema.nullish(),
});

/** GET /accounts/social: one `{ provider: address }` object per provider. */
export const socialUrlsSchema = z.object({ social_urls: z.array(z.record(z.string(), z.string())) });

export const registerFieldsSchema = z.object({
  collection: z.array(
    z.object({
      name: z.string(),
      label: z.string().nullish(),
      type: z.string(),
      required: z.boolean().nullish(),
      placeholder: z.string().nullish(),
      default_value: z.string().nullish().catch(undefined),
      // `{ value: label }`; InPlayer sends `[]` for a field without options.
      options: z.union([z.record(z.string(), z.string()), z.array(z.unknown()).transform((): Record<string, string> => ({}))]).nullish().catch(undefined),
    }),
  ),
});

/** A page of `/v2/accounts/media/*`: `cursor` is the next page's address (or its cursor), absent on the last. */
export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({ collection: z.array(item).nullish(), cursor: z.string().nullish() });

export const favoriteSchema = z.object({ media_id: z.string(), created_at: z.number().nullish() });
export const historySchema = z.object({
  media_id: z.string(),
  progress: z.coerce.number(),
  updated_at: z.number().nullish(),
});

/** Consent answers kept as JSON in the account's `metadata.consents`, as JW's own web app keeps them. */
export const storedConsentsSchema = z.array(
  z.object({
    name: z.string(),
    version: z.coerce.string(),
    state: z.enum(['accepted', 'declined']),
    date: z.number().nullish(),
  }),
);
