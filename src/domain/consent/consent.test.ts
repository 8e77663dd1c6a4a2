import { describe, expect, it } from 'vitest';
import {
  allows,
  type ChosenConsent,
  asksOnPage,
  consentFor,
  consentInCookies,
  parseConsent,
  serializeConsent,
  tagOrigins,
  tagsAllowed,
  type ConsentTag,
} from './consent';

describe('cookie consent', () => {
  it('reads the stored choice, and anything unknown as no choice yet', () => {
    expect(parseConsent(undefined).state).toBe('none');
    expect(parseConsent('').state).toBe('none');
    expect(parseConsent('yes').state).toBe('none');
    expect(parseConsent('analytics+cookies').state).toBe('none');
    expect(parseConsent('accepted')).toMatchObject({ state: 'accepted' });
    expect(parseConsent('declined')).toMatchObject({ state: 'declined' });
    const some = parseConsent('marketing');
    expect(some.state).toBe('partial');
    expect(allows(some, 'marketing')).toBe(true);
    expect(allows(some, 'analytics')).toBe(false);
  });

  it('stores every category as accepted, none as declined, and a choice in a fixed order', () => {
    expect(serializeConsent(consentFor(['marketing', 'analytics']))).toBe('accepted');
    expect(serializeConsent(consentFor([]))).toBe('declined');
    expect(serializeConsent(consentFor(['marketing']))).toBe('marketing');
    for (const value of ['accepted', 'declined', 'analytics', 'marketing'])
      expect(serializeConsent(parseConsent(value) as ChosenConsent)).toBe(value);
  });

  it('lets a tag load only with its category allowed', () => {
    const tags: ConsentTag[] = [
      { name: 'Analytics', category: 'analytics', src: '/a.js' },
      { name: 'Pixel', category: 'marketing', src: 'https://pixel.example/p.js' },
    ];
    expect(tagsAllowed(tags, parseConsent(undefined))).toEqual([]);
    expect(tagsAllowed(tags, parseConsent('declined'))).toEqual([]);
    expect(tagsAllowed(tags, parseConsent('analytics')).map((tag) => tag.name)).toEqual(['Analytics']);
    expect(tagsAllowed(tags, parseConsent('accepted'))).toHaveLength(2);
  });

  it('names the origins the page policy must allow for external tags', () => {
    const tags: ConsentTag[] = [
      { name: 'Local', category: 'analytics', src: '/tags/a.js' },
      { name: 'Manager', category: 'analytics', src: 'https://tags.example/gtm.js?id=1' },
      { name: 'Pixel', category: 'marketing', src: 'https://tags.example/pixel.js' },
    ];
    expect(tagOrigins(tags)).toEqual(['https://tags.example']);
  });

  it('does not ask on the two policy pages, in any language', () => {
    expect(asksOnPage('/')).toBe(true);
    expect(asksOnPage('/sports/archery')).toBe(true);
    expect(asksOnPage('/privacy-policy')).toBe(false);
    expect(asksOnPage('/cookies-policy/')).toBe(false);
    expect(asksOnPage('/es/cookies-policy')).toBe(false);
  });
});

describe('consentInCookies', () => {
  it('finds the choice among other cookies, and no choice where there is none', () => {
    expect(consentInCookies('theme=dark; cookies.consent=analytics; x=1')).toEqual(consentFor(['analytics']));
    expect(consentInCookies('cookies.consent=declined')).toEqual(consentFor([]));
    expect(consentInCookies('xcookies.consent=accepted')).toEqual({ state: 'none' });
    expect(consentInCookies('')).toEqual({ state: 'none' });
  });
});
