import { useRef, useState, type FormEvent } from 'react';
import { confirmationMessage, messages, otpSchema, resetPasswordSchema } from '../../../domain/account/fields';
import { emptyOtp, otpValue } from '../../../domain/account/otp-input';
import type { Language } from '../../../lib/i18n';
import { api } from '../../../stores/session';
import { showToast } from '../../../stores/toasts';
import { focusFirstInvalid, FormMessage, PasswordField, SubmitButton } from '../shared/fields';
import { ScreenTitle } from '../shared/heading';
import {
  apiFormErrors,
  errorMessage,
  passwordAnswers,
  resendFailureMessage,
  translateMessage,
  type AccountSurface,
  type FormErrors,
} from '../shared/messages';
import { AccountLink } from '../shared/navigation';
import { OtpPanel } from '../shared/OtpPanel';
import { accountT } from '../shared/use-account-t';
import { useResendCountdown } from '../shared/use-countdown';
import { useLeaveValidation } from '../shared/use-leave-validation';

/**
 * Password reset by code (spec 3 §2, §4): step 1 checks the emailed code ("Verify OTP", Enter submits, resend with
 * the countdown — a resend gets a new token, which the host puts in the address); step 2 ("Reset Password") sets
 * the new password with the token and code. Without a token or email the link is reported as invalid.
 */
export interface ResetPasswordFlowProps {
  language: Language;
  hydrated: boolean;
  token: string | null;
  email: string | null;
  onTokenChange(token: string): void;
  onDone(): void;
  /** The account modal words a failed resend its own way (spec 2 §8). */
  surface?: AccountSurface;
}

const PASSWORD_FIELDS = ['password', 'confirmPassword'];

export function ResetPasswordFlow(props: ResetPasswordFlowProps) {
  const { language, hydrated, token, email, onTokenChange, onDone, surface = 'page' } = props;
  const t = accountT(language);
  const { seconds, restart } = useResendCountdown(email, 'reset_password');
  const [verifiedOtp, setVerifiedOtp] = useState<string | null>(null);
  const [digits, setDigits] = useState(emptyOtp);
  const [otpError, setOtpError] = useState<string>();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    if (!token) return;
    const checked = otpSchema.safeParse(otpValue(digits));
    if (!checked.success) {
      setOtpError(translateMessage(language, checked.error.issues[0]?.message ?? ''));
      return;
    }
    setOtpError(undefined);
    setBusy(true);
    try {
      await api.post('/auth/verify-reset-password-otp', { otp: checked.data, token }, { noRefresh: true });
      showToast('success', t('toast.otp_verified'));
      setVerifiedOtp(checked.data);
    } catch (failure) {
      showToast('error', errorMessage(language, failure, passwordAnswers));
      setDigits(emptyOtp());
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    if (!email || seconds > 0) return;
    setResending(true);
    try {
      const sent = await api.post<{ token: string; resendAvailableIn: number }>(
        '/auth/forgot-password',
        { email },
        { noRefresh: true },
      );
      restart(sent.resendAvailableIn);
      setDigits(emptyOtp());
      onTokenChange(sent.token);
      showToast('success', t('toast.otp_sent'));
    } catch (failure) {
      showToast('error', resendFailureMessage(language, failure, surface));
    } finally {
      setResending(false);
    }
  };

  const validateReset = () => {
    const fields: Record<string, string> = {};
    const checked = resetPasswordSchema.safeParse(password);
    if (!checked.success) fields.password = translateMessage(language, checked.error.issues[0]?.message ?? '');
    const confirmation = confirmationMessage(password, confirm, messages.confirmPassword);
    if (confirmation) fields.confirmPassword = translateMessage(language, confirmation);
    return fields;
  };
  const onLeave = useLeaveValidation(validateReset, setErrors);

  // After every hook: the number of hooks must not depend on the link.
  if (hydrated && (!token || !email)) {
    return (
      <div className="account-form">
        <ScreenTitle>{t('reset.title')}</ScreenTitle>
        <FormMessage text={translateMessage(language, 'reset.invalid_reset_link')} />
        <p className="account-form__switch">
          <AccountLink to="forgot-password" className="account-link">
            {t('reset.request_new')}
          </AccountLink>
        </p>
      </div>
    );
  }

  const reset = async (event: FormEvent) => {
    event.preventDefault();
    const fields = validateReset();
    if (Object.keys(fields).length > 0) {
      setErrors({ fields });
      focusFirstInvalid(form.current);
      return;
    }
    setErrors({ fields: {} });
    setBusy(true);
    try {
      await api.post('/auth/reset-password', { password, token, otp: verifiedOtp }, { noRefresh: true });
      onDone();
    } catch (failure) {
      const shown = apiFormErrors(language, failure, PASSWORD_FIELDS, passwordAnswers);
      setErrors({ fields: shown.fields });
      if (shown.form) showToast('error', shown.form);
      setBusy(false);
    }
  };

  if (verifiedOtp === null) {
    return (
      <form ref={form} className="account-form account-form--otp" noValidate onSubmit={verify}>
        <ScreenTitle>{t('reset.otp_title')}</ScreenTitle>
        <p className="account-screen__intro">{t('reset.otp_intro', { email: email ?? '' })}</p>
        <OtpPanel
          language={language}
          digits={digits}
          onDigits={setDigits}
          error={otpError}
          submitLabel={t('reset.verify')}
          hydrated={hydrated}
          busy={busy}
          secondsLeft={seconds}
          resending={resending}
          onResend={resend}
        />
      </form>
    );
  }

  return (
    <form ref={form} className="account-form" noValidate {...onLeave} onSubmit={reset}>
      <ScreenTitle>{t('reset.title')}</ScreenTitle>
      <p className="account-screen__intro">{t('reset.intro')}</p>
      <FormMessage text={errors.form} />
      <PasswordField
        label={t('reset.new_password')}
        name="password"
        autoComplete="new-password"
        required
        autoFocus
        value={password}
        onValue={setPassword}
        error={errors.fields.password}
        showLabel={t('form.show_password')}
        hideLabel={t('form.hide_password')}
      />
      <PasswordField
        label={t('form.confirm_password')}
        name="confirmPassword"
        autoComplete="new-password"
        required
        value={confirm}
        onValue={setConfirm}
        error={errors.fields.confirmPassword}
        showLabel={t('form.show_password')}
        hideLabel={t('form.hide_password')}
      />
      <SubmitButton hydrated={hydrated} busy={busy} busyLabel={t('form.working')}>
        {t('reset.submit')}
      </SubmitButton>
    </form>
  );
}
