import type { AccountFeatures } from '../../domain/platform-features';
import type { ConsentState, ConsentValues, PublisherConsent } from '../../domain/account/publisher-consents';
import type { WatchHistoryEntry } from '../../domain/watch-lists';
import type { OtpSentBody, User } from '../../lib/api/contract';
import type { Caller, ClientInfo } from '../features/account/deps';
import type { ProfileChanges } from '../features/account/profile';
import type { RegisterInput } from '../features/account/registration';
import type { IssuedSession } from '../features/account/sessions';

/**
 * The account port: who the customer is and what the account keeps — sign-in, registration with the platform's
 * consents, passwords, profile and capture answers, favorites and watch history, export and erase. The own
 * backend is one adapter (`own/`); the account platforms of spec 1 (Cleeng, JWP) are others. `features` is spec
 * 1 §6's flag table for the platform: the screens offer only what is on, and an off feature's call fails with
 * "{feature} feature is not enabled" (`featureNotEnabled`).
 *
 * The caller is the one the adapter's `authenticate` made from the access token; a platform whose calls carry the
 * customer's own token puts it in `caller.platformToken`.
 */
export interface AccountPort {
  readonly name: 'own' | 'cleeng' | 'jwp';
  readonly features: AccountFeatures;
  /**
   * Registering mails a code that confirm-email checks before the first sign-in (own backend); otherwise
   * registering signs in at once.
   */
  readonly confirmsEmail: boolean;
  /** How a forgotten password is reset: a mailed code plus the token (own backend), or a link the platform mails. */
  readonly passwordReset: 'code' | 'link';

  authenticate(accessToken: string): Promise<Caller | null>;
  /**
   * The caller of a valid, unexpired token, marked `sessionUnchecked`: for adapters whose history save checks the
   * sign-in in its own statement (the own backend). Absent: every call is authenticated in full.
   */
  readAccessToken?(accessToken: string): Caller | null;
  login(input: { email: string; password: string; captcha?: string }, client: ClientInfo): Promise<IssuedSession>;
  register(input: RegisterInput, client: ClientInfo): Promise<Registration>;
  /** New tokens for a refresh token; none, or one the platform refuses, ends the session (`invalid_refresh_token`). */
  refresh(refreshToken: string | null): Promise<IssuedSession>;
  logout(by: { caller: Caller | null; refreshToken: string | null }): Promise<void>;

  /**
   * Starts a reset; answers the same whether or not the address has an account. `resetUrl` is the site's reset
   * page, for platforms that mail a link to it; the own backend's mail links to that site's `?u=edit-password`.
   */
  requestPasswordReset(email: string, client: ClientInfo, resetUrl: string): Promise<ResetRequested>;
  /** Sets a new password with the reset token (and, for `code`, the mailed code); ends every sign-in. */
  resetPassword(input: PasswordResetInput, client: ClientInfo): Promise<void>;
  /** Needs `changePasswordWithOldPassword`; ends every sign-in. */
  changePassword(caller: Caller, input: { oldPassword: string; newPassword: string }): Promise<void>;

  user(caller: Caller): Promise<User>;
  /** Blank names need `emptyFullName`. */
  updateProfile(caller: Caller, changes: ProfileChanges): Promise<User>;
  /**
   * A new sign-in address, confirmed by the current password (spec 3 §5): a wrong one is `wrong_combination` on
   * `confirmationPassword`, an address with an account `user_exists`; without `updateEmail`, 403 "Email update not
   * supported" (spec 1 §5).
   */
  updateEmail(caller: Caller, input: EmailChange, client: ClientInfo): Promise<User>;

  /** The consents asked at registration. */
  publisherConsents(): Promise<PublisherConsent[]>;
  consents(caller: Caller): Promise<ConsentState[]>;
  /** Changes answers; required consents cannot be withdrawn (`consents_required`). */
  updateConsents(caller: Caller, given: ConsentValues): Promise<ConsentState[]>;

  /** The profile-capture step after registration (spec 2 §4 "Profile capture"). */
  captureStatus(caller: Caller): Promise<CaptureStatus>;
  updateCapture(caller: Caller, answers: CaptureAnswers): Promise<void>;

