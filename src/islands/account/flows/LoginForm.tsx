import { useRef, useState, type FormEvent } from 'react';
import { loginRequestSchema, type SessionBody } from '../../../lib/api/contract';
import { ApiRequestError } from '../../../lib/api/client';
import type { Language } from '../../../lib/i18n';
import { verifyOtpPath } from '../../../lib/routes';
import { api, signedIn } from '../../../stores/session';
import { navigateWithToast, showToast } from '../../../stores/toasts';
import { useHydrated } from '../../shared/use-hydrated';
import { focusFirstInvalid, FormMessage, PasswordField, SubmitButton, TextField } from '../shared/fields';
import { ScreenTitle } from '../shared/heading';
import {
  apiFormErrors,
  formSummary,
  issueMessages,
  translateMessage,
  validationErrors,
  type AccountSurface,
  type FormErrors,
} from '../shared/messages';
import { useLeaveValidation } from '../shared/use-leave-validation';
import { AccountLink } from '../shared/navigation';
import { accountT } from '../shared/use-account-t';
import { CaptchaField } from '../shared/captcha/CaptchaField';
import { useCaptchaWait } from '../shared/captcha/use-captcha-wait';
import { startResendCountdown } from '../shared/use-countdown';

/**
 * Sign in with email and password (spec 3 §4–§5). Success stores the session; an unconfirmed address goes on to
 * verify-otp (the server has mailed a new code); other failures show as a toast and clear the password. After
 * several wrong passwords the server asks for a captcha (`captcha_required`): it appears, and stays for the
 * following tries with a fresh challenge each time.
 */
export interface LoginFormProps {
  language: Language;
  onSignedIn(body: SessionBody): void;
  /** The account modal sums up a failed check above the form (spec 2 §5). */
  surface?: AccountSurface;
}

const FIELDS = ['email', 'password', 'captcha'];
const CAPTCHA_CODES = new Set(['captcha_required', 'captcha_invalid']);

function numberField(body: Record<string, unknown>, name: string): number {
  const value = body[name];
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

export function LoginForm({ language, onSignedIn, surface = 'page' }: LoginFormProps) {
  const t = accountT(language);
  const hydrated = useHydrated();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });
  const [busy, setBusy] = useState(false);
  const [captchaShown, setCaptchaShown] = useState(false);
  const [captcha, setCaptcha] = useState('');
  const [captchaAttempt, setCaptchaAttempt] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  const captchaWait = useCaptchaWait(form, captcha);
  const onLeave = useLeaveValidation(() => validationErrors(language, loginRequestSchema, { email, password }), setErrors);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validationErrors(language, loginRequestSchema, { email, password });
    if (invalid) {
      const summary = issueMessages(loginRequestSchema, { email, password });
      setErrors({ fields: invalid, form: surface === 'modal' ? formSummary(language, summary) : undefined });
      focusFirstInvalid(form.current);
      return;
    }
    setErrors({ fields: {} });
    if (captchaShown && !captcha) return captchaWait.wait();
    setBusy(true);
    try {
      const request = { email, password, captcha: captcha || undefined, referrer: location.href };
      const body = await api.post<SessionBody>('/auth/login', request, { noRefresh: true });
      signedIn(body);
      onSignedIn(body);
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === 'email_not_confirmed') {
        const address = typeof error.body.email === 'string' ? error.body.email : email;
        startResendCountdown(address, 'confirm_email', numberField(error.body, 'resendAvailableIn'));
        navigateWithToast(verifyOtpPath(address), 'info', translateMessage(language, error.message));
        return;
      }
      const captchaAsked = error instanceof ApiRequestError && CAPTCHA_CODES.has(error.code);
      if (captchaAsked) setCaptchaShown(true);
      if (captchaAsked || captchaShown) setCaptchaAttempt((attempt) => attempt + 1);
      if (!captchaAsked) setPassword('');
      const shown = apiFormErrors(language, error, FIELDS);
      setErrors({ fields: shown.fields });
      if (shown.form) showToast('error', shown.form);
      focusFirstInvalid(form.current);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form ref={form} className="account-form" noValidate {...onLeave} onSubmit={submit}>
      <ScreenTitle>{t('login.title')}</ScreenTitle>
      <p className="account-screen__intro">{t('login.intro')}</p>
      <FormMessage text={errors.form} />
      <TextField
        label={t('form.email')}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        required
        value={email}
        onValue={setEmail}
        error={errors.fields.email}
      />
      <PasswordField
        label={t('form.password')}
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onValue={setPassword}
        error={errors.fields.password}
        showLabel={t('form.show_password')}
        hideLabel={t('form.hide_password')}
      />
      {captchaShown && (
        <CaptchaField t={t} attempt={captchaAttempt} onAnswer={setCaptcha} error={errors.fields.captcha} />
      )}
      <p className="account-form__aside">
        <AccountLink to="forgot-password" className="account-link">
          {t('login.forgot_password')}
        </AccountLink>
      </p>
      <SubmitButton hydrated={hydrated} busy={busy || captchaWait.waiting} busyLabel={t('form.working')}>
        {t('login.submit')}
      </SubmitButton>
      <p className="account-form__switch">
        {t('login.no_account')}{' '}
        <AccountLink to="create-account" className="account-link">
          {t('login.sign_up')}
        </AccountLink>
      </p>
    </form>
  );
}
