import { useEffect, useState, type FormEvent } from 'react';
import { WELCOME_COUNTDOWN_SECONDS, type AccountModalStep } from '../../domain/account/modal-steps';
import { deleteAccountRequestSchema, type User } from '../../lib/api/contract';
import type { Language } from '../../lib/i18n';
import { closeAccountModal, showAccountStep } from '../../stores/account-modal';
import { showToast } from '../../stores/toasts';
import { deleteAccount } from '../account/flows/delete-account';
import { ForgotPasswordForm } from '../account/flows/ForgotPasswordForm';
import { LoginForm } from '../account/flows/LoginForm';
import { PasswordForm, providerSentence } from '../account/flows/PasswordForm';
import { ProfileDetailsForm } from '../account/flows/ProfileDetailsForm';
import { RegistrationForm } from '../account/flows/RegistrationForm';
import { ResetPasswordFlow } from '../account/flows/ResetPasswordFlow';
import { PasswordField, SubmitButton } from '../account/shared/fields';
import { ScreenTitle } from '../account/shared/heading';
import { validationErrors } from '../account/shared/messages';
import { accountT } from '../account/shared/use-account-t';
import { CheckoutStep } from '../checkout/CheckoutStep';
import { EditCardStep, PaymentMethodSuccessStep } from '../checkout/EditCardStep';
import { FinalizePaymentStep } from '../checkout/FinalizePaymentStep';
import { ChooseOfferStep } from '../checkout/ChooseOfferStep';
import { PaymentResultStep, WaitingForPaymentStep } from '../checkout/PaymentSteps';
import { SubscriptionChangeStep } from '../checkout/SubscriptionChangeStep';
import { UpgradeResultStep, UpgradeSubscriptionStep } from '../checkout/UpgradeSteps';

/** One step of the account modal (spec 2 §2, §4), wired to the own backend's flows. */
export interface Deletion {
  password?: string;
  error?: string;
}

export interface ModalStepProps {
  step: AccountModalStep;
  /** The `u` asked for (login is shown instead while a guest asks for a signed-in step). */
  requested: string | null;
  params: URLSearchParams;
  language: Language;
  user: User | null;
  deletion: Deletion;
  onDeletion(deletion: Deletion): void;
}

function WelcomeStep({ language, user }: { language: Language; user: User | null }) {
  const t = accountT(language);
  const [seconds, setSeconds] = useState(WELCOME_COUNTDOWN_SECONDS);
  useEffect(() => {
    if (seconds <= 0) {
      closeAccountModal();
      return;
    }
    const timer = setTimeout(() => setSeconds((left) => left - 1), 1_000);
    return () => clearTimeout(timer);
  }, [seconds]);
  return (
    <div className="account-form account-form--center">
      <ScreenTitle>
        {user?.firstName ? t('welcome.title', { name: user.firstName }) : t('welcome.title_anonymous')}
      </ScreenTitle>
      <p className="account-screen__intro">{t('welcome.text')}</p>
      <p className="account-screen__note">{t('welcome.countdown', { seconds: Math.max(0, seconds) })}</p>
      <button type="button" className="button button--primary account-submit" onClick={closeAccountModal}>
        {t('welcome.start')}
      </button>
    </div>
  );
}

function DeletePasswordStep({
  language,
  deletion,
  onDeletion,
}: Pick<ModalStepProps, 'language' | 'deletion' | 'onDeletion'>) {
  const t = accountT(language);
  const [password, setPassword] = useState('');
  const [error, setError] = useState(deletion.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = validationErrors(language, deleteAccountRequestSchema.required(), { password });
    if (invalid?.password) return setError(invalid.password);
    onDeletion({ password });
    showAccountStep('delete-account-confirmation');
  };
  return (
    <form className="account-form" noValidate onSubmit={submit}>
      <ScreenTitle>{t('delete.title')}</ScreenTitle>
      <p className="account-screen__intro">{t('delete.intro')}</p>
      <PasswordField
        label={t('form.password')}
        name="password"
        autoComplete="current-password"
        required
        autoFocus
        value={password}
        onValue={setPassword}
        error={error}
        showLabel={t('form.show_password')}
        hideLabel={t('form.hide_password')}
      />
      <SubmitButton hydrated busyLabel={t('form.working')} variant="danger">
        {t('delete.next')}
      </SubmitButton>
    </form>
  );
}

function DeleteConfirmStep({
  language,
  deletion,
  onDeletion,
}: Pick<ModalStepProps, 'language' | 'deletion' | 'onDeletion'>) {
  const t = accountT(language);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    const result = await deleteAccount(language, deletion.password);
    if (result.passwordError) {
      // A field error sends the viewer back to the password step with its message (spec 2 §4).
      onDeletion({ error: result.passwordError });
      showAccountStep('delete-account');
      return;
    }
    setBusy(false);
  };
  return (
    <div className="account-form">
      <ScreenTitle>{t('delete.title')}</ScreenTitle>
      <p className="account-screen__intro">{t('delete.confirm_text')}</p>
      <div className="account-actions">
        <button type="button" className="button button--secondary" onClick={closeAccountModal} disabled={busy}>
          {t('form.cancel')}
        </button>
        <SubmitButton
          type="button"
          hydrated
          busy={busy}
          busyLabel={t('form.working')}
          variant="danger"
          onClick={confirm}
        >
          {t('delete.confirm')}
        </SubmitButton>
      </div>
    </div>
  );
}

