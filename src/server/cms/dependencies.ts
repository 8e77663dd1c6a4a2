import { idTag, recordTags, slugTag, typeTag } from '../shared/cache-tags';
import type { Cms } from './port';

/**
 * What a CMS read depends on, as cache tags (shared/cache-tags.ts), and which tags a changed document drops:
 * - a lookup by `$slug` depends on that slug of its type (a document that takes the slug later shows up);
 *   a lookup by `$id` on that id;
 * - any other query scans its types (`_type == "sport"`): it depends on every document of them (a new or
 *   deleted one changes the list);
 * - every query depends on each document whose `_id` is in its result (references included).
 */

const SCANNED_TYPE = /_type\s*==\s*"([A-Za-z][\w.]*)"/g;

function collectIds(value: unknown, into: Set<string>): void {
  if (Array.isArray(value)) for (const entry of value) collectIds(entry, into);
  else if (value && typeof value === 'object') {
    for (const [key, entry] of Object.entries(value)) {
      if (key === '_id' && typeof entry === 'string') into.add(idTag(entry));
      else collectIds(entry, into);
    }
  }
}

export function queryTags(query: string, params: Record<string, unknown>, result: unknown): Set<string> {
  const tags = new Set<string>();
  const types = [...query.matchAll(SCANNED_TYPE)].map((match) => match[1] as string);
  if (typeof params.slug === 'string' && types[0]) tags.add(slugTag(types[0], params.slug));
  else if (typeof params.id === 'string') tags.add(idTag(params.id));
  else for (const type of types) tags.add(typeTag(type));
  collectIds(result, tags);
  return tags;
}

/** A changed document, as the revalidation webhook names it. */
export interface DocumentChange {
  _id: string;
  _type: string;
  slug?: string | null;
}

/** The tags a change to this document drops. */
export function changeTags({ _id, _type, slug }: DocumentChange): string[] {
  return [idTag(_id), typeTag(_type), ...(slug ? [slugTag(_type, slug)] : [])];
}

/** The port, recording what each query read into the cache load or page render under way. */
export function withDependencyTags(cms: Cms): Cms {
  return {
    name: cms.name,
    async query(groq, params = {}) {
      const result = await cms.query(groq, params);
      recordTags(queryTags(groq, params, result));
      return result;
    },
  };
}
