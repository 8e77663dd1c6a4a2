import { describe, expect, it } from 'vitest';
import { messages } from '../../../domain/account/fields';
import { resources, supportedLanguages } from '../../../lib/i18n/resources';
import { translateMessage } from './messages';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (prefix === '' && key === 'sentences') continue;
    if (typeof value === 'string') entries.set(prefix + key, value);
    else for (const [inner, text] of flatten(value, `${prefix}${key}.`)) entries.set(inner, text);
  }
  return entries;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{?(\w+)\}?\}/g)].map((match) => match[0]).sort();
const others = supportedLanguages.filter((language) => language !== 'en');

describe('account.json translations', () => {
  const english = flatten(resources.en.account as Tree);

  it.each(others)('%s has every key, non-empty, same placeholders', (language) => {
    const translated = flatten(resources[language].account as Tree);
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of english) {
      const other = translated.get(key) ?? '';
      expect(other.trim(), `${language} ${key}`).not.toBe('');
      expect(placeholders(other), `${language} ${key}`).toEqual(placeholders(text));
    }
  });

  // Every rule message is either a key the namespace translates or a sentence every other language translates.
  const ruleMessages = Object.values(messages);
  it.each(others)('%s translates every message of the account rules', (language) => {
    for (const message of ruleMessages) {
      expect(translateMessage(language, message), `${language}: ${message}`).not.toBe(message);
    }
  });

  it('English shows keys in words and sentences as written', () => {
    for (const message of ruleMessages) {
      const shown = translateMessage('en', message);
      expect(shown, message).not.toMatch(/^[a-z_:]+(\.[a-z_]+)+$/);
    }
  });
});
