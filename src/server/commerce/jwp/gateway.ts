import type { PaymentGateway } from '../../payments/port';

const chargedByInPlayer = async (): Promise<never> => {
  throw new Error('InPlayer charges cards through its own calls (the JWP commerce adapter), not through this gateway');
};

/**
 * How a JWP site takes cards, as the checkout asks (`GET /api/payments/gateway`): the site's own card form, whose
 * card the JWP commerce adapter posts to InPlayer, which charges it with its Stripe account. Nothing is charged
 * through this object, and InPlayer's results never arrive as this site's webhooks.
 */
export const inPlayerCardForm: PaymentGateway = {
  name: 'stripe',
  charge: chargedByInPlayer,
  completeChallenge: chargedByInPlayer,
  retrieve: chargedByInPlayer,
  chargeSaved: chargedByInPlayer,
  saveCard: chargedByInPlayer,
  parseWebhook: async () => null,
};
