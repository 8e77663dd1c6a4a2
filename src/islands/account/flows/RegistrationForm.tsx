import { useEffect, useRef, useState, type FormEvent } from 'react';
import { confirmationMessage, isoDay, messages, type RegistrationFlow } from '../../../domain/account/fields';
import {
  registerRequestSchema,
  type OtpSentBody,
  type PublisherConsentBody,
  type SessionBody,
} from '../../../lib/api/contract';
import { CaptchaField } from '../shared/captcha/CaptchaField';
import { useCaptchaWait } from '../shared/captcha/use-captcha-wait';
import { ConsentCheckboxes } from '../shared/ConsentCheckboxes';
import { RegisterFields } from '../shared/RegisterFields';
import {
  initialConsentValues,
  isCheckbox,
  missingRequiredConsents,
  type ConsentValues,
} from '../../../domain/account/publisher-consents';
import type { Language } from '../../../lib/i18n';
import { verifyOtpPath } from '../../../lib/routes';
import { api, signedIn } from '../../../stores/session';
import { navigateWithToast } from '../../../stores/toasts';
import { useHydrated } from '../../shared/use-hydrated';
import { useAccountFeatures } from '../shared/use-account-features';
import { focusFirstInvalid, FormMessage, PasswordField, SubmitButton, TextField } from '../shared/fields';
import { ScreenTitle } from '../shared/heading';
import { useLeaveValidation } from '../shared/use-leave-validation';
import {
  apiFormErrors,
  formSummary,
  issueMessages,
  translateMessage,
  validationErrors,
  type FormErrors,
  type MessageOverrides,
} from '../shared/messages';
import { AccountLink } from '../shared/navigation';
import { StrengthMeter } from '../shared/StrengthMeter';
import { DobField, NameFields } from '../shared/person-fields';
import { accountT } from '../shared/use-account-t';
import { startResendCountdown } from '../shared/use-countdown';

/**
 * Registration (spec 3 §4–§5): optional names and date of birth, email, password with the strength meter (by
 * the flow's rule: spec 2 §5 in the modal, spec 3 §5 on the page, decision 4402), and its confirmation, the
 * site's publisher consents and the captcha when one is configured. The server mails a code; the viewer
 * continues at /verify-otp with the countdown running.
 */
const FIELDS = ['firstName', 'lastName', 'email', 'password', 'confirmPassword', 'dob', 'captcha'];
/** The page's rule also wants an upper-case letter: say so instead of the modal's (and reset's) wording. */
const OVERRIDES: Record<RegistrationFlow, MessageOverrides> = {
  modal: {},
  page: { [messages.invalidPassword]: 'register.invalid_password' },
};
const HINTS: Record<RegistrationFlow, string> = {
  modal: 'register.password_hint_modal',
  page: 'register.password_hint',
};

export interface RegistrationFormProps {
  language: Language;
  /** The account modal (spec 2's password rule) or the `/create-account` page (spec 3's). */
  flow: RegistrationFlow;
  /** A platform that signs in at registration (no emailed code) answered with the session. */
  onSignedIn?: () => void;
}

