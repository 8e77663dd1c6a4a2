import { useEffect, useState } from 'react';
import type { Language } from '../../../lib/i18n';
import { loginPath, resetPasswordPath, safeReturnPath, withPageConfig } from '../../../lib/routes';
import { navigateWithToast, redirectKeepingToast, showToast } from '../../../stores/toasts';
import { useHydrated } from '../../shared/use-hydrated';
import { ForgotPasswordForm } from '../flows/ForgotPasswordForm';
import { LoginForm } from '../flows/LoginForm';
import { RegistrationForm } from '../flows/RegistrationForm';
import { SocialButtons } from '../flows/SocialButtons';
import { ResetPasswordFlow } from '../flows/ResetPasswordFlow';
import { VerifyEmailForm } from '../flows/VerifyEmailForm';
import '../account.css';
import { accountT } from '../shared/use-account-t';
import { useSession } from '../shared/use-session';
import { withIslandBoundary } from '../../shared/island-boundary';

/**
 * The islands of the sign-in pages (spec 3 §2 "Other account pages"): /login, /create-account, /verify-otp,
 * /forgot-password and /reset-password. Per-visitor input (the query string, the stored session) is read only in
 * the browser, so the server HTML is the same for everybody.
 */
interface PageProps {
  language: Language;
}

interface SignInPageProps extends PageProps {
  /** Ids of the configured sign-in providers (the same for every visitor). */
  socialProviders: string[];
}

const returnPath = () => withPageConfig(safeReturnPath(new URLSearchParams(location.search).get('from')));

/** Somebody already signed in has nothing to do on /login or /create-account: on to where they were going. */
function useLeaveWhenSignedIn() {
  const { ready, user } = useSession();
  useEffect(() => {
    if (ready && user) redirectKeepingToast(returnPath());
  }, [ready, user]);
}

/** A social sign-in that failed comes back as `?social_error=<code>`: one "Login error" toast, then the query goes. */
function useSocialSignInError(language: Language) {
  useEffect(() => {
    const query = new URLSearchParams(location.search);
    const code = query.get('social_error');
    if (!code) return;
    const t = accountT(language);
    const key = `social.errors.${code}`;
    const message = t(key) === key ? t('social.errors.social_failed') : t(key);
    showToast('error', `${t('social.login_error')}: ${message}`);
    query.delete('social_error');
    const rest = query.toString();
    history.replaceState(history.state, '', `${location.pathname}${rest ? `?${rest}` : ''}`);
  }, [language]);
}

function LoginPageView({ language, socialProviders }: SignInPageProps) {
  useLeaveWhenSignedIn();
  useSocialSignInError(language);
  const hydrated = useHydrated();
  return (
    <>
      <LoginForm language={language} onSignedIn={() => window.location.assign(returnPath())} />
      <SocialButtons language={language} providers={socialProviders} from={hydrated ? returnPath() : undefined} />
    </>
  );
}

function CreateAccountPageView({ language, socialProviders }: SignInPageProps) {
  useLeaveWhenSignedIn();
  return (
    <>
      <RegistrationForm language={language} flow="page" />
      <SocialButtons language={language} providers={socialProviders} />
    </>
  );
}

function VerifyOtpPageView({ language }: PageProps) {
  return <VerifyEmailForm language={language} />;
}

function ForgotPasswordPageView({ language }: PageProps) {
  const t = accountT(language);
  return (
    <ForgotPasswordForm
      language={language}
      onSent={(request) => navigateWithToast(resetPasswordPath(request), 'success', t('toast.otp_sent'))}
    />
  );
}

function ResetPasswordPageView({ language }: PageProps) {
  const t = accountT(language);
  const hydrated = useHydrated();
  const [newToken, setNewToken] = useState<string | null>(null);
  const query = hydrated ? new URLSearchParams(location.search) : null;
  const email = query?.get('email') ?? null;
  return (
    <ResetPasswordFlow
      language={language}
      hydrated={hydrated}
      token={newToken ?? query?.get('token') ?? null}
      email={email}
      onTokenChange={(token) => {
        // A resend makes a new token: keep the address current so a reload continues with it (spec 3 §4).
        setNewToken(token);
        if (email) history.replaceState(history.state, '', resetPasswordPath({ token, email }));
      }}
      onDone={() => navigateWithToast(loginPath(), 'success', t('toast.password_updated'))}
    />
  );
}

export const CreateAccountPage = withIslandBoundary(CreateAccountPageView);

export const ForgotPasswordPage = withIslandBoundary(ForgotPasswordPageView);

export const LoginPage = withIslandBoundary(LoginPageView);

export const ResetPasswordPage = withIslandBoundary(ResetPasswordPageView);

export const VerifyOtpPage = withIslandBoundary(VerifyOtpPageView);
