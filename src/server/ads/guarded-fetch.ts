import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { isPrivateAddress } from '../http/address-ranges';

/**
 * GET for documents named by outside parties (ad tags, wrappers, VMAP): the server must not become a way into
 * its own network (SSRF). Only http(s); no credentials or cookies are sent; the connection is refused when the
 * host is, or resolves to, a loopback, private, link-local, shared or reserved address — checked in the lookup
 * the connection itself uses, so a DNS answer that changes between check and connect (rebinding) cannot slip
 * through. At most 3 redirects, each checked the same way; a size cap; the caller's signal ends it.
 */
export type GuardedFetchFailure = 'refused' | 'not_found' | 'http_error' | 'timeout' | 'too_large';

export class GuardedFetchError extends Error {
  constructor(
    readonly reason: GuardedFetchFailure,
    message: string,
  ) {
    super(message);
    this.name = 'GuardedFetchError';
  }
}

export interface GuardedFetchOptions {
  signal: AbortSignal;
  maxBytes: number;
  /** Tests against a server on this machine; never set in production. */
  allowPrivateNetwork?: boolean;
  accept?: string;
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** `dns.lookup` that fails for private addresses (Node may ask for one address or for all of them). */
function publicOnlyLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, options.all ? [] : '');
    const list = addresses as LookupAddress[];
    if (list.length === 0 || list.some((entry) => isPrivateAddress(entry.address))) {
      const refused: NodeJS.ErrnoException = new Error(`${hostname} resolves to a private address`);
      refused.code = 'EPRIVATE';
      return callback(refused, options.all ? [] : '');
    }
    if (options.all) return callback(null, list);
    callback(null, list[0]!.address, list[0]!.family);
  });
}

function get(url: URL, options: GuardedFetchOptions): Promise<IncomingMessage> {
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = request(url, {
      method: 'GET',
      headers: { accept: options.accept ?? '*/*', 'user-agent': 'ott-site-ads/1' },
      signal: options.signal,
      ...(options.allowPrivateNetwork ? {} : { lookup: publicOnlyLookup }),
    });
    outgoing.on('response', resolve);
    outgoing.on('error', reject);
    outgoing.end();
  });
}

async function readBody(response: IncomingMessage, maxBytes: number, href: string): Promise<string> {
  const declared = Number(response.headers['content-length']);
  if (declared > maxBytes) {
    response.destroy();
    throw new GuardedFetchError('too_large', `${href}: ${declared} bytes`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      response.destroy();
      throw new GuardedFetchError('too_large', `${href}: over ${maxBytes} bytes`);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function failure(error: unknown, href: string, signal: AbortSignal): GuardedFetchError {
  if (error instanceof GuardedFetchError) return error;
  if (signal.aborted) return new GuardedFetchError('timeout', `${href}: gave up waiting`);
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  if (code === 'EPRIVATE') return new GuardedFetchError('refused', `${href}: private address`);
  return new GuardedFetchError('http_error', `${href}: ${error instanceof Error ? error.message : String(error)}`);
}

export async function guardedFetchText(address: string, options: GuardedFetchOptions): Promise<string> {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new GuardedFetchError('refused', `not an absolute URL: ${address}`);
  }
  for (let redirects = 0; ; redirects += 1) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new GuardedFetchError('refused', `not http(s): ${url.href}`);
    }
    if (url.username || url.password) throw new GuardedFetchError('refused', `credentials in ${url.host}`);
    const literal = url.hostname.replace(/^\[|\]$/g, '');
    if (!options.allowPrivateNetwork && isIP(literal) !== 0 && isPrivateAddress(literal)) {
      throw new GuardedFetchError('refused', `${url.host} is a private address`);
    }
    try {
      const response = await get(url, options);
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (status >= 300 && status < 400 && location) {
        response.resume();
        if (redirects >= 3) throw new GuardedFetchError('http_error', `${url.href}: too many redirects`);
        url = new URL(location, url);
        continue;
      }
      if (status === 404 || status === 410) {
        response.resume();
        throw new GuardedFetchError('not_found', `${url.href}: ${status}`);
      }
      if (status < 200 || status >= 300) {
        response.resume();
        throw new GuardedFetchError('http_error', `${url.href}: HTTP ${status}`);
      }
      return await readBody(response, options.maxBytes, url.href);
    } catch (error) {
      throw failure(error, url.href, options.signal);
    }
  }
}
