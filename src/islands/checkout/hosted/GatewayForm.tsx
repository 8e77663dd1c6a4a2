import { useEffect, useRef, useState } from 'react';
import type { PaymentGatewayView } from '../../../lib/api/commerce-contract';
import { ApiRequestError } from '../../../lib/api/client';
import type { Language } from '../../../lib/i18n';
import { FormMessage, SubmitButton } from '../../account/shared/fields';
import type { accountT } from '../../account/shared/use-account-t';
import { mountHostedForm } from './hosted-form';
import type { HostedForm } from './hosted-form-types';

/** What the server started for the gateway's form, and what to do once the customer confirmed in it. */
export interface GatewayStart {
  session: Record<string, string>;
  finish(details: Record<string, string>): Promise<void>;
}

/**
 * The gateway's own form (Stripe's Payment Element, Adyen's Drop-in) for something the server started: a payment
 * or a card change. `start` runs again when `startKey` changes (a new order after a coupon). Problems are shown
 * in the form; `describe` turns them into the viewer's words.
 */
export function GatewayForm(props: {
  t: ReturnType<typeof accountT>;
  language: Language;
  gateway: PaymentGatewayView;
  startKey: string;
  start(): Promise<GatewayStart>;
  submitLabel: string;
  busyLabel: string;
  describe(problem: unknown): string;
}) {
  const { t, language, gateway, startKey, start, describe } = props;
  const slot = useRef<HTMLDivElement>(null);
  const [form, setForm] = useState<HostedForm | null>(null);
  const [started, setStarted] = useState<GatewayStart | null>(null);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let mounted: HostedForm | undefined;
    let cancelled = false;
    setForm(null);
    setError(undefined);
    (async () => {
      const begun = await start();
      if (cancelled || !slot.current) return;
      setStarted(begun);
      mounted = await mountHostedForm(gateway.name, slot.current, {
        browser: gateway.browser,
        session: begun.session,
        language,
        onDone: (details) => void begun.finish(details).catch((problem: unknown) => setError(describe(problem))),
      });
      if (cancelled) mounted.destroy();
      else setForm(mounted);
    })().catch((problem: unknown) => {
      // An API answer has its own words; a gateway script that did not load gets ours.
      if (!cancelled)
        setError(problem instanceof ApiRequestError ? describe(problem) : t('checkout.gateway_unavailable'));
    });
    return () => {
      cancelled = true;
      mounted?.destroy();
    };
  }, [startKey, attempt]);

  const submit = async () => {
    if (!form?.submit || !started) return;
    setBusy(true);
    setError(undefined);
    try {
      const result = await form.submit();
      if ('error' in result) setError(result.error);
      else await started.finish(result.details);
    } catch (problem) {
      setError(describe(problem));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="checkout__hosted">
      <div ref={slot} className="checkout__hosted-form" />
      {!form && !error && (
        <p className="account-screen__note" role="status">
          {t('checkout.gateway_loading')}
        </p>
      )}
      {error && <FormMessage text={error} />}
      {error && !form && (
        <button type="button" className="button button--secondary" onClick={() => setAttempt((n) => n + 1)}>
          {t('payment.try_again')}
        </button>
      )}
      {form?.submit && (
        <SubmitButton type="button" hydrated busy={busy} busyLabel={props.busyLabel} onClick={() => void submit()}>
          {props.submitLabel}
        </SubmitButton>
      )}
    </div>
  );
}
