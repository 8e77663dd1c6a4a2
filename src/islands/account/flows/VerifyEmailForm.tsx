import { useState, type FormEvent } from 'react';
import { otpSchema } from '../../../domain/account/fields';
import { emptyOtp, otpValue } from '../../../domain/account/otp-input';
import type { OtpSentBody, SessionBody } from '../../../lib/api/contract';
import type { Language } from '../../../lib/i18n';
import { preferencesPath } from '../../../lib/routes';
import { api, signedIn } from '../../../stores/session';
import { copyGuestListsToAccount } from '../../../stores/watch-lists';
import { navigateWithToast, showToast } from '../../../stores/toasts';
import { useHydrated } from '../../shared/use-hydrated';
import { FormMessage } from '../shared/fields';
import { ScreenTitle } from '../shared/heading';
import { errorMessage, resendFailureMessage, translateMessage } from '../shared/messages';
import { AccountLink } from '../shared/navigation';
import { OtpPanel } from '../shared/OtpPanel';
import { accountT } from '../shared/use-account-t';
import { useResendCountdown } from '../shared/use-countdown';

/**
 * /verify-otp (spec 3 §2, §4): the registration code for the address in `?email=`. Success signs the viewer in,
 * copies the guest lists to the new account, and goes to /preferences.
 */
export function VerifyEmailForm({ language }: { language: Language }) {
  const t = accountT(language);
  const hydrated = useHydrated();
  const email = hydrated ? new URLSearchParams(location.search).get('email')?.trim() || null : null;
  const { seconds, restart } = useResendCountdown(email, 'confirm_email');
  const [digits, setDigits] = useState(emptyOtp);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);
  const missingEmail = hydrated && !email;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email) return;
    const checked = otpSchema.safeParse(otpValue(digits));
    if (!checked.success) {
      setError(translateMessage(language, checked.error.issues[0]?.message ?? ''));
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      const body = await api.post<SessionBody>(
        '/auth/confirm-email',
        { email, otp: checked.data },
        { noRefresh: true },
      );
      signedIn(body);
      await copyGuestListsToAccount().catch((copyError: unknown) => {
        console.warn('[account] the guest lists could not be copied to the new account', copyError);
      });
      navigateWithToast(preferencesPath(), 'success', t('toast.email_verified'));
    } catch (failure) {
      showToast('error', errorMessage(language, failure));
      setDigits(emptyOtp());
      setBusy(false);
    }
  };

  const resend = async () => {
    if (!email || seconds > 0) return;
    setResending(true);
    try {
      const sent = await api.post<OtpSentBody>('/auth/resend-email-confirmation', { email }, { noRefresh: true });
      restart(sent.resendAvailableIn);
      setDigits(emptyOtp());
      showToast('success', t('toast.otp_sent'));
    } catch (failure) {
      showToast('error', resendFailureMessage(language, failure, 'page'));
    } finally {
      setResending(false);
    }
  };

  return (
    <form className="account-form account-form--otp" noValidate onSubmit={submit}>
      <ScreenTitle>{t('verify.title')}</ScreenTitle>
      <p className="account-screen__intro">{t('verify.intro')}</p>
      {email && <p className="account-screen__note">{t('verify.sent_to', { email })}</p>}
      {missingEmail ? (
        <>
          <FormMessage text={t('verify.no_email')} />
          <p className="account-form__switch">
            <AccountLink to="create-account" className="account-link">
              {t('verify.start_over')}
            </AccountLink>
          </p>
        </>
      ) : (
        <OtpPanel
          language={language}
          digits={digits}
          onDigits={setDigits}
          error={error}
          submitLabel={t('verify.submit')}
          hydrated={hydrated}
          busy={busy}
          secondsLeft={seconds}
          resending={resending}
          onResend={resend}
        />
      )}
    </form>
  );
}
