import { AdyenCheckout, Card, Dropin } from '@adyen/adyen-web';
// As a URL: imported, Adyen's 140 KB of CSS was linked render-blocking from every page (this module is lazy).
import adyenStyles from '@adyen/adyen-web/styles/adyen.css?url';
import { loadStylesheet } from '../../shared/load-stylesheet';
import type { HostedForm, HostedFormOptions } from './hosted-form-types';

/**
 * Adyen's Drop-in in `element`, on the server's checkout session. The Drop-in has its own pay button: its result
 * (the session result) goes to `onDone`; a bank page returns to the finalize step with a redirect result.
 */
export async function mountAdyenForm(element: HTMLElement, options: HostedFormOptions): Promise<HostedForm> {
  const { browser, session, language, onDone } = options;
  const done = (data?: { sessionResult?: string }) =>
    onDone(data?.sessionResult ? { sessionId: session.id ?? '', sessionResult: data.sessionResult } : {});
  await loadStylesheet(adyenStyles);
  const checkout = await AdyenCheckout({
    environment: browser.environment === 'live' ? 'live' : 'test',
    clientKey: browser.clientKey ?? '',
    locale: language,
    countryCode: 'NL',
    session: { id: session.id ?? '', sessionData: session.sessionData ?? '' },
    onPaymentCompleted: (data) => done('sessionResult' in data ? data : undefined),
    onPaymentFailed: (data) => done(data && 'sessionResult' in data ? data : undefined),
  });
  const dropin = new Dropin(checkout, { paymentMethodComponents: [Card] }).mount(element);
  return { submit: null, destroy: () => dropin.unmount() };
}
