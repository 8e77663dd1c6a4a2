import type { Language } from './languages';

export type Messages = Record<string, unknown>;

// Each resource file is its own script chunk in the browser build: its name carries a hash, so browsers keep it
// for good, and a page's islands load only their language's files.
const chunks = import.meta.glob<Messages>('./locales/*/*.json', { import: 'default' });

/** One namespace's messages in one language, loaded as a chunk of its own. */
export function loadMessages(language: Language, namespace: string): Promise<Messages> {
  const load = chunks[`./locales/${language}/${namespace}.json`];
  return load ? load() : Promise.reject(new Error(`no messages for ${language}/${namespace}`));
}
