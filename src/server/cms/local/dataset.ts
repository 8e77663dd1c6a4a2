import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { resolveRelativeTimes } from '../../shared/relative-time';
import { CmsError } from '../port';

/**
 * A Sanity NDJSON export held in memory, as one of Sanity's perspectives sees it: `published` leaves drafts
 * (`drafts.…`) and release versions (`versions.…`) out; `drafts` (the editors' preview) shows each document's
 * draft in place of its published version, under the published id, and drafts never published too. Documents holding relative times (`now+1d`, see
 * shared/relative-time.ts) are resolved against the given instant on every snapshot; the others are shared.
 */
export interface DatasetSnapshot {
  documents: readonly StoredDocument[];
  byId(id: string): StoredDocument | undefined;
}

export interface LocalDataset {
  readonly size: number;
  at(now: Date): DatasetSnapshot;
}

const documentSchema = z.looseObject({ _id: z.string().min(1), _type: z.string().min(1) });
export type StoredDocument = z.output<typeof documentSchema>;

const RELATIVE_TIME_VALUE = /"now(?:[+-]\d+[smhd])*"/;
export type Perspective = 'published' | 'drafts';

const DRAFT_PREFIX = 'drafts.';
const isPublished = (id: string) => !id.startsWith(DRAFT_PREFIX) && !id.startsWith('versions.');

/** The documents a perspective sees, in the export's order (a draft takes its published version's place). */
function inPerspective(all: readonly StoredDocument[], perspective: Perspective): StoredDocument[] {
  const published = all.filter((doc) => isPublished(doc._id));
  if (perspective === 'published') return published;
  const drafts = new Map(
    all
      .filter((doc) => doc._id.startsWith(DRAFT_PREFIX))
      .map((doc) => [doc._id.slice(DRAFT_PREFIX.length), { ...doc, _id: doc._id.slice(DRAFT_PREFIX.length) }]),
  );
  const merged = published.map((doc) => drafts.get(doc._id) ?? doc);
  const publishedIds = new Set(published.map((doc) => doc._id));
  return [...merged, ...[...drafts.values()].filter((doc) => !publishedIds.has(doc._id))];
}

export function parseDataset(ndjson: string, source: string, perspective: Perspective = 'published'): LocalDataset {
  const all: StoredDocument[] = [];
  ndjson.split('\n').forEach((line, index) => {
    if (line.trim() === '') return;
    let json: unknown;
    try {
      json = JSON.parse(line);
    } catch {
      throw new CmsError(`${source}:${index + 1}: not valid JSON`, 500);
    }
    const parsed = documentSchema.safeParse(json);
    if (!parsed.success) throw new CmsError(`${source}:${index + 1}: a document needs a string _id and _type`, 500);
    all.push(parsed.data);
  });
  const documents = inPerspective(all, perspective);

  const staticById = new Map<string, StoredDocument>();
  const dynamicIndexes: number[] = [];
  documents.forEach((doc, index) => {
    if (RELATIVE_TIME_VALUE.test(JSON.stringify(doc))) dynamicIndexes.push(index);
    else staticById.set(doc._id, doc);
  });

  let last: { time: number; snapshot: DatasetSnapshot } | undefined;
  return {
    size: documents.length,
    at(now) {
      if (last?.time === now.getTime()) return last.snapshot;
      const resolved = [...documents];
      const resolvedById = new Map<string, StoredDocument>();
      for (const index of dynamicIndexes) {
        const doc = resolveRelativeTimes(documents[index]!, now);
        resolved[index] = doc;
        resolvedById.set(doc._id, doc);
      }
      const snapshot: DatasetSnapshot = {
        documents: resolved,
        byId: (id) => resolvedById.get(id) ?? staticById.get(id),
      };
      last = { time: now.getTime(), snapshot };
      return snapshot;
    },
  };
}

export async function loadDataset(file: string, perspective: Perspective = 'published'): Promise<LocalDataset> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new CmsError(
      `cannot read the CMS dataset ${file}: ${error instanceof Error ? error.message : String(error)}`,
      500,
    );
  }
  return parseDataset(text, file, perspective);
}
