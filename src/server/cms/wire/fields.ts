import { z } from 'zod';
import type { CmsImage, Gradient, Link, RichText } from '../../../domain/content';

/**
 * zod schemas for the results of `queries.ts`, each transforming into a `domain/content` type.
 *
 * Tolerance rules (so one bad field does not take a page down):
 * - Required fields (ids, titles, slugs, times, feed URLs) failing validation fail the whole entry.
 * - Optional fields that are missing or malformed become `undefined`; nested lists drop bad entries
 *   (including `null`s left by references to deleted documents).
 * - URLs must be http(s), mailto or site-relative (`/…`); anything else (e.g. `javascript:`) is dropped.
 */

export const nonEmpty = z.string().trim().min(1);

function isSafeUrl(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//');
  try {
    return ['http:', 'https:', 'mailto:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}
export const safeUrl = nonEmpty.refine(isSafeUrl, 'expected an http(s), mailto or site-relative URL');
export const mediaId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'expected a media id');
export const slugObject = z.object({ current: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'expected a URL slug') });
export const instant = z.iso.datetime({ offset: true }).transform((value) => new Date(value).toISOString());

/** `schema`, or `undefined` when the value is missing or does not match. */
export function optional<T extends z.ZodType>(schema: T) {
  return schema
    .nullish()
    .catch(undefined)
    .transform((value): z.output<T> | undefined => value ?? undefined);
}

/** A list that keeps the entries matching `item` and silently drops the rest. */
export function listOf<T extends z.ZodType>(item: T) {
  return z
    .array(z.unknown())
    .nullish()
    .catch(undefined)
    .transform((values): z.output<T>[] =>
      (values ?? []).flatMap((value) => {
        const parsed = item.safeParse(value);
        return parsed.success ? [parsed.data] : [];
      }),
    );
}

export const flag = z.boolean().nullish().catch(undefined).transform((value) => value ?? false);

/** Drops `undefined` properties, so results compare and serialise cleanly. */
export function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
}

export const cmsImage = z
  .object({
    alt: optional(nonEmpty),
    asset: z.object({
      url: safeUrl,
      metadata: optional(
        z.object({ dimensions: optional(z.object({ width: z.number().positive(), height: z.number().positive() })) }),
      ),
    }),
  })
  .transform(
    (image): CmsImage =>
      compact({
        url: image.asset.url,
        width: image.asset.metadata?.dimensions?.width,
        height: image.asset.metadata?.dimensions?.height,
        alt: image.alt,
      }),
  );
export const image = optional(cmsImage);

/** Portable Text: kept as blocks (rendered and sanitised by one component); non-blocks are dropped. */
export const richText = listOf(z.looseObject({ _type: nonEmpty })).transform((blocks): RichText => blocks);

const hexColor = z.string().regex(/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i);
/** Sports without valid colours get a neutral grey gradient instead of disappearing. */
export const NEUTRAL_GRADIENT: Gradient = { start: '#374151', end: '#6b7280' };
export const gradient = optional(z.object({ gradientStart: hexColor, gradientEnd: hexColor })).transform(
  (colors): Gradient => (colors ? { start: colors.gradientStart, end: colors.gradientEnd } : NEUTRAL_GRADIENT),
);

export const titleAndSlug = z.object({ title: nonEmpty, slug: slugObject });
export const link = z.object({ title: nonEmpty, url: safeUrl }).transform((entry): Link => ({ title: entry.title, url: entry.url }));

