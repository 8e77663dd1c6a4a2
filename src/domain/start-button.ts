import type { AccessModel } from './access-model';

/**
 * The start button of a media or series screen (spec 3 §4 "Start button label"): what it says and what it does.
 * `null` hides it: under AVOD a viewer who is not entitled cannot buy anything, so there is nothing to offer.
 */
export type StartButtonLabel =
  | 'continue_watching'
  | 'start_watching'
  | 'buy'
  | 'complete_subscription'
  | 'sign_up';

/** `play` starts the player; the others open the account/checkout steps or the payments page. */
export type StartButtonAction = 'play' | 'choose-offer' | 'payments' | 'create-account';

export interface StartButton {
  label: StartButtonLabel;
  action: StartButtonAction;
}

export interface StartButtonInput {
  signedIn: boolean;
  entitled: boolean;
  /** The viewer has watched part of it (continue watching). */
  hasProgress: boolean;
  /** The item's offer ids. */
  offers: readonly string[];
  accessModel: AccessModel;
}

export function startButton({ signedIn, entitled, hasProgress, offers, accessModel }: StartButtonInput): StartButton | null {
  if (entitled) return { label: hasProgress ? 'continue_watching' : 'start_watching', action: 'play' };
  if (accessModel === 'AVOD') return null;
  const action: StartButtonAction = !signedIn ? 'create-account' : offers.length > 0 ? 'choose-offer' : 'payments';
  if (offers.length > 0) return { label: 'buy', action };
  if (signedIn) return { label: 'complete_subscription', action };
  return { label: 'sign_up', action };
}
