import type { PaymentGateway } from '../../payments/port';
import { adyenFormOnly } from './errors';

const cleengPays = async (): Promise<never> => {
  throw adyenFormOnly();
};

/**
 * How the checkout screens take cards for a Cleeng site: Adyen's Drop-in on sessions Cleeng's connector opens
 * (the commerce adapter makes them), with the client key of Cleeng's Adyen account. The site never charges a
 * card itself here, so the gateway's own calls refuse; Cleeng hears Adyen's webhooks.
 */
export function cleengAdyenCheckout(browser: { clientKey: string; environment: 'test' | 'live' }): PaymentGateway {
  return {
    name: 'adyen',
    hosted: {
      browser: { ...browser },
      start: cleengPays,
      finalize: cleengPays,
      startCardSetup: cleengPays,
      finalizeCardSetup: cleengPays,
    },
    charge: cleengPays,
    completeChallenge: cleengPays,
    retrieve: cleengPays,
    chargeSaved: cleengPays,
    saveCard: cleengPays,
    parseWebhook: async () => null,
  };
}
