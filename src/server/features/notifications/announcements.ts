import { z } from 'zod';
import type { NewNotification } from '../../db/repositories/notifications';

/**
 * An editor's announcement, as the CMS's revalidation webhook delivers it (spec 3: the webhook's projection sends
 * the published document). A published `announcement` document becomes one notification for everyone; its
 * document id is the cause, so a re-publish or a repeated delivery does not notify again. Drafts and other
 * document types are not announcements.
 */
export const ANNOUNCEMENT_TYPE = 'announcement';

const announcementSchema = z.object({
  _id: z.string().min(1).max(200),
  _type: z.literal(ANNOUNCEMENT_TYPE),
  title: z.string().trim().min(1).max(200),
  description: z.string().trim().max(1000).optional(),
  /** Where it leads: a sport, federation, athlete… (`/{type}s/{slug}`). */
  item: z
    .object({
      _type: z.string().regex(/^[a-z][a-zA-Z]{0,40}$/),
      titleAndSlug: z.object({ slug: z.object({ current: z.string().regex(/^[\w-]{1,120}$/) }) }),
    })
    .optional()
    .catch(undefined),
});

export type AnnouncementResult =
  { kind: 'announcement'; notification: NewNotification } | { kind: 'other' } | { kind: 'invalid'; problem: string };

export function announcementFromWebhook(body: unknown): AnnouncementResult {
  if (typeof body !== 'object' || body === null || (body as { _type?: unknown })._type !== ANNOUNCEMENT_TYPE) {
    return { kind: 'other' };
  }
  const parsed = announcementSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { kind: 'invalid', problem: `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}` };
  }
  const { _id, title, description, item } = parsed.data;
  if (_id.startsWith('drafts.')) return { kind: 'other' };
  return {
    kind: 'announcement',
    notification: {
      type: 'global_notification',
      userId: null,
      title,
      description: description ?? '',
      item: item ? { type: item._type, slug: item.titleAndSlug.slug.current } : null,
      sourceKey: `announcement:${_id}`,
    },
  };
}