export function RegistrationForm({ language, flow, onSignedIn }: RegistrationFormProps) {
  const t = accountT(language);
  const hydrated = useHydrated();
  const platform = useAccountFeatures();
  const [values, setValues] = useState({
    firstName: '',
    lastName: '',
    email: '',
    password: '',
    confirmPassword: '',
    dob: '',
  });
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });
  const [busy, setBusy] = useState(false);
  const [consents, setConsents] = useState<PublisherConsentBody[]>([]);
  const [answers, setAnswers] = useState<ConsentValues>({});
  const [captcha, setCaptcha] = useState('');
  const [captchaAttempt, setCaptchaAttempt] = useState(0);
  const [captchaOn, setCaptchaOn] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const captchaWait = useCaptchaWait(form, captcha);
  useEffect(() => {
    api
      .get<{ consents: PublisherConsentBody[] }>('/auth/publisher-consents', { noRefresh: true })
      .then((body) => {
        setConsents(body.consents);
        setAnswers(initialConsentValues(body.consents));
      })
      .catch(() => setErrors({ fields: {}, form: translateMessage(language, 'network') }));
  }, [language]);
  const set = (name: keyof typeof values) => (value: string) => setValues((current) => ({ ...current, [name]: value }));
  const schema = () => registerRequestSchema(isoDay(new Date()), flow);
  const confirmation = () => confirmationMessage(values.password, values.confirmPassword, messages.confirmPassword);
  const validate = (): Record<string, string> => {
    const fields = validationErrors(language, schema(), values, OVERRIDES[flow]) ?? {};
    const confirmationError = confirmation();
    if (confirmationError) fields.confirmPassword = translateMessage(language, confirmationError);
    for (const name of missingRequiredConsents(consents, answers))
      fields[`consents.${name}`] = translateMessage(language, 'registration.field_required');
    return fields;
  };
  /** The modal's line above the form (spec 2 §5); the required consents have their own (registration.consents_error). */
  const summary = () => {
    if (flow !== 'modal') return undefined;
    const confirmationError = confirmation();
    return formSummary(language, [...issueMessages(schema(), values), ...(confirmationError ? [confirmationError] : [])]);
  };

  const onLeave = useLeaveValidation(validate, setErrors);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validate();
    if (Object.keys(invalid).length > 0) {
      const consentsMissing = Object.keys(invalid).some((field) => field.startsWith('consents.'));
      setErrors({
        fields: invalid,
        form: consentsMissing ? translateMessage(language, 'registration.consents_error') : summary(),
      });
      focusFirstInvalid(form.current);
      return;
    }
    setErrors({ fields: {} });
    if (captchaOn && !captcha) return captchaWait.wait();
    setBusy(true);
    try {
      const { confirmPassword: _confirm, ...body } = values;
      const request = { ...body, consents: answers, captcha: captcha || undefined, referrer: location.href };
      const reply = await api.post<OtpSentBody | SessionBody>('/auth/register', request, { noRefresh: true });
      if ('auth' in reply) {
        signedIn(reply);
        onSignedIn?.();
        return;
      }
      const sent = reply;
      startResendCountdown(sent.email, 'confirm_email', sent.resendAvailableIn);
      navigateWithToast(verifyOtpPath(sent.email), 'success', t('toast.otp_sent'));
    } catch (error) {
      const consentFields = consents.map((consent) => `consents.${consent.name}`);
      setErrors(apiFormErrors(language, error, [...FIELDS, ...consentFields], OVERRIDES[flow]));
      // Each answer is single-use: any refusal needs a fresh captcha.
      setCaptchaAttempt((attempt) => attempt + 1);
      focusFirstInvalid(form.current);
      setBusy(false);
    }
  };

  return (
    <form ref={form} className="account-form" noValidate {...onLeave} onSubmit={submit}>
      <ScreenTitle>{t('register.title')}</ScreenTitle>
      <p className="account-screen__intro">
        {t(platform?.confirmsEmail === false ? 'register.intro_signed_in' : 'register.intro')}
      </p>
      <FormMessage text={errors.form} />
      <NameFields t={t} values={values} errors={errors.fields} onValue={set} optional />
      <TextField
        label={t('form.email')}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        required
        value={values.email}
        onValue={set('email')}
        error={errors.fields.email}
      />
      <PasswordField
        label={t('form.password')}
        name="password"
        autoComplete="new-password"
        required
        value={values.password}
        onValue={set('password')}
        error={errors.fields.password}
        hint={t(HINTS[flow])}
        showLabel={t('form.show_password')}
        hideLabel={t('form.hide_password')}
      />
      <StrengthMeter
        password={values.password}
        flow={flow}
        label={(level) => t('register.strength_label', { level: t(`register.strength.${level}`) })}
      />
      <PasswordField
        label={t('form.confirm_password')}
        name="confirmPassword"
        autoComplete="new-password"
        required
        value={values.confirmPassword}
        onValue={set('confirmPassword')}
        error={errors.fields.confirmPassword}
        showLabel={t('form.show_password')}
        hideLabel={t('form.hide_password')}
      />
      <DobField t={t} values={values} errors={errors.fields} onValue={set} optional hydrated={hydrated} />
      <RegisterFields
        t={t}
        fields={consents}
        values={answers}
        errors={errors.fields}
        disabled={!hydrated}
        onChange={(name, value) => setAnswers((current) => ({ ...current, [name]: value }))}
      />
      <ConsentCheckboxes
        t={t}
        consents={consents.filter(isCheckbox)}
        values={answers}
        errors={errors.fields}
        disabled={!hydrated}
        onChange={(name, value) => setAnswers((current) => ({ ...current, [name]: value }))}
      />
      {hydrated && (
        <CaptchaField
          t={t}
          attempt={captchaAttempt}
          onAnswer={setCaptcha}
          onProvider={(provider) => setCaptchaOn(provider !== 'off')}
          error={errors.fields.captcha}
        />
      )}
      <SubmitButton hydrated={hydrated} busy={busy || captchaWait.waiting} busyLabel={t('form.working')}>
        {t('register.submit')}
      </SubmitButton>
      <p className="account-form__switch">
        {t('register.have_account')}{' '}
        <AccountLink to="login" className="account-link">
          {t('register.sign_in')}
        </AccountLink>
      </p>
    </form>
  );
}
