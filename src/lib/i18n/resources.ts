import enCommon from './locales/en/common.json';
import esCommon from './locales/es/common.json';
import nlCommon from './locales/nl/common.json';
import frCommon from './locales/fr/common.json';
import deCommon from './locales/de/common.json';
import enPlayer from './locales/en/player.json';
import esPlayer from './locales/es/player.json';
import nlPlayer from './locales/nl/player.json';
import frPlayer from './locales/fr/player.json';
import dePlayer from './locales/de/player.json';
import enErrors from './locales/en/errors.json';
import esErrors from './locales/es/errors.json';
import nlErrors from './locales/nl/errors.json';
import frErrors from './locales/fr/errors.json';
import deErrors from './locales/de/errors.json';

export const supportedLanguages = ['en', 'es', 'nl', 'fr', 'de'] as const;
export type Language = (typeof supportedLanguages)[number];

/** Namespaces: `common` (pages, header, footer, cards), `player` (player island), `errors` (error screens). */
export const namespaces = ['common', 'player', 'errors'] as const;

export const resources = {
  en: { common: enCommon, player: enPlayer, errors: enErrors },
  es: { common: esCommon, player: esPlayer, errors: esErrors },
  nl: { common: nlCommon, player: nlPlayer, errors: nlErrors },
  fr: { common: frCommon, player: frPlayer, errors: frErrors },
  de: { common: deCommon, player: dePlayer, errors: deErrors },
};
