import { useEffect, useState } from 'react';
import type { HostedCardChangeView, PaymentGatewayView } from '../../../lib/api/commerce-contract';
import { ApiRequestError } from '../../../lib/api/client';
import type { Language } from '../../../lib/i18n';
import { showAccountStep } from '../../../stores/account-modal';
import { $accessVersion } from '../../../stores/access';
import { api } from '../../../stores/session';
import { FormMessage } from '../../account/shared/fields';
import { errorMessage, translateMessage } from '../../account/shared/messages';
import type { accountT } from '../../account/shared/use-account-t';
import { returnPathFor } from './gateway';
import { GatewayForm } from './GatewayForm';

/** The card change under way, kept for the return from the bank's page (same tab). */
const PENDING_KEY = 'pending-card-change';

function describe(language: Language, problem: unknown): string {
  const refused = problem instanceof ApiRequestError ? problem.fields.card?.[0] : undefined;
  return refused ? translateMessage(language, refused) : errorMessage(language, problem);
}

async function finishChange(reference: string, details: Record<string, string>) {
  await api.post('/payment-methods/hosted/finalize', { reference, details });
  sessionStorage.removeItem(PENDING_KEY);
  $accessVersion.set($accessVersion.get() + 1);
  showAccountStep('payment-method-success');
}

/**
 * `edit-card` on a Stripe or Adyen site: the new card goes into the gateway's form, which checks it without a
 * charge; the server keeps the gateway's reference once the gateway confirms. Back from a bank page
 * (`cardSetup=return`), the change is finished from what the address and this tab kept.
 */
export function HostedCardChange(props: {
  t: ReturnType<typeof accountT>;
  language: Language;
  gateway: PaymentGatewayView;
  params: URLSearchParams;
}) {
  const { t, language, gateway, params } = props;
  const returned = params.get('cardSetup') === 'return';
  const [returnError, setReturnError] = useState<string>();

  useEffect(() => {
    if (!returned) return;
    const reference = sessionStorage.getItem(PENDING_KEY);
    const redirectResult = params.get('redirectResult');
    if (!reference) return setReturnError(translateMessage(language, 'card_setup_not_found'));
    finishChange(reference, redirectResult ? { redirectResult } : {}).catch((problem: unknown) =>
      setReturnError(describe(language, problem)),
    );
  }, [returned]);

  if (returned) {
    return returnError ? <FormMessage text={returnError} /> : <p role="status">{t('checkout.finalize_title')}</p>;
  }

  const start = async () => {
    const started = await api.post<HostedCardChangeView>(
      '/payment-methods/hosted',
      { returnPath: returnPathFor('edit-card', { cardSetup: 'return' }) },
      { headers: { 'Idempotency-Key': crypto.randomUUID() }, retries: 2 },
    );
    sessionStorage.setItem(PENDING_KEY, started.reference);
    return {
      session: started.session,
      finish: (details: Record<string, string>) => finishChange(started.reference, details),
    };
  };

  return (
    <GatewayForm
      t={t}
      language={language}
      gateway={gateway}
      startKey="card-change"
      start={start}
      submitLabel={t('edit_card.save')}
      busyLabel={t('form.saving')}
      describe={(problem) => describe(language, problem)}
    />
  );
}