  /** Favorites, newest first. */
  favorites(caller: Caller): Promise<Array<{ mediaid: string }>>;
  /** The favorite of this media; not a favorite: `favorite_not_found` (404). */
  favorite(caller: Caller, mediaid: string): Promise<{ mediaid: string }>;
  /** Adding one that is there changes nothing; a full list (`features.watchListLimit`) refuses: `favorites_limit`. */
  addFavorite(caller: Caller, mediaid: string): Promise<{ mediaid: string }>;
  /** Not a favorite: `favorite_not_found` (404). */
  removeFavorite(caller: Caller, mediaid: string): Promise<void>;
  clearFavorites(caller: Caller): Promise<void>;
  /** Copies a guest's favorites (newest first) behind the account's own, as far as the limit allows. */
  importFavorites(caller: Caller, items: Array<{ mediaid: string }>): Promise<Array<{ mediaid: string }>>;
  /** Watch history, most recent first. */
  watchHistory(caller: Caller): Promise<WatchHistoryEntry[]>;
  /** Saves progress by the rule of `saveProgress` (domain/watch-lists); answers the history after the save. */
  saveProgress(caller: Caller, entry: WatchHistoryEntry): Promise<WatchHistoryEntry[]>;
  clearWatchHistory(caller: Caller): Promise<void>;
  importWatchHistory(caller: Caller, items: WatchHistoryEntry[]): Promise<WatchHistoryEntry[]>;

  /** Needs `exportData`: the platform mails the customer their data. */
  exportData(caller: Caller): Promise<void>;
  /** Needs `deleteAccount`; the password when the account has one (`invalid_credentials`). */
  deleteAccount(caller: Caller, password: string | undefined): Promise<void>;

  /** Present when the platform runs the outside sign-in providers itself (JWP); the own backend runs its own. */
  readonly platformSocial?: PlatformSocialSignIn;
}

/**
 * Sign-in through providers the platform runs (spec 1 §7 `GET /accounts/social`, §2 "After an external sign-in
 * redirect, the URL hash may carry token, refresh_token and expires"): the browser goes to the platform's address
 * for a provider and comes back to `returnUrl` with the platform's tokens in the fragment.
 */
export interface PlatformSocialSignIn {
  /** The platform's sign-in address per provider, in its order. */
  addresses(returnUrl: string): Promise<Array<{ provider: string; url: string }>>;
  /** The session of tokens from that fragment, once the platform confirms them; tokens it refuses: 401. */
  session(tokens: { token: string; refreshToken: string; expires: number }): Promise<IssuedSession>;
}

/** The favorites and watch-history half of the port, which the platform adapters build from their list calls. */
export type AccountListsPort = Pick<
  AccountPort,
  | 'favorites'
  | 'favorite'
  | 'addFavorite'
  | 'removeFavorite'
  | 'clearFavorites'
  | 'importFavorites'
  | 'watchHistory'
  | 'saveProgress'
  | 'clearWatchHistory'
  | 'importWatchHistory'
>;

export type Registration = { kind: 'confirm_email'; sent: OtpSentBody } | { kind: 'signed_in'; session: IssuedSession };

export type ResetRequested = { kind: 'code'; token: string; resendAvailableIn: number } | { kind: 'link' };

export interface EmailChange {
  email: string;
  confirmationPassword: string;
}

export interface PasswordResetInput {
  password: string;
  token: string;
  /** The mailed code (`code` resets). */
  otp?: string;
  /** The account's address (`link` resets: the platform wants it with the token). */
  email?: string;
}

export interface CaptureField {
  /** `firstNameLastName`, `birthDate`, `companyName`, `phoneNumber`, `address`, or a custom question's id. */
  key: string;
  required: boolean;
  question?: string;
  /** A custom question's choices. */
  values?: string[];
}

export interface CaptureStatus {
  /** The step is shown only when the platform enables it and says it should be displayed. */
  shouldDisplay: boolean;
  fields: CaptureField[];
}

export interface CaptureAnswers {
  firstName?: string;
  lastName?: string;
  birthDate?: string;
  companyName?: string;
  phoneNumber?: string;
  customAnswers?: Array<{ questionId: string; question: string; value: string }>;
}
