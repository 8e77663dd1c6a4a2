import type { Env } from '../env';
import { createAdyenGateway } from './adyen/gateway';
import { createPaypalGateway } from './paypal/gateway';
import type { PaymentGateway } from './port';
import { createStripeGateway } from './stripe/gateway';
import { createTestGateway } from './test/gateway';

/** The gateway `PAYMENT_GATEWAY` names, from the validated environment (which requires each one's keys). */
export function createPaymentGateway(env: Env): PaymentGateway {
  switch (env.PAYMENT_GATEWAY) {
    case 'stripe':
      return createStripeGateway({
        secretKey: env.STRIPE_SECRET_KEY ?? '',
        publishableKey: env.STRIPE_PUBLISHABLE_KEY ?? '',
        webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? '',
        apiUrl: env.STRIPE_API_URL,
      });
    case 'adyen':
      return createAdyenGateway({
        apiKey: env.ADYEN_API_KEY ?? '',
        merchantAccount: env.ADYEN_MERCHANT_ACCOUNT ?? '',
        clientKey: env.ADYEN_CLIENT_KEY ?? '',
        hmacKey: env.ADYEN_HMAC_KEY ?? '',
        environment: env.ADYEN_ENVIRONMENT,
        checkoutUrl: env.ADYEN_CHECKOUT_URL,
      });
    default:
      return createTestGateway({ webhookSecret: env.PAYMENT_WEBHOOK_SECRET });
  }
}

/** PayPal beside the card gateway, when its keys are set (the validated environment requires all three). */
export function createPaypalFromEnv(env: Env): PaymentGateway | undefined {
  if (!env.PAYPAL_CLIENT_ID) return undefined;
  return createPaypalGateway({
    clientId: env.PAYPAL_CLIENT_ID,
    clientSecret: env.PAYPAL_CLIENT_SECRET ?? '',
    webhookId: env.PAYPAL_WEBHOOK_ID ?? '',
    apiBase: env.PAYPAL_API_BASE,
  });
}
