/**
 * Cookie consent (spec 2 §3, §4, §9): the viewer's choice kept in the `cookies.consent` cookie for 365 days.
 * States: none (not asked yet), accepted (every category), declined (essential cookies only), or a choice of
 * categories made in the Cookie Preferences dialog. Essential cookies need no consent and have no category here.
 */
export const CONSENT_COOKIE = 'cookies.consent';
export const CONSENT_MAX_AGE_S = 365 * 24 * 60 * 60;
/** The page element whose JSON lists the declared tags for the browser. */
export const CONSENT_TAGS_ELEMENT_ID = 'consent-tags';

export const CONSENT_CATEGORIES = ['analytics', 'marketing'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

export type ChosenConsent = { state: 'accepted' | 'declined' | 'partial'; categories: ReadonlySet<ConsentCategory> };
export type Consent = { state: 'none' } | ChosenConsent;

/** The banner is not shown on the pages it links to (spec 2 §2). */
const POLICY_PAGES = ['/privacy-policy', '/cookies-policy'];

const isCategory = (value: string): value is ConsentCategory =>
  (CONSENT_CATEGORIES as readonly string[]).includes(value);

/** A consent from the categories the viewer allowed. */
export function consentFor(categories: Iterable<ConsentCategory>): ChosenConsent {
  const allowed = new Set(categories);
  const state = allowed.size === 0 ? 'declined' : allowed.size === CONSENT_CATEGORIES.length ? 'accepted' : 'partial';
  return { state, categories: allowed };
}

/** The stored value: `accepted`, `declined`, or the allowed categories joined by `+`. Anything else is no choice. */
export function parseConsent(value: string | null | undefined): Consent {
  if (value === 'accepted') return consentFor(CONSENT_CATEGORIES);
  if (value === 'declined') return consentFor([]);
  const parts = value ? value.split('+') : [];
  if (parts.length === 0 || !parts.every(isCategory)) return { state: 'none' };
  return consentFor(parts);
}

/** The choice in a `document.cookie`-style list (`a=1; cookies.consent=analytics`). */
export function consentInCookies(cookies: string): Consent {
  const entry = cookies.split('; ').find((part) => part.startsWith(`${CONSENT_COOKIE}=`));
  return parseConsent(entry?.slice(CONSENT_COOKIE.length + 1));
}

export function serializeConsent(consent: ChosenConsent): string {
  if (consent.state !== 'partial') return consent.state;
  return CONSENT_CATEGORIES.filter((category) => consent.categories.has(category)).join('+');
}

export function allows(consent: Consent, category: ConsentCategory): boolean {
  return consent.state !== 'none' && consent.categories.has(category);
}

/** Whether the first-visit banner may ask on this page: not on the policies it links to, in any language. */
export function asksOnPage(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '');
  return !POLICY_PAGES.some((page) => path === page || path.endsWith(page));
}

/** A script the operator declared (tag manager, pixel, analytics), loaded only with its category's consent. */
export interface ConsentTag {
  name: string;
  category: ConsentCategory;
  src: string;
}

/** The declared tags this consent lets load. */
/** The origins a page's `script-src` must allow for the declared tags (site-relative ones need none). */
export function tagOrigins(tags: readonly ConsentTag[]): string[] {
  return [...new Set(tags.filter((tag) => tag.src.startsWith('https://')).map((tag) => new URL(tag.src).origin))];
}

export function tagsAllowed(tags: readonly ConsentTag[], consent: Consent): ConsentTag[] {
  return tags.filter((tag) => allows(consent, tag.category));
}
