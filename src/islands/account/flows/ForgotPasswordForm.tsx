import { useRef, useState, type FormEvent } from 'react';
import { messages } from '../../../domain/account/fields';
import { forgotPasswordRequestSchema } from '../../../lib/api/contract';
import type { Language } from '../../../lib/i18n';
import { api } from '../../../stores/session';
import { useHydrated } from '../../shared/use-hydrated';
import { FormMessage, SubmitButton, TextField } from '../shared/fields';
import { ScreenTitle } from '../shared/heading';
import { useLeaveValidation } from '../shared/use-leave-validation';
import {
  apiFormErrors,
  formSummary,
  issueMessages,
  passwordAnswers,
  validationErrors,
  type AccountSurface,
  type FormErrors,
  type MessageOverrides,
} from '../shared/messages';
import { AccountLink } from '../shared/navigation';
import { accountT } from '../shared/use-account-t';
import { startResendCountdown } from '../shared/use-countdown';

/**
 * Forgot password (spec 3 §2): the account's email; the server mails a reset code and answers the token the
 * reset steps use; the host says so and moves on. Spec 2 §8: an invalid email is shown on the field, any other message in full.
 */
export interface ResetRequest {
  token: string;
  email: string;
}

export interface ForgotPasswordFormProps {
  language: Language;
  onSent(request: ResetRequest): void;
  /** The account modal sums up a failed check above the form (spec 2 §5). */
  surface?: AccountSurface;
}

/** The event site's page keeps its own wording for an address that is not one; the modal says reset.wrong_email. */
const PAGE_WORDING: MessageOverrides = { [messages.resetEmailInvalid]: 'errors.registration.field_is_not_valid_email' };

export function ForgotPasswordForm({ language, onSent, surface = 'page' }: ForgotPasswordFormProps) {
  const wording = surface === 'page' ? { ...passwordAnswers, ...PAGE_WORDING } : passwordAnswers;
  const t = accountT(language);
  const hydrated = useHydrated();
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const onLeave = useLeaveValidation(
    () => validationErrors(language, forgotPasswordRequestSchema, { email }, wording),
    setErrors,
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validationErrors(language, forgotPasswordRequestSchema, { email }, wording);
    if (invalid) {
      const summary = issueMessages(forgotPasswordRequestSchema, { email });
      setErrors({ fields: invalid, form: surface === 'modal' ? formSummary(language, summary) : undefined });
      input.current?.focus();
      return;
    }
    setErrors({ fields: {} });
    setBusy(true);
    try {
      const address = email.trim().toLowerCase();
      const { token, resendAvailableIn } = await api.post<{ token: string; resendAvailableIn: number }>(
        '/auth/forgot-password',
        { email: address },
        { noRefresh: true },
      );
      startResendCountdown(address, 'reset_password', resendAvailableIn);
      onSent({ token, email: address });
    } catch (error) {
      const shown = apiFormErrors(language, error, ['email'], wording);
      setErrors(shown);
      setBusy(false);
    }
  };

  return (
    <form className="account-form" noValidate {...onLeave} onSubmit={submit}>
      <ScreenTitle>{t('forgot.title')}</ScreenTitle>
      <p className="account-screen__intro">{t('forgot.intro')}</p>
      <FormMessage text={errors.form} />
      <TextField
        inputRef={input}
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
      <SubmitButton hydrated={hydrated} busy={busy} busyLabel={t('form.working')}>
        {t('forgot.submit')}
      </SubmitButton>
      <p className="account-form__switch">
        <AccountLink to="login" className="account-link">
          {t('forgot.back_to_login')}
        </AccountLink>
      </p>
    </form>
  );
}
