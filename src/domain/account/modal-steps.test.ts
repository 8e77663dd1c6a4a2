import { describe, expect, it } from 'vitest';
import { accountModalSteps, modalSize, resolveModalStep, showsBanner, type ModalViewer } from './modal-steps';

const guest: ModalViewer = { signedIn: false, hasPassword: false };
const emailUser: ModalViewer = { signedIn: true, hasPassword: true };
const socialUser: ModalViewer = { signedIn: true, hasPassword: false };

/** Every `u` value of spec 2 §2. */
const specSteps = [
  'login', 'create-account', 'personal-details', 'choose-offer', 'upgrade-subscription', 'upgrade-subscription-pending',
  'upgrade-subscription-success', 'upgrade-subscription-error', 'checkout', 'payment-error', 'payment-cancelled',
  'welcome', 'reset-password', 'forgot-password', 'add-password', 'edit-password', 'send-confirmation', 'delete-account',
  'delete-account-confirmation', 'warning-account-deletion', 'unsubscribe', 'renew-subscription', 'payment-method',
  'payment-method-success', 'edit-card', 'waiting-for-payment', 'finalize-payment-adyen', 'finalize-payment-stripe-ppv',
];

describe('the ?u= table', () => {
  it('has a rule for every step of spec 2 §2', () => {
    expect([...accountModalSteps].sort()).toEqual([...specSteps].sort());
  });

  it('opens the public steps for a guest, and login for every other value, misspellings included', () => {
    for (const u of [...specSteps, 'LOGIN', 'chekout', 'toString', '__proto__']) {
      const publicStep = ['login', 'create-account', 'forgot-password', 'reset-password', 'send-confirmation', 'edit-password'];
      expect(resolveModalStep(u, guest), u).toEqual({ step: publicStep.includes(u) ? u : 'login', rewrite: false });
    }
  });

  it('opens nothing without u', () => {
    expect(resolveModalStep(null, guest)).toBeNull();
    expect(resolveModalStep('', emailUser)).toBeNull();
  });

  it.each([
    // [u, viewer, expected step or null]
    ['chekout', emailUser, null],
    ['toString', emailUser, null],
    ['login', emailUser, null],
    ['create-account', emailUser, null],
    ['forgot-password', emailUser, 'edit-password'],
    ['reset-password', emailUser, 'reset-password'],
    ['edit-password', socialUser, 'edit-password'],
    ['add-password', socialUser, 'add-password'],
    ['add-password', emailUser, 'edit-password'],
    ['personal-details', emailUser, 'personal-details'],
    ['welcome', socialUser, 'welcome'],
    ['delete-account', emailUser, 'delete-account'],
    ['delete-account', socialUser, 'warning-account-deletion'],
    ['delete-account-confirmation', emailUser, 'delete-account'],
    ['delete-account-confirmation', { ...emailUser, deletionPasswordTyped: true }, 'delete-account-confirmation'],
    ['delete-account-confirmation', socialUser, 'warning-account-deletion'],
    ['warning-account-deletion', emailUser, 'delete-account'],
    ['warning-account-deletion', socialUser, 'warning-account-deletion'],
  ] as const)('signed in: u=%s → %s', (u, viewer, expected) => {
    const resolution = resolveModalStep(u, viewer);
    expect(resolution?.step ?? null).toBe(expected);
    if (resolution) expect(resolution.rewrite).toBe(resolution.step !== u);
  });

  it('sends a signed-in viewer without a chosen offer from checkout to choose-offer', () => {
    expect(resolveModalStep('checkout', emailUser)).toEqual({ step: 'choose-offer', rewrite: true });
    expect(resolveModalStep('checkout', { ...emailUser, offerSelected: true })).toEqual({ step: 'checkout', rewrite: false });
  });
});

describe('presentation', () => {
  it('shows the banner on every step but the deletion ones and edit-card', () => {
    const without = accountModalSteps.filter((step) => !showsBanner(step));
    expect(without).toEqual(['delete-account', 'delete-account-confirmation', 'warning-account-deletion', 'edit-card']);
  });

  it('uses the large modal only for the deletion confirmation', () => {
    expect(accountModalSteps.filter((step) => modalSize(step) === 'large')).toEqual(['delete-account-confirmation']);
  });
});
