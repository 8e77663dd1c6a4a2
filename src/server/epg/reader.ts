import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RawProgram } from '../../domain/live-guide/programs';
import { noteRemoteCall } from '../shared/upstream/budget';
import type { CircuitBreaker } from '../shared/upstream/circuit-breaker';
import { EpgFormatError, readJwEpg } from './jw-json';
import { readXmltv } from './xmltv';

/**
 * Reads a live channel's schedule (spec 1 §7 "EPG"): GET its `scheduleUrl`, with an `API-KEY` header from
 * `scheduleToken`. `scheduleType` "jwp" (or none) is the JW EPG JSON; any other type is an XMLTV listing.
 * The demo's site-relative `/demo-epg/{name}.json|xml` is read from the demo folder (the local platform's
 * schedules) instead of calling our own server. Every failure is an `EpgError` naming its kind.
 */
export type EpgFailure = 'unsupported_url' | 'not_found' | 'http_error' | 'timeout' | 'too_large' | 'invalid_schedule';

export class EpgError extends Error {
  constructor(
    readonly reason: EpgFailure,
    message: string,
  ) {
    super(message);
    this.name = 'EpgError';
  }
}

export interface ScheduleSource {
  /** The channel's media id (narrows a multi-channel XMLTV listing). */
  channelId: string;
  scheduleUrl: string;
  scheduleToken?: string;
  scheduleType?: string;
}

export interface ScheduleReader {
  read(source: ScheduleSource): Promise<RawProgram[]>;
}

export interface ScheduleReaderOptions {
  /** Folder holding the files of `/demo-epg/{name}`. */
  demoEpgDir: string;
  fetch?: typeof fetch;
  /** A guide must not hang on a slow EPG host: 3 s, then the last good schedule (or none) is shown. */
  timeoutMs?: number;
  maxBytes?: number;
  breakerFor?: (host: string) => CircuitBreaker;
}

/** Failures that say the EPG host is down or hanging (a missing or malformed schedule does not). */
export function isEpgHostFailure(error: unknown): boolean {
  return error instanceof EpgError && (error.reason === 'timeout' || error.reason === 'http_error');
}

const DEMO_EPG = /^\/demo-epg\/([a-z0-9]+(?:[-_][a-z0-9]+)*\.(?:json|xml))$/i;

export const isXmltv = (scheduleType: string | undefined) => !!scheduleType && scheduleType.toLowerCase() !== 'jwp';

export function createScheduleReader(options: ScheduleReaderOptions): ScheduleReader {
  const fetchFn = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 3000;
  const maxBytes = options.maxBytes ?? 5_000_000;

  async function readDemo(name: string): Promise<string> {
    try {
      return await readFile(join(options.demoEpgDir, name), 'utf8');
    } catch {
      throw new EpgError('not_found', `demo schedule ${name} does not exist`);
    }
  }

  async function fetchBody(url: URL, source: ScheduleSource): Promise<string> {
    const headers: Record<string, string> = {
      accept: isXmltv(source.scheduleType) ? 'application/xml, text/xml;q=0.9, */*;q=0.1' : 'application/json',
    };
    if (source.scheduleToken) headers['API-KEY'] = source.scheduleToken;
    let response: Response;
    try {
      response = await fetchFn(url, { headers, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw new EpgError(timedOut ? 'timeout' : 'http_error', `could not fetch ${url.href}: ${String(error)}`);
    }
    if (response.status === 404 || response.status === 410)
      throw new EpgError('not_found', `${url.href}: ${response.status}`);
    if (!response.ok) throw new EpgError('http_error', `${url.href}: HTTP ${response.status}`);
    if (Number(response.headers.get('content-length')) > maxBytes) throw new EpgError('too_large', url.href);
    try {
      const body = await response.text();
      if (body.length > maxBytes) throw new EpgError('too_large', url.href);
      return body;
    } catch (error) {
      if (error instanceof EpgError) throw error;
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw new EpgError(timedOut ? 'timeout' : 'http_error', `${url.href}: ${String(error)}`);
    }
  }

  function fetchRemote(url: URL, source: ScheduleSource): Promise<string> {
    const breaker = options.breakerFor?.(url.host);
    noteRemoteCall(breaker);
    return breaker ? breaker.run(() => fetchBody(url, source)) : fetchBody(url, source);
  }

  function parse(body: string, source: ScheduleSource): RawProgram[] {
    try {
      if (isXmltv(source.scheduleType)) return readXmltv(body, source.channelId);
      return readJwEpg(JSON.parse(body));
    } catch (error) {
      throw new EpgError(
        'invalid_schedule',
        `${source.scheduleUrl}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  return {
    async read(source) {
      const demo = DEMO_EPG.exec(source.scheduleUrl);
      if (demo) return parse(await readDemo(demo[1]!), source);
      let url: URL;
      try {
        url = new URL(source.scheduleUrl);
      } catch {
        throw new EpgError('unsupported_url', `not an absolute URL: ${source.scheduleUrl}`);
      }
      if (url.protocol !== 'https:' && url.protocol !== 'http:') {
        throw new EpgError('unsupported_url', `not http(s): ${source.scheduleUrl}`);
      }
      return parse(await fetchRemote(url, source), source);
    },
  };
}

export { EpgFormatError };
