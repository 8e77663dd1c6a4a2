import { useEffect, useState } from 'react';
import type { EntitlementView, OfferView } from '../../lib/api/commerce-contract';
import { formatEpochDate } from '../../lib/format';
import type { Language } from '../../lib/i18n';
import { paymentsPath } from '../../lib/routes';
import { api } from '../../stores/session';
import type { accountT } from '../account/shared/use-account-t';

/**
 * The order was refused with `already_has_access`: what the viewer already holds, until when, and what they can
 * do instead. Nothing is sold twice; a pass can be bought again once it has ended, a cancelled subscription is
 * renewed from the payments page (decision 4101).
 */
export function HeldAccess(props: {
  t: ReturnType<typeof accountT>;
  language: Language;
  offer: OfferView | undefined;
  offerId: string;
  onBack(): void;
}) {
  const { t, language, offer, offerId, onBack } = props;
  const [held, setHeld] = useState<EntitlementView | null>(null);
  useEffect(() => {
    void api
      .get<EntitlementView>(`/entitlements/${encodeURIComponent(offerId)}`)
      .then(setHeld)
      .catch(() => setHeld(null));
  }, [offerId]);
  const title = offer?.offerTitle ?? offerId;
  const until = held?.expiresAt ? formatEpochDate(held.expiresAt, language) : null;
  const subscription = (held?.kind ?? offer?.type) === 'svod';
  return (
    <div className="checkout__held" role="status">
      <p className="account-screen__intro">
        {until ? t('checkout.held_until', { title, date: until }) : t('checkout.held', { title })}
      </p>
      <p className="account-screen__note">
        {subscription ? t('checkout.held_subscription_note') : t('checkout.held_pass_note')}
      </p>
      <a className="button button--primary account-submit" href={paymentsPath(location.search)}>
        {t('checkout.held_open_payments')}
      </a>
      <button type="button" className="account-link" onClick={onBack}>
        {t('checkout.back')}
      </button>
    </div>
  );
}
