import { z } from 'zod';
import type { BreakPosition } from '../../domain/ads/ad-plan';
import { parseBreakOffset } from '../../domain/ads/ad-time';
import { AdFormatError } from './xml';

/**
 * A JW Player ad schedule (`/v2/advertising/schedules/{id}.json`, or the config's `adScheduleUrls.json`):
 * `client: "vast"` with `schedule` either a VMAP URL or a list of breaks, each with an `offset` (`pre`, `post`,
 * seconds, a clock time, a percentage) and one or more VAST tags tried in order (a waterfall). `skipoffset`
 * (seconds) makes ads skippable that do not say so themselves. Other clients (Google IMA, FreeWheel) need
 * their SDKs and are not played.
 */
const breakSchema = z.object({
  offset: z.union([z.string(), z.number()]),
  tag: z.union([z.string(), z.array(z.string())]),
  type: z.string().optional(),
  skipoffset: z.number().nonnegative().optional(),
});

const scheduleSchema = z.object({
  client: z.string().optional(),
  schedule: z.union([z.string().min(1), z.array(z.unknown())]),
  skipoffset: z.number().nonnegative().optional(),
});

export interface JwBreak {
  id: string;
  position: BreakPosition;
  /** VAST tag URLs, tried in order until one gives ads. */
  tags: string[];
  skipOffset?: number;
}

export type JwSchedule = { kind: 'vmap'; url: string } | { kind: 'breaks'; breaks: JwBreak[] };

export function readJwSchedule(json: unknown): JwSchedule {
  const parsed = scheduleSchema.safeParse(json);
  if (!parsed.success) throw new AdFormatError(`ad schedule: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  const { client = 'vast', schedule, skipoffset } = parsed.data;
  if (client.toLowerCase() !== 'vast') throw new AdFormatError(`ad schedule: client "${client}" is not played`);
  if (typeof schedule === 'string') return { kind: 'vmap', url: schedule };
  const breaks: JwBreak[] = [];
  schedule.forEach((raw, index) => {
    const entry = breakSchema.safeParse(raw);
    if (!entry.success || (entry.data.type && entry.data.type !== 'linear')) return;
    const position = parseBreakOffset(entry.data.offset);
    const tags = (Array.isArray(entry.data.tag) ? entry.data.tag : [entry.data.tag]).filter((tag) => tag.trim());
    if (!position || tags.length === 0) return;
    breaks.push({ id: `break-${index + 1}`, position, tags, skipOffset: entry.data.skipoffset ?? skipoffset });
  });
  return { kind: 'breaks', breaks };
}
