/**
 * The account modal's steps (spec 2 §2), selected by the `u` query parameter, and what each `u` value opens for a
 * guest and for a signed-in viewer. Every value of spec 2 §2 is in `stepRules`, and the resolution below decides
 * what the viewer gets instead when a step does not apply to the account. The table is documented in
 * docs/decisions/0071-u-parameter-table.md.
 */
export const accountModalSteps = [
  'login',
  'create-account',
  'forgot-password',
  'reset-password',
  'send-confirmation',
  'edit-password',
  'add-password',
  'personal-details',
  'welcome',
  'delete-account',
  'delete-account-confirmation',
  'warning-account-deletion',
  'choose-offer',
  'upgrade-subscription',
  'upgrade-subscription-pending',
  'upgrade-subscription-success',
  'upgrade-subscription-error',
  'checkout',
  'payment-error',
  'payment-cancelled',
  'waiting-for-payment',
  'finalize-payment-adyen',
  'finalize-payment-stripe-ppv',
  'unsubscribe',
  'renew-subscription',
  'payment-method',
  'payment-method-success',
  'edit-card',
] as const;

export type AccountModalStep = (typeof accountModalSteps)[number];

/** What the viewer's account allows, as far as the modal's steps care. */
export interface ModalViewer {
  signedIn: boolean;
  /** The account has a password (false for an outside sign-in that never set one). */
  hasPassword: boolean;
  /** The delete-account step's password was typed (the confirmation needs it). */
  deletionPasswordTyped?: boolean;
  /** An offer was chosen in choose-offer (the checkout needs one). */
  offerSelected?: boolean;
}

interface StepRule {
  /** A guest may see it (spec 2 §2's public steps); any other step shows login to a guest. */
  public: boolean;
  /** Where a signed-in viewer goes instead, depending on the account; undefined = the step itself. */
  signedIn?: (viewer: ModalViewer) => AccountModalStep | 'close' | undefined;
}

const ACCOUNT_STEP: StepRule = { public: false };

export const stepRules: Record<AccountModalStep, StepRule> = {
  // Signing in, registering and asking for a reset make no sense once signed in.
  login: { public: true, signedIn: () => 'close' },
  'create-account': { public: true, signedIn: () => 'close' },
  'forgot-password': { public: true, signedIn: () => 'edit-password' },
  // Reached from a reset email or code: they work from their parameters whoever is signed in.
  'reset-password': { public: true },
  'send-confirmation': { public: true },
  // Signed in: change the password, or set one for an account without (a guest with a reset token: the reset).
  'edit-password': { public: true },
  'add-password': { public: false, signedIn: (viewer) => (viewer.hasPassword ? 'edit-password' : undefined) },
  'personal-details': ACCOUNT_STEP,
  welcome: ACCOUNT_STEP,
  // Deleting needs the password; an account without one is first told to add one.
  'delete-account': { ...ACCOUNT_STEP, signedIn: (viewer) => (viewer.hasPassword ? undefined : 'warning-account-deletion') },
  'delete-account-confirmation': {
    ...ACCOUNT_STEP,
    signedIn: (viewer) =>
      !viewer.hasPassword ? 'warning-account-deletion' : viewer.deletionPasswordTyped ? undefined : 'delete-account',
  },
  'warning-account-deletion': { ...ACCOUNT_STEP, signedIn: (viewer) => (viewer.hasPassword ? 'delete-account' : undefined) },
  'choose-offer': ACCOUNT_STEP,
  'upgrade-subscription': ACCOUNT_STEP,
  'upgrade-subscription-pending': ACCOUNT_STEP,
  'upgrade-subscription-success': ACCOUNT_STEP,
  'upgrade-subscription-error': ACCOUNT_STEP,
  // Without a chosen offer the viewer chooses one first (spec 2 §4 "Checkout").
  checkout: { ...ACCOUNT_STEP, signedIn: (viewer) => (viewer.offerSelected ? undefined : 'choose-offer') },
  'payment-error': ACCOUNT_STEP,
  'payment-cancelled': ACCOUNT_STEP,
  'waiting-for-payment': ACCOUNT_STEP,
  // Back from the bank's page of Adyen or Stripe (the gateway's parameters are in the address).
  'finalize-payment-adyen': ACCOUNT_STEP,
  'finalize-payment-stripe-ppv': ACCOUNT_STEP,
  unsubscribe: ACCOUNT_STEP,
  'renew-subscription': ACCOUNT_STEP,
  // Cards are the only payment method of the own backend: changing the method is changing the card.
  'payment-method': { ...ACCOUNT_STEP, signedIn: () => 'edit-card' },
  'payment-method-success': ACCOUNT_STEP,
  'edit-card': ACCOUNT_STEP,
};

/** Query parameters that belong to the modal: closing it removes them (spec 2 §2: `u`, `message`, and the steps' own). */
export const modalQueryParameters = [
  'u',
  'message',
  'resetPasswordToken',
  'email',
  'offerId',
  // The return from a gateway's bank page: ours, Adyen's and Stripe's.
  'paymentId',
  'cardSetup',
  'redirectResult',
  'payment_intent',
  'payment_intent_client_secret',
  'setup_intent',
  'setup_intent_client_secret',
  'redirect_status',
  // A PayPal return's cancel marker (domain/commerce/paypal-return.ts, paypalReturnCancelled).
  'paypal',
] as const;

/** Seconds the welcome step waits before it closes itself (spec 2 §9). */
export const WELCOME_COUNTDOWN_SECONDS = 10;

export function isAccountModalStep(value: string | null | undefined): value is AccountModalStep {
  return typeof value === 'string' && Object.hasOwn(stepRules, value);
}

/**
 * What `?u=` opens:
 * - `null`: nothing (no `u`, or a signed-in viewer asked for something that does not apply) — remove `u`;
 * - `{ step, rewrite: false }`: show `step` and keep the address (a guest sees login until signed in, then the
 *   step asked for; spec 2 §2 sends guests to login for anything that is not a public step, misspellings too);
 * - `{ step, rewrite: true }`: show `step` and put it in the address (the nearest step for this account).
 */
export type ModalResolution = { step: AccountModalStep; rewrite: boolean } | null;

export function resolveModalStep(u: string | null | undefined, viewer: ModalViewer): ModalResolution {
  if (u === null || u === undefined || u === '') return null;
  if (!viewer.signedIn) {
    return { step: isAccountModalStep(u) && stepRules[u].public ? u : 'login', rewrite: false };
  }
  if (!isAccountModalStep(u)) return null;
  let step: AccountModalStep = u;
  // Redirects chain at most a few times (delete-account-confirmation → delete-account → warning…).
  for (let hop = 0; hop < 3; hop += 1) {
    const rule = stepRules[step];
    const next = rule.signedIn?.(viewer);
    if (next === 'close') return null;
    if (next === undefined) return { step, rewrite: step !== u };
    step = next;
  }
  return { step, rewrite: true };
}

const WITHOUT_BANNER: ReadonlySet<AccountModalStep> = new Set([
  'delete-account',
  'delete-account-confirmation',
  'warning-account-deletion',
  'edit-card',
]);

/** The banner image shows on every step but the deletion ones and edit-card (spec 2 §2). */
export function showsBanner(step: AccountModalStep): boolean {
  return !WITHOUT_BANNER.has(step);
}

export function modalSize(step: AccountModalStep): 'small' | 'large' {
  return step === 'delete-account-confirmation' ? 'large' : 'small';
}
