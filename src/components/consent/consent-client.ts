import {
  CONSENT_CATEGORIES,
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_S,
  CONSENT_TAGS_ELEMENT_ID,
  consentFor,
  consentInCookies,
  serializeConsent,
  tagsAllowed,
  type ChosenConsent,
  type Consent,
  type ConsentCategory,
  type ConsentTag,
} from '../../domain/consent/consent';

/**
 * The viewer's cookie choice in the browser: the banner, the Cookie Preferences dialog, and the declared tags
 * (tag manager, pixel, analytics) loaded once each, only while their category is allowed. The page itself is the
 * same for everyone; all of this is decided here.
 */
const CHANGED = 'consent-changed';

export function readConsent(): Consent {
  return consentInCookies(document.cookie);
}

/** Keeps the choice for 365 days, or forgets it (`null`: the banner asks again). */
function storeConsent(consent: ChosenConsent | null): void {
  const attributes = `Path=/; SameSite=Lax${location.protocol === 'https:' ? '; Secure' : ''}`;
  document.cookie = consent
    ? `${CONSENT_COOKIE}=${serializeConsent(consent)}; Max-Age=${CONSENT_MAX_AGE_S}; ${attributes}`
    : `${CONSENT_COOKIE}=; Max-Age=0; ${attributes}`;
  window.dispatchEvent(new Event(CHANGED));
}

function declaredTags(): ConsentTag[] {
  const json = document.getElementById(CONSENT_TAGS_ELEMENT_ID)?.textContent;
  return json ? (JSON.parse(json) as ConsentTag[]) : [];
}

const loaded = new Set<string>();

/** Loads the tags the choice allows that have not run yet on this page. */
function applyConsent(): void {
  const allowed = tagsAllowed(declaredTags(), readConsent());
  // A script that ran cannot be taken back: a withdrawn category reloads the page without it.
  if ([...loaded].some((src) => !allowed.some((tag) => tag.src === src))) {
    location.reload();
    return;
  }
  for (const tag of allowed) {
    if (loaded.has(tag.src)) continue;
    loaded.add(tag.src);
    const script = document.createElement('script');
    script.src = tag.src;
    script.async = true;
    script.dataset.consentTag = tag.name;
    document.head.append(script);
  }
}

/** What a button of the banner or the dialog stands for. */
function choiceFor(action: string | undefined, checked: () => ConsentCategory[]): ChosenConsent | null | undefined {
  if (action === 'all') return consentFor(CONSENT_CATEGORIES);
  if (action === 'essential') return consentFor([]);
  if (action === 'save') return consentFor(checked());
  if (action === 'reset') return null;
  return undefined;
}

/** The first-visit banner: shown while there is no choice, on pages that may ask. */
export function enhanceBanner(banner: HTMLElement): void {
  const show = () => {
    banner.hidden = !(banner.dataset.asks === 'true' && readConsent().state === 'none');
  };
  banner.addEventListener('click', (event) => {
    const action = (event.target as Element).closest<HTMLButtonElement>('button[data-consent]')?.dataset.consent;
    const choice = choiceFor(action, () => []);
    if (choice === undefined) return;
    const hadFocus = banner.contains(document.activeElement);
    storeConsent(choice);
    // The banner hides with the button that had the focus: the focus goes on to the page, where the skip link
    // would take it, instead of falling back to <body> (decision 4220).
    if (hadFocus) document.getElementById('content')?.focus({ preventScroll: true });
  });
  window.addEventListener(CHANGED, show);
  show();
}

/** The Cookie Preferences dialog: its switches show the stored choice, its buttons change it. */
export function enhancePreferences(dialog: HTMLDialogElement): void {
  const form = dialog.querySelector('form')!;
  const boxes = [...form.querySelectorAll<HTMLInputElement>('input[data-category]')];
  const sync = () => {
    const consent = readConsent();
    for (const box of boxes)
      box.checked = consent.state !== 'none' && consent.categories.has(box.dataset.category as ConsentCategory);
  };
  form.addEventListener('submit', (event) => {
    const checked = () => boxes.filter((box) => box.checked).map((box) => box.dataset.category as ConsentCategory);
    const choice = choiceFor((event.submitter as HTMLButtonElement | null)?.value, checked);
    if (choice !== undefined) storeConsent(choice);
  });
  window.addEventListener(CHANGED, sync);
  sync();
}

applyConsent();
window.addEventListener(CHANGED, applyConsent);

/** Wires the footer's Cookie Preferences dialog and the first-visit banner, when the page has them. */
export function bootConsent(): void {
  const dialog = document.getElementById('cookie-preferences');
  const preferences = dialog instanceof HTMLDialogElement ? dialog : null;
  // Browsers without invoker commands open the dialog from here.
  const supportsCommands = 'command' in HTMLButtonElement.prototype;
  if (preferences) {
    enhancePreferences(preferences);
    if (!supportsCommands) {
      document.querySelector('[data-cookie-open]')?.addEventListener('click', () => preferences.showModal());
    }
    // A click on the backdrop lands on the dialog element itself (the panel fills the rest).
    preferences.addEventListener('click', (event) => {
      if (event.target === preferences) preferences.close();
    });
  }
  const banner = document.querySelector<HTMLElement>('[data-cookie-banner]');
  if (banner) {
    enhanceBanner(banner);
    if (!supportsCommands && preferences) {
      banner.querySelector('[data-consent-settings]')?.addEventListener('click', () => preferences.showModal());
    }
  }
}
