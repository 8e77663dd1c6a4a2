import { z } from 'zod';

/**
 * Playback quality (QoE) beacons from the player (issue 46): one entry per title played since the last beacon,
 * with what the viewer lived through. Browser, platform and country are the server's (user agent, region lookup),
 * never the client's word.
 */
/** The player's fatal error kinds (player-errors.ts) as codes; spec 3 §8's JW 241404/224003 are `not-available`. */
export const PLAYER_ERROR_CODES = [
  'not-available',
  'geo-blocked',
  'unauthorized',
  'content-protection',
  'unknown',
] as const;
export type PlayerErrorCode = (typeof PLAYER_ERROR_CODES)[number];

export const MAX_QOE_ENTRIES = 20;

const seconds = z.number().finite().min(0).max(86_400);

export const qoeEntrySchema = z.object({
  mediaid: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  live: z.boolean(),
  /** From asking for playback to the first frame; absent when it has not started (or started before). */
  startupSeconds: seconds.optional(),
  rebuffers: z.number().int().min(0).max(10_000),
  rebufferSeconds: seconds,
  watchSeconds: seconds,
  bitrateSwitches: z.number().int().min(0).max(10_000),
  /** The rendition's height watched last, in pixels. */
  height: z.number().int().min(0).max(8_640).optional(),
  errors: z.array(z.enum(PLAYER_ERROR_CODES)).max(20),
});

export const qoeBeaconSchema = z.object({ entries: z.array(qoeEntrySchema).min(1).max(MAX_QOE_ENTRIES) });

export type QoeEntry = z.infer<typeof qoeEntrySchema>;
export type QoeBeacon = z.infer<typeof qoeBeaconSchema>;
