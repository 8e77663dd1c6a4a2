// With its extension: scripts/cms/sanity-export.mjs loads this file with Node's own TypeScript support.
import { readFile } from 'node:fs/promises';
import { dirname, isAbsolute, resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';

/**
 * What `sanity dataset export` writes, read without a tar dependency: a `.tar.gz` holding `{name}/data.ndjson`,
 * `{name}/images/…` and `{name}/files/…`, or a plain `.ndjson` (its `./images/…` relative to its folder).
 */

type Doc = Record<string, unknown> & { _id: string; _type: string };

export interface SanityExport {
  documents: Doc[];
  /** The bytes of an asset the documents name (`./images/x.jpg`, an absolute path, or an http(s) URL). */
  readAsset(location: string): Promise<Uint8Array>;
}

const text = (block: Uint8Array, from: number, length: number) =>
  new TextDecoder().decode(block.subarray(from, from + length)).replace(/\0.*$/s, '');

/** The regular files of a tar archive (ustar, with GNU long names and pax `path` records), by path. */
export function untar(archive: Uint8Array): Map<string, Uint8Array> {
  const files = new Map<string, Uint8Array>();
  let offset = 0;
  let longName: string | undefined;
  while (offset + 512 <= archive.length) {
    const header = archive.subarray(offset, offset + 512);
    if (header.every((byte) => byte === 0)) break;
    const size = parseInt(text(header, 124, 12).trim() || '0', 8);
    const type = String.fromCharCode(header[156] ?? 0);
    const body = archive.subarray(offset + 512, offset + 512 + size);
    const prefix = text(header, 345, 155);
    const name = longName ?? (prefix ? `${prefix}/${text(header, 0, 100)}` : text(header, 0, 100));
    longName = undefined;
    if (type === 'L') longName = text(body, 0, size);
    else if (type === 'x') longName = /(?:^|\n)\d+ path=([^\n]*)\n/.exec(new TextDecoder().decode(body))?.[1];
    else if (type === '0' || type === '\0') files.set(name, body);
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  return files;
}

const parseNdjson = (ndjson: string): Doc[] =>
  ndjson
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Doc);

async function fetchBytes(url: string, token?: string): Promise<Uint8Array> {
  const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new Error(`GET ${url}: HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

export async function readSanityExport(file: string, token?: string): Promise<SanityExport> {
  const bytes = new Uint8Array(await readFile(file));
  if (!/\.(tar\.gz|tgz)$/.test(file)) {
    const base = dirname(resolve(file));
    return {
      documents: parseNdjson(new TextDecoder().decode(bytes)),
      readAsset: async (location) =>
        /^https?:/.test(location)
          ? fetchBytes(location, token)
          : new Uint8Array(await readFile(isAbsolute(location) ? location : resolve(base, location))),
    };
  }
  const files = untar(gunzipSync(bytes));
  const data = [...files.keys()].find((name) => name === 'data.ndjson' || name.endsWith('/data.ndjson'));
  if (!data) throw new Error(`${file}: no data.ndjson in the archive`);
  const root = data.slice(0, -'data.ndjson'.length);
  return {
    documents: parseNdjson(new TextDecoder().decode(files.get(data))),
    async readAsset(location) {
      if (/^https?:/.test(location)) return fetchBytes(location, token);
      const inside = files.get(root + location.replace(/^\.\//, ''));
      if (!inside) throw new Error(`${file}: the archive has no ${location}`);
      return inside;
    },
  };
}

/** A dataset through Sanity's export API (documents with their asset documents, files fetched from the CDN). */
export async function fetchSanityExport(project: {
  id: string;
  dataset: string;
  token?: string;
}): Promise<SanityExport> {
  const url = `https://${project.id}.api.sanity.io/v2021-06-07/data/export/${encodeURIComponent(project.dataset)}`;
  const ndjson = new TextDecoder().decode(await fetchBytes(url, project.token));
  return { documents: parseNdjson(ndjson), readAsset: (location) => fetchBytes(location, project.token) };
}
