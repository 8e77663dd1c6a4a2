import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { registerRequestSchema } from '../../../lib/api/contract';
import { RegistrationForm } from './RegistrationForm';

/** Each registration screen states the password rule it applies (decision 4402). */
describe('the registration form per flow', () => {
  it('asks a lowercase letter and a number in the account modal (spec 2 §5)', () => {
    const html = renderToStaticMarkup(<RegistrationForm language="en" flow="modal" />);
    expect(html).toContain('At least 8 characters, with a lowercase letter and a number.');
  });

  it('asks upper and lower case letters and a number on the /create-account page (spec 3 §5)', () => {
    const html = renderToStaticMarkup(<RegistrationForm language="en" flow="page" />);
    expect(html).toContain('At least 8 characters, with upper and lower case letters and a number.');
  });

  it('validates by the same domain rule the API applies to the modal, and the stricter one on the page', () => {
    const body = { email: 'ada@example.com', password: 'sunnyday42' };
    expect(registerRequestSchema('2026-01-01').safeParse(body).success).toBe(true);
    expect(registerRequestSchema('2026-01-01', 'modal').safeParse(body).success).toBe(true);
    expect(registerRequestSchema('2026-01-01', 'page').safeParse(body).success).toBe(false);
  });
});
