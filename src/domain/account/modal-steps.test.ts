import { describe, expect, it } from 'vitest';
import { accountModalSteps, modalSize, resolveModalStep, showsBanner } from './modal-steps';

describe('resolveModalStep', () => {
  it.each([
    [null, false, null],
    ['', false, null],
    ['choose-offer', true, null],
    ['LOGIN', false, null],
    ['login', false, 'login'],
    ['create-account', false, 'create-account'],
    ['forgot-password', false, 'forgot-password'],
    ['reset-password', false, 'reset-password'],
    ['send-confirmation', false, 'send-confirmation'],
    ['edit-password', false, 'edit-password'],
    ['personal-details', false, 'login'],
    ['welcome', false, 'login'],
    ['delete-account', false, 'login'],
    ['delete-account-confirmation', false, 'login'],
    ['warning-account-deletion', false, 'login'],
    ['personal-details', true, 'personal-details'],
    ['delete-account-confirmation', true, 'delete-account-confirmation'],
    ['login', true, 'login'],
  ] as const)('u=%j, signed in %j → %j', (u, signedIn, expected) => {
    expect(resolveModalStep(u, signedIn)).toBe(expected);
  });
});

describe('presentation', () => {
  it('shows the banner on every step but the deletion ones', () => {
    const without = accountModalSteps.filter((step) => !showsBanner(step));
    expect(without).toEqual(['delete-account', 'delete-account-confirmation', 'warning-account-deletion']);
  });

  it('uses the large modal only for the deletion confirmation', () => {
    expect(accountModalSteps.filter((step) => modalSize(step) === 'large')).toEqual(['delete-account-confirmation']);
  });
});
