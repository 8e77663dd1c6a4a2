import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { RegistrationFlow } from '../../../domain/account/fields';
import { getT } from '../../../lib/i18n';
import { StrengthMeter } from './StrengthMeter';

/** The meter reads the flow's rule: what the form refuses never shows as an acceptable strength (decision 4402). */
const t = getT('en', 'account');
const meter = (password: string, flow: RegistrationFlow) =>
  renderToStaticMarkup(
    <StrengthMeter
      password={password}
      flow={flow}
      label={(level) => t('register.strength_label', { level: t(`register.strength.${level}`) })}
    />,
  );
const filledBars = (html: string) => html.match(/class="is-filled"/g)?.length ?? 0;

describe('the registration strength meter per flow', () => {
  it('rates a lowercase-and-digit password in the modal (spec 2 §5), and calls it too weak on the page', () => {
    const modal = meter('sunny-day42', 'modal');
    expect(modal).toContain('Password strength: Fair');
    expect(filledBars(modal)).toBe(2);
    const page = meter('sunny-day42', 'page');
    expect(page).toContain('Password strength: Too weak');
    expect(filledBars(page)).toBe(0);
  });

  it('rates the same with an upper-case letter in both flows', () => {
    for (const flow of ['modal', 'page'] as const) expect(meter('Sunny-day-42', flow)).toContain('Very strong');
  });

  it('calls a password without a digit too weak in both', () => {
    for (const flow of ['modal', 'page'] as const) expect(meter('Sunny-day', flow)).toContain('Too weak');
  });

  it('shows nothing before a password is typed', () => {
    expect(meter('', 'modal')).not.toContain('Password strength');
  });
});
