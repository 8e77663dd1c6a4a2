import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PublisherConsentBody } from '../../../lib/api/contract';
import { accountT } from './use-account-t';
import { RegisterFields } from './RegisterFields';
import { ConsentCheckboxes } from './ConsentCheckboxes';

const base = { version: '1', enabledByDefault: false, isCustomRegisterField: true };
const fields: PublisherConsentBody[] = [
  { ...base, name: 'terms', label: 'I accept the terms', required: true, type: 'checkbox' },
  { ...base, name: 'marketing', label: 'Send me news', required: false, type: 'checkbox', enabledByDefault: true },
  {
    ...base,
    name: 'favourite_sport',
    label: 'Favourite sport',
    required: true,
    type: 'select',
    placeholder: 'Choose a sport',
    options: [
      { value: 'canoe', label: 'Canoe sprint' },
      { value: 'korfball', label: 'Korfball' },
    ],
  },
  { ...base, name: 'club_member_since', label: 'Club member since', required: false, type: 'datepicker' },
  { ...base, name: 'nickname', label: 'Nickname', required: false, type: 'input', placeholder: 'What friends call you' },
];
const t = accountT('en');
const values = { terms: false, marketing: true, favourite_sport: 'korfball', club_member_since: '', nickname: '' };

/** InPlayer's register fields on the sign-up form (spec 1 §3 "Publisher consent"). */
describe('register fields on sign-up', () => {
  const html = renderToStaticMarkup(<RegisterFields t={t} fields={fields} values={values} onChange={() => {}} />);

  it('shows a select with its placeholder and options, the chosen one selected', () => {
    expect(html).toMatch(/<select[^>]*name="consents.favourite_sport"[^>]*required/);
    expect(html).toContain('<option value="">Choose a sport</option>');
    expect(html).toContain('<option value="korfball" selected="">Korfball</option>');
  });

  it('shows a datepicker as a date field and other fields as text with their placeholder', () => {
    const input = (name: string) => new RegExp(`<input[^>]*name="consents.${name}"[^>]*>`).exec(html)?.[0] ?? '';
    expect(input('club_member_since')).toContain('type="date"');
    expect(input('nickname')).toContain('type="text"');
    expect(input('nickname')).toContain('placeholder="What friends call you"');
  });

  it('leaves the checkboxes to the consent list, which ticks one enabled by default', () => {
    expect(html).not.toContain('consents.terms');
    const boxes = renderToStaticMarkup(
      <ConsentCheckboxes t={t} consents={fields.slice(0, 2)} values={values} onChange={() => {}} />,
    );
    expect(boxes).toMatch(/name="consents.marketing"[^>]*checked=""/);
    expect(boxes).not.toMatch(/name="consents.terms"[^>]*checked=""/);
  });
});
