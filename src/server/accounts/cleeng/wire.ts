import { z } from 'zod';

/** The parts of Cleeng's MediaStore replies the adapter reads (see tests/support/cleeng-fixture.ts for sources). */
export const tokensSchema = z.object({ jwt: z.string().min(1), refreshToken: z.string().min(1) });

export const customerSchema = z.object({
  id: z.coerce.string(),
  email: z.string(),
  firstName: z.string().nullish(),
  lastName: z.string().nullish(),
  country: z.string().nullish(),
  externalData: z.record(z.string(), z.unknown()).nullish(),
});
export type CleengCustomer = z.infer<typeof customerSchema>;

export const publisherConsentsSchema = z.object({
  consents: z.array(z.object({ name: z.string(), label: z.string(), required: z.boolean(), version: z.string() })),
});

export const customerConsentsSchema = z.object({
  consents: z.array(
    z.object({
      name: z.string(),
      label: z.string(),
      required: z.boolean(),
      version: z.string(),
      newestVersion: z.string().nullish(),
      state: z.enum(['accepted', 'declined']),
      date: z.number().nullish(),
    }),
  ),
});

export const captureStatusSchema = z.object({
  isCaptureEnabled: z.boolean(),
  shouldCaptureBeDisplayed: z.boolean(),
  settings: z.array(
    z.object({
      key: z.string(),
      enabled: z.boolean(),
      required: z.boolean(),
      question: z.string().nullish(),
      value: z.string().nullish(),
    }),
  ),
});

/** The JWT's claims the adapter needs (Cleeng signs it; Cleeng checks it on every call). */
export const claimsSchema = z.object({ customerId: z.coerce.string(), exp: z.number(), publisherId: z.unknown() });

/** GET /locales: where Cleeng places a viewer by IP (registration takes these; prices follow the currency). */
export const localesSchema = z.object({
  country: z.string().min(2),
  currency: z.string().min(3),
  locale: z.string().min(2),
  ipAddress: z.string().nullish(),
});
