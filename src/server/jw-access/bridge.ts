import { createHash } from 'node:crypto';
import { z } from 'zod';
import { AppError } from '../shared/app-error';
import { callService, jsonOf, serviceUnavailable } from './http';

/**
 * JW's access bridge (spec 1 §7 "Access bridge"): the customer's platform token buys a passport for signed
 * playback. PUT /v2/sites/{siteId}/access/generate with the token as Bearer; PUT …/access/refresh with
 * `{ refresh_token }`. Both answer `{ passport, refresh_token }`, kept one hour (spec 1 §9 "Stored access-token
 * expiry"). A refresh refused falls back to generating anew.
 * Used by signed JW playback (features/jw-playback.ts).
 */
export interface Passport {
  passport: string;
  refreshToken: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

export interface JwAccessBridge {
  /** A passport for this platform token: the kept one while it lasts, else refreshed, else generated. */
  passport(platformToken: string): Promise<Passport>;
  /**
   * Runs `load` with a passport; a 403 (spec 1 §8 "403 when fetching media by passport") refreshes the passport
   * and retries once, then fails with "Failed to refresh access tokens and retrieve media."
   */
  withPassport<T>(platformToken: string, load: (passport: string) => Promise<T>): Promise<T>;
}

/** What `load` throws when the media platform refused the passport. */
export class PassportRefused extends Error {
  constructor() {
    super('The media platform refused the passport');
    this.name = 'PassportRefused';
  }
}

const PASSPORT_TTL_MS = 60 * 60 * 1000;
const SERVICE = 'video access service';
const KEPT_MAX = 5_000;
const replySchema = z.object({ passport: z.string().min(1), refresh_token: z.string().min(1) });

export const refreshFailed = () =>
  new AppError(401, 'passport_refresh_failed', 'Failed to refresh access tokens and retrieve media.');

export function createJwAccessBridge(options: {
  baseUrl: string;
  siteId: string;
  clock: () => Date;
  timeoutMs?: number;
  fetch?: typeof fetch;
}): JwAccessBridge {
  const base = `${options.baseUrl.replace(/\/+$/, '')}/v2/sites/${encodeURIComponent(options.siteId)}/access`;
  const kept = new Map<string, Passport>();
  const keyOf = (token: string) => createHash('sha256').update(token).digest('base64url');

  async function put(path: 'generate' | 'refresh', init: { token?: string; refreshToken?: string }) {
    const response = await callService(
      SERVICE,
      `${base}/${path}`,
      {
        method: 'PUT',
        headers: {
          accept: 'application/json',
          ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
          ...(init.refreshToken ? { 'content-type': 'application/json' } : {}),
        },
        body: init.refreshToken ? JSON.stringify({ refresh_token: init.refreshToken }) : undefined,
      },
      { timeoutMs: options.timeoutMs ?? 5_000, fetch: options.fetch },
    );
    if (!response.ok) return null;
    // A body that is not the promised shape (a proxy's error page) is an outage, not a bug of ours: 503.
    const parsed = replySchema.safeParse(await jsonOf(SERVICE, response));
    if (!parsed.success) throw serviceUnavailable(SERVICE);
    const reply = parsed.data;
    return {
      passport: reply.passport,
      refreshToken: reply.refresh_token,
      expiresAt: options.clock().getTime() + PASSPORT_TTL_MS,
    };
  }

  function keep(key: string, passport: Passport) {
    if (kept.size >= KEPT_MAX && !kept.has(key)) kept.delete(kept.keys().next().value as string);
    kept.set(key, passport);
    return passport;
  }

  async function renew(token: string, key: string, current: Passport | undefined): Promise<Passport> {
    const refreshed = current ? await put('refresh', { refreshToken: current.refreshToken }) : null;
    const next = refreshed ?? (await put('generate', { token }));
    if (!next) {
      kept.delete(key);
      throw refreshFailed();
    }
    return keep(key, next);
  }

  async function passport(token: string) {
    const key = keyOf(token);
    const current = kept.get(key);
    if (current && current.expiresAt > options.clock().getTime()) return current;
    return renew(token, key, current);
  }

  return {
    passport,
    async withPassport(token, load) {
      const first = await passport(token);
      try {
        return await load(first.passport);
      } catch (error) {
        if (!(error instanceof PassportRefused)) throw error;
      }
      const second = await renew(token, keyOf(token), first);
      try {
        return await load(second.passport);
      } catch (error) {
        if (error instanceof PassportRefused) throw refreshFailed();
        throw error;
      }
    },
  };
}