export function ModalStep({ step, requested, params, language, user, deletion, onDeletion }: ModalStepProps) {
  const t = accountT(language);
  const email = params.get('email');
  const token = params.get('resetPasswordToken');

  const forgotForm = (
    <ForgotPasswordForm
      language={language}
      surface="modal"
      onSent={(sent) => {
        showToast('success', t('toast.otp_sent'));
        showAccountStep('send-confirmation', { resetPasswordToken: sent.token, email: sent.email });
      }}
    />
  );

  const resetFlow = (
    <ResetPasswordFlow
      language={language}
      surface="modal"
      hydrated
      token={token}
      email={email}
      onTokenChange={(next) => showAccountStep(step, { resetPasswordToken: next, ...(email ? { email } : {}) })}
      onDone={() => {
        showToast('success', t('toast.password_updated'));
        showAccountStep('login');
      }}
    />
  );

  switch (step) {
    case 'login':
      return (
        <LoginForm
          language={language}
          surface="modal"
          onSignedIn={() => {
            // Asked for login itself: done. Asked for a signed-in step: it shows now.
            if (requested === 'login') closeAccountModal();
          }}
        />
      );
    case 'create-account':
      return <RegistrationForm language={language} flow="modal" onSignedIn={closeAccountModal} />;
    case 'forgot-password':
      return forgotForm;
    case 'send-confirmation':
      if (!token || !email) return forgotForm;
      return (
        <div className="account-form">
          <ScreenTitle>{t('send_confirmation.title')}</ScreenTitle>
          <p className="account-screen__intro">{t('send_confirmation.text', { email })}</p>
          <button
            type="button"
            className="button button--primary account-submit"
            onClick={() => showAccountStep('reset-password', { resetPasswordToken: token, email })}
          >
            {t('send_confirmation.continue')}
          </button>
        </div>
      );
    case 'reset-password':
      return resetFlow;
    case 'edit-password':
    case 'add-password':
      if (!user) return resetFlow;
      return (
        <>
          <ScreenTitle>{t(user.isPasswordSet ? 'edit_password.title' : 'edit_password.set_title')}</ScreenTitle>
          <PasswordForm language={language} user={user} hydrated surface="modal" />
        </>
      );
    case 'personal-details':
      if (!user) return null;
      return (
        <>
          <ScreenTitle>{t('personal_details.title')}</ScreenTitle>
          <p className="account-screen__intro">{t('personal_details.intro')}</p>
          <ProfileDetailsForm
            language={language}
            user={user}
            hydrated
            submitLabel={t('form.continue')}
            onSaved={() => showAccountStep('welcome')}
          />
        </>
      );
    case 'welcome':
      return <WelcomeStep language={language} user={user} />;
    case 'delete-account':
      return <DeletePasswordStep language={language} deletion={deletion} onDeletion={onDeletion} />;
    case 'delete-account-confirmation':
      return <DeleteConfirmStep language={language} deletion={deletion} onDeletion={onDeletion} />;
    case 'warning-account-deletion':
      if (!user) return null;
      return (
        <div className="account-form">
          <ScreenTitle>{t('delete.warning_title')}</ScreenTitle>
          <p className="account-screen__intro">{providerSentence(t, user, 'delete.warning_text')}</p>
          <button
            type="button"
            className="button button--primary account-submit"
            onClick={() => showAccountStep('add-password')}
          >
            {t('delete.warning_action')}
          </button>
        </div>
      );
    case 'choose-offer':
      return <ChooseOfferStep language={language} />;
    case 'checkout':
      return <CheckoutStep language={language} />;
    case 'finalize-payment-adyen':
      return <FinalizePaymentStep language={language} params={params} gateway="adyen" />;
    case 'finalize-payment-stripe-ppv':
      return <FinalizePaymentStep language={language} params={params} gateway="stripe" />;
    case 'waiting-for-payment':
      return <WaitingForPaymentStep language={language} params={params} />;
    case 'payment-error':
      return <PaymentResultStep language={language} params={params} outcome="error" />;
    case 'payment-cancelled':
      return <PaymentResultStep language={language} params={params} outcome="cancelled" />;
    case 'unsubscribe':
      return <SubscriptionChangeStep language={language} params={params} change="unsubscribe" />;
    case 'renew-subscription':
      return <SubscriptionChangeStep language={language} params={params} change="renew" />;
    case 'upgrade-subscription':
      return <UpgradeSubscriptionStep language={language} params={params} />;
    case 'upgrade-subscription-success':
      return <UpgradeResultStep language={language} result="success" />;
    case 'upgrade-subscription-pending':
      return <UpgradeResultStep language={language} result="pending" />;
    case 'upgrade-subscription-error':
      return <UpgradeResultStep language={language} result="error" />;
    case 'edit-card':
      return <EditCardStep language={language} params={params} />;
    case 'payment-method-success':
      return <PaymentMethodSuccessStep language={language} />;
    default:
      // The real gateways' return steps resolve to nothing until they are built (modal-steps.ts).
      return null;
  }
}
