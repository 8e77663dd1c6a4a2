import { renewsItself } from '../../domain/commerce/subscription-status';
import { useState } from 'react';
import type { SubscriptionView } from '../../lib/api/commerce-contract';
import { formatEpochDate } from '../../lib/format';
import type { Language } from '../../lib/i18n';
import { closeAccountModal } from '../../stores/account-modal';
import { accessChanged } from '../../stores/access';
import { api } from '../../stores/session';
import { showToast } from '../../stores/toasts';
import { FormMessage, SubmitButton } from '../account/shared/fields';
import { ScreenTitle } from '../account/shared/heading';
import { accountT } from '../account/shared/use-account-t';
import { offerPrice } from './offer-text';
import { useOffers, useSubscriptions } from './use-api-data';

/**
 * `?u=unsubscribe` and `?u=renew-subscription` (spec 2 §4 "Subscription status changes"): cancelling keeps access
 * until the period ends; renewing undoes a cancellation. `offerId` names the subscription; without it, the
 * viewer's only one that can change.
 */
type Change = 'unsubscribe' | 'renew';

/** What each change starts from: a subscription that renews (in its trial or paid), or a cancelled one. */
const FROM: Record<Change, (status: SubscriptionView['status']) => boolean> = {
  unsubscribe: renewsItself,
  renew: (status) => status === 'cancelled',
};

export function SubscriptionChangeStep({
  language,
  params,
  change,
}: {
  language: Language;
  params: URLSearchParams;
  change: Change;
}) {
  const t = accountT(language);
  const asked = params.get('offerId');
  const subscriptions = useSubscriptions();
  const subscription = subscriptions?.find(
    (entry) =>
      entry.kind === 'svod' &&
      FROM[change](entry.status) &&
      entry.period !== 'granted' &&
      (!asked || entry.offerId === asked),
  );
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const { offers } = useOffers();

  if (subscriptions === null) {
    return (
      <p className="account-screen__note" role="status">
        {t('form.loading')}
      </p>
    );
  }
  if (!subscription) {
    return (
      <div className="account-form">
        <ScreenTitle>
          {t(change === 'renew' ? 'subscription.renew_title' : 'subscription.unsubscribe_title')}
        </ScreenTitle>
        <p className="account-screen__intro">{t('subscription.none')}</p>
        <button type="button" className="button button--primary account-submit" onClick={closeAccountModal}>
          {t('form.close')}
        </button>
      </div>
    );
  }

  const date = formatEpochDate(subscription.expiresAt, language);
  const submit = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const action = change === 'renew' ? 'renew' : 'cancel';
      await api.post(`/subscriptions/${encodeURIComponent(subscription.offerId)}/${action}`);
      await accessChanged();
      showToast('success', t(change === 'renew' ? 'subscription.renewed' : 'subscription.unsubscribed', { date }));
      closeAccountModal();
    } catch {
      setError(
        t(
          change === 'renew'
            ? 'errors.renew_subscription.unknown_error_occurred'
            : 'errors.cancel_subscription.unknown_error_occurred',
        ),
      );
      setBusy(false);
    }
  };

  const offer = offers?.find((candidate) => candidate.offerId === subscription.offerId);
  const price = offer ? offerPrice(t, offer, language) : '';
  return (
    <div className="account-form">
      <ScreenTitle>{t(change === 'renew' ? 'subscription.renew_title' : 'subscription.unsubscribe_title')}</ScreenTitle>
      <p className="account-screen__intro">
        {change === 'renew'
          ? t('subscription.renew_text', {
              title: subscription.offerTitle,
              date,
              price,
            })
          : t('subscription.unsubscribe_text', {
              title: subscription.offerTitle,
              date,
            })}
      </p>
      {error && <FormMessage text={error} />}
      <div className="account-actions">
        <button type="button" className="button button--secondary" onClick={closeAccountModal} disabled={busy}>
          {change === 'renew' ? t('form.cancel') : t('subscription.keep')}
        </button>
        <SubmitButton
          type="button"
          hydrated
          busy={busy}
          busyLabel={t('form.working')}
          variant={change === 'renew' ? 'primary' : 'danger'}
          onClick={() => void submit()}
        >
          {t(change === 'renew' ? 'subscription.renew_confirm' : 'subscription.unsubscribe_confirm')}
        </SubmitButton>
      </div>
    </div>
  );
}
