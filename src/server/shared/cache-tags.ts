import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Dependency tags: what a cached value was built from (`id:{documentId}`, `type:{documentType}`,
 * `slug:{type}:{slug}`), so a change drops only the cached data and rendered pages that read it.
 * Reads record their tags into the innermost collection under way (a data-cache load, a page render); the
 * caches keep them with what they store.
 */

const collections = new AsyncLocalStorage<Set<string>>();

/** Runs `work`, collecting the tags of everything it reads. */
export async function collectTags<T>(work: () => Promise<T>): Promise<{ value: T; tags: Set<string> }> {
  const tags = new Set<string>();
  const value = await collections.run(tags, work);
  return { value, tags };
}

/** Adds `tags` to the collection under way, if any. */
export function recordTags(tags: Iterable<string>): void {
  const collection = collections.getStore();
  if (collection) for (const tag of tags) collection.add(tag);
}

export const idTag = (id: string) => `id:${id.replace(/^drafts\./, '')}`;
export const typeTag = (type: string) => `type:${type}`;
export const slugTag = (type: string, slug: string) => `slug:${type}:${slug}`;

const KEPT_INVALIDATIONS = 1_000;

/**
 * The recent tag invalidations, so a value loaded while one happened is not stored: its data may predate the
 * change. Past the kept window a load counts as overtaken (it is then served but not stored).
 */
export function createInvalidationLog() {
  let sequence = 0;
  const recent: Array<{ sequence: number; tags: ReadonlySet<string> }> = [];
  return {
    /** The point a load starts from. */
    mark: (): number => sequence,
    record(tags: Iterable<string>): void {
      sequence += 1;
      recent.push({ sequence, tags: new Set(tags) });
      if (recent.length > KEPT_INVALIDATIONS) recent.shift();
    },
    /** Whether an invalidation since `mark` named one of `tags`. */
    overtook(mark: number, tags: ReadonlySet<string>): boolean {
      if (mark === sequence) return false;
      const oldest = recent[0]?.sequence ?? Infinity;
      if (mark + 1 < oldest) return true;
      return recent.some((entry) => entry.sequence > mark && [...entry.tags].some((tag) => tags.has(tag)));
    },
  };
}

export const intersects = (a: ReadonlySet<string>, b: ReadonlySet<string>) => [...a].some((tag) => b.has(tag));
