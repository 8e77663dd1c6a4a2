import { describe, expect, it } from 'vitest';
import { resources, supportedLanguages } from './resources';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') entries.set(prefix + key, value);
    else for (const [inner, text] of flatten(value, `${prefix}${key}.`)) entries.set(inner, text);
  }
  return entries;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe.each(['media', 'search', 'app'] as const)('%s.json translations', (namespace) => {
  const english = flatten(resources.en[namespace] as Tree);

  it.each(supportedLanguages.filter((language) => language !== 'en'))('%s has every key, non-empty, same placeholders', (language) => {
    const translated = flatten(resources[language][namespace] as Tree);
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of english) {
      const other = translated.get(key) ?? '';
      expect(other.trim(), `${language} ${key}`).not.toBe('');
      expect(placeholders(other), `${language} ${key}`).toEqual(placeholders(text));
    }
  });
});
