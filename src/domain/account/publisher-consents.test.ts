import { describe, expect, it } from 'vitest';
import {
  changedAnswers,
  consentStates,
  initialConsentValues,
  missingRequiredConsents,
  mistypedConsents,
  unknownConsents,
  type PublisherConsent,
} from './publisher-consents';

const terms: PublisherConsent = { name: 'terms', label: 'I accept the terms', version: '2', required: true };
const marketing: PublisherConsent = { name: 'marketing', label: 'Send me news', version: '1', required: false };
const declared = [terms, marketing];
const earlier = new Date('2026-01-01T00:00:00Z');
const now = new Date('2026-05-01T00:00:00Z');

describe('publisher consents', () => {
  it('names the required consents that are not ticked', () => {
    expect(missingRequiredConsents(declared, {})).toEqual(['terms']);
    expect(missingRequiredConsents(declared, { terms: false, marketing: true })).toEqual(['terms']);
    expect(missingRequiredConsents(declared, { terms: true })).toEqual([]);
  });

  it('names consents the settings do not declare', () => {
    expect(unknownConsents(declared, { terms: true, other: true })).toEqual(['other']);
  });

  it('counts an answer to an older version as not given, and says it is outdated', () => {
    const states = consentStates(declared, [
      { name: 'terms', version: '1', accepted: true, answeredAt: earlier },
      { name: 'marketing', version: '1', accepted: true, answeredAt: earlier },
    ]);
    expect(states[0]).toMatchObject({ name: 'terms', accepted: false, outdated: true, answeredAt: null });
    expect(states[1]).toMatchObject({
      name: 'marketing',
      accepted: true,
      outdated: false,
      answeredAt: earlier.toISOString(),
    });
  });

  it('stores only the answers that change, with the current version and the new time', () => {
    const states = consentStates(declared, [
      { name: 'terms', version: '2', accepted: true, answeredAt: earlier },
      { name: 'marketing', version: '1', accepted: false, answeredAt: earlier },
    ]);
    expect(changedAnswers(states, { terms: true, marketing: false }, now)).toEqual([]);
    expect(changedAnswers(states, { terms: true, marketing: true }, now)).toEqual([
      { name: 'marketing', version: '1', accepted: true, answeredAt: now },
    ]);
  });

  it('stores a re-acceptance of a changed version', () => {
    const states = consentStates(declared, [{ name: 'terms', version: '1', accepted: true, answeredAt: earlier }]);
    expect(changedAnswers(states, { terms: true }, now)).toEqual([
      { name: 'terms', version: '2', accepted: true, answeredAt: now },
    ]);
  });

  describe('register fields (InPlayer, spec 1 §3)', () => {
    const sport: PublisherConsent = {
      name: 'favourite_sport',
      label: 'Favourite sport',
      version: '1',
      required: true,
      type: 'select',
      placeholder: 'Pick one',
      options: [
        { value: 'canoe', label: 'Canoe' },
        { value: 'korfball', label: 'Korfball' },
      ],
      isCustomRegisterField: true,
    };
    const birthday: PublisherConsent = { name: 'birthday', label: 'Birthday', version: '1', required: false, type: 'datepicker', defaultValue: '2000-01-01' };
    const news: PublisherConsent = { ...marketing, enabledByDefault: true };

    it('needs a non-blank text for a required register field', () => {
      expect(missingRequiredConsents([sport], {})).toEqual(['favourite_sport']);
      expect(missingRequiredConsents([sport], { favourite_sport: '  ' })).toEqual(['favourite_sport']);
      expect(missingRequiredConsents([sport], { favourite_sport: 'canoe' })).toEqual([]);
    });

    it('names a tick given for a register field and a text given for a checkbox', () => {
      expect(mistypedConsents([sport, terms], { favourite_sport: true, terms: 'yes' })).toEqual(['favourite_sport', 'terms']);
      expect(mistypedConsents([sport, terms], { favourite_sport: 'canoe', terms: true })).toEqual([]);
    });

    it('starts a form with the default ticks and texts', () => {
      expect(initialConsentValues([terms, news, sport, birthday])).toEqual({
        terms: false,
        marketing: true,
        favourite_sport: '',
        birthday: '2000-01-01',
      });
    });
  });
});
