import type { RawItem } from './catalog';

/**
 * How the local catalog answers the two dynamic playlists the JW platform computes server-side:
 * recommendations (`related_media_id`) and search (`search`). Pure; item order in the catalog breaks ties.
 */

/** Lower case without accents, so `Équipe` matches `equipe`. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

function text(item: RawItem, key: string): string {
  const value = item[key];
  return typeof value === 'string' ? value : '';
}

function tagsOf(item: RawItem): string[] {
  const tags = item.tags;
  const list =
    typeof tags === 'string' ? tags.split(',') : Array.isArray(tags) ? tags.filter((t) => typeof t === 'string') : [];
  return list.map((tag) => foldText(tag.trim())).filter(Boolean);
}

/** Items sharing the most tags (a shared genre counts as one more), best first; never the reference itself. */
export function relatedItems(items: readonly RawItem[], reference: RawItem): RawItem[] {
  const referenceTags = new Set(tagsOf(reference));
  const referenceGenre = foldText(text(reference, 'genre'));
  return items
    .filter((item) => item.mediaid !== reference.mediaid)
    .map((item, index) => {
      const shared = tagsOf(item).filter((tag) => referenceTags.has(tag)).length;
      const sameGenre = referenceGenre !== '' && foldText(text(item, 'genre')) === referenceGenre ? 1 : 0;
      return { item, index, score: shared + sameGenre };
    })
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((entry) => entry.item);
}

/**
 * Items whose title, description or tags contain every word of `query` (case- and accent-insensitive);
 * with `language`, the translated title and description count too. Title matches come first.
 */
export function searchItems(items: readonly RawItem[], query: string, language?: string): RawItem[] {
  const terms = foldText(query).split(/\s+/).filter(Boolean);
  if (terms.length === 0) return [];
  const translated = (item: RawItem, key: string) => (language ? text(item, `${key}-${language}`) : '');
  return items
    .map((item, index) => {
      const title = foldText(`${text(item, 'title')} ${translated(item, 'title')}`);
      const haystack = `${title} ${foldText(`${text(item, 'description')} ${translated(item, 'description')}`)} ${tagsOf(item).join(' ')}`;
      const matches = terms.every((term) => haystack.includes(term));
      const inTitle = terms.every((term) => title.includes(term));
      return { item, index, matches, rank: inTitle ? 0 : 1 };
    })
    .filter((entry) => entry.matches)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.item);
}
