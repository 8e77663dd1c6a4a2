/**
 * The account modal's steps (spec 2 §2), selected by the `u` query parameter. Only the steps of the own backend's
 * account flows are here; the payment steps (choose-offer, checkout…) belong to the payments work.
 */
export const accountModalSteps = [
  'login',
  'create-account',
  'forgot-password',
  'reset-password',
  'send-confirmation',
  'edit-password',
  'personal-details',
  'welcome',
  'delete-account',
  'delete-account-confirmation',
  'warning-account-deletion',
] as const;

export type AccountModalStep = (typeof accountModalSteps)[number];

/** Steps a visitor who is not signed in may see (spec 2 §2); any other step shows login instead. */
export const publicModalSteps: ReadonlySet<AccountModalStep> = new Set([
  'login',
  'create-account',
  'forgot-password',
  'reset-password',
  'send-confirmation',
  'edit-password',
]);

/** Query parameters that belong to the modal: closing it removes them (spec 2 §2: `u` and `message`). */
export const modalQueryParameters = ['u', 'message', 'resetPasswordToken', 'email'] as const;

/** Seconds the welcome step waits before it closes itself (spec 2 §9). */
export const WELCOME_COUNTDOWN_SECONDS = 10;

export function isAccountModalStep(value: string | null | undefined): value is AccountModalStep {
  return typeof value === 'string' && (accountModalSteps as readonly string[]).includes(value);
}

/**
 * The step to show for `u`: null when there is none or it is not one of ours (the modal stays closed), login for
 * a non-public step while nobody is signed in.
 */
export function resolveModalStep(u: string | null | undefined, signedIn: boolean): AccountModalStep | null {
  if (!isAccountModalStep(u)) return null;
  return signedIn || publicModalSteps.has(u) ? u : 'login';
}

/** The banner image shows on every step but the deletion ones (spec 2 §2). */
export function showsBanner(step: AccountModalStep): boolean {
  return step !== 'delete-account' && step !== 'delete-account-confirmation' && step !== 'warning-account-deletion';
}

export function modalSize(step: AccountModalStep): 'small' | 'large' {
  return step === 'delete-account-confirmation' ? 'large' : 'small';
}
