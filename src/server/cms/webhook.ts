import { z } from 'zod';
import { DOCUMENT_TYPE_NAMES } from '../../../studio/schema';
import type { DocumentChange } from './dependencies';

/**
 * The body of Sanity's revalidation webhook, as its projection sends it (README, "Revalidation webhook"):
 * `{ _id, _type, slug }` of the changed document, plus an announcement's own fields (read elsewhere).
 */
const documentChange = z.object({
  _id: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9._-]{1,200}$/, 'expected a document id'),
  _type: z.string().regex(/^[A-Za-z][\w.]{0,63}$/, 'expected a document type'),
  slug: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'expected a URL slug')
    .max(200)
    .nullish(),
});

export type WebhookChange =
  | { kind: 'change'; change: DocumentChange }
  /** Drafts are never on public pages, and types the site does not read are on none: nothing to drop. */
  | { kind: 'ignored'; reason: 'draft' }
  | { kind: 'unknown_type'; type: string }
  | { kind: 'invalid'; field: string; message: string };

export function parseWebhookChange(body: unknown): WebhookChange {
  const parsed = documentChange.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { kind: 'invalid', field: issue?.path.join('.') || 'body', message: issue?.message ?? 'invalid body' };
  }
  const change = parsed.data;
  if (!DOCUMENT_TYPE_NAMES.includes(change._type)) return { kind: 'unknown_type', type: change._type };
  if (change._id.startsWith('drafts.')) return { kind: 'ignored', reason: 'draft' };
  return { kind: 'change', change };
}
