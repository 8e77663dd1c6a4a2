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
import enSports from './locales/en/sports.json';
import esSports from './locales/es/sports.json';
import nlSports from './locales/nl/sports.json';
import frSports from './locales/fr/sports.json';
import deSports from './locales/de/sports.json';
import enPeople from './locales/en/people.json';
import esPeople from './locales/es/people.json';
import nlPeople from './locales/nl/people.json';
import frPeople from './locales/fr/people.json';
import dePeople from './locales/de/people.json';
import enPodcasts from './locales/en/podcasts.json';
import esPodcasts from './locales/es/podcasts.json';
import nlPodcasts from './locales/nl/podcasts.json';
import frPodcasts from './locales/fr/podcasts.json';
import dePodcasts from './locales/de/podcasts.json';
import enSchedule from './locales/en/schedule.json';
import esSchedule from './locales/es/schedule.json';
import nlSchedule from './locales/nl/schedule.json';
import frSchedule from './locales/fr/schedule.json';
import deSchedule from './locales/de/schedule.json';
import enMedia from './locales/en/media.json';
import esMedia from './locales/es/media.json';
import nlMedia from './locales/nl/media.json';
import frMedia from './locales/fr/media.json';
import deMedia from './locales/de/media.json';
import enSearch from './locales/en/search.json';
import esSearch from './locales/es/search.json';
import nlSearch from './locales/nl/search.json';
import frSearch from './locales/fr/search.json';
import deSearch from './locales/de/search.json';
import enAccount from './locales/en/account.json';
import esAccount from './locales/es/account.json';
import nlAccount from './locales/nl/account.json';
import frAccount from './locales/fr/account.json';
import deAccount from './locales/de/account.json';
import enApp from './locales/en/app.json';
import esApp from './locales/es/app.json';
import nlApp from './locales/nl/app.json';
import frApp from './locales/fr/app.json';
import deApp from './locales/de/app.json';

export { supportedLanguages, type Language } from './languages';

/**
 * Namespaces: `common` (pages, header, footer, cards), `player` (player island), `errors` (error screens), and the
 * event-site areas: `sports`, `people` (federations, athletes), `podcasts` (podcasts, results), `schedule`
 * (schedule, live page, static pages, footer extras), `media` (media detail, series, start button, share, trailer),
 * `search` (search page and header panel), `account` (header account menu, account modal and pages) and `app` (offline
 * page, app-download dialog).
 */
export const namespaces = [
  'common',
  'player',
  'errors',
  'sports',
  'people',
  'podcasts',
  'schedule',
  'media',
  'search',
  'account',
  'app',
] as const;

export const resources = {
  en: { common: enCommon, player: enPlayer, errors: enErrors, sports: enSports, people: enPeople, podcasts: enPodcasts, schedule: enSchedule, media: enMedia, search: enSearch, account: enAccount, app: enApp },
  es: { common: esCommon, player: esPlayer, errors: esErrors, sports: esSports, people: esPeople, podcasts: esPodcasts, schedule: esSchedule, media: esMedia, search: esSearch, account: esAccount, app: esApp },
  nl: { common: nlCommon, player: nlPlayer, errors: nlErrors, sports: nlSports, people: nlPeople, podcasts: nlPodcasts, schedule: nlSchedule, media: nlMedia, search: nlSearch, account: nlAccount, app: nlApp },
  fr: { common: frCommon, player: frPlayer, errors: frErrors, sports: frSports, people: frPeople, podcasts: frPodcasts, schedule: frSchedule, media: frMedia, search: frSearch, account: frAccount, app: frApp },
  de: { common: deCommon, player: dePlayer, errors: deErrors, sports: deSports, people: dePeople, podcasts: dePodcasts, schedule: deSchedule, media: deMedia, search: deSearch, account: deAccount, app: deApp },
};

export type Resources = typeof resources;

/**
 * The namespaces islands translate with. Only these, and only the page's language, are loaded in the browser
 * (`data-island-messages`, src/lib/i18n/index.ts); the server keeps every namespace of every language.
 */
export const islandNamespaces = ['common', 'player'] as const;

/**
 * Namespaces a page may name on top of `islandNamespaces` for the islands it shows (BaseLayout's
 * `islandNamespaces` prop): media and series pages name `media`, the account pages `account`, the search page
 * `search`. Other pages do not load them; the account modal and the header search panel load theirs when they
 * open (`loadNamespace`).
 */
export const extraIslandNamespaces = ['account', 'media', 'search'] as const;
export type ExtraIslandNamespace = (typeof extraIslandNamespaces)[number];
