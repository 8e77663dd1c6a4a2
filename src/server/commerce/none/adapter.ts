import { featureOff } from '../../shared/app-error';
import type { CommercePort } from '../port';

const paymentsOff = () => featureOff('Payments');
const refuse = async (): Promise<never> => {
  throw paymentsOff();
};

/**
 * Commerce for an account platform whose payments are not connected here: nothing is sold, every purchase call
 * answers "Payments feature is not enabled", and nobody holds a paid offer (locked items stay locked).
 */
export function createNoCommerce(): CommercePort {
  return {
    capabilities: { coupons: false, freeTrials: false, payPerView: false },
    offers: refuse,
    createOrder: refuse,
    getOrder: refuse,
    payOrder: refuse,
    startHostedPayment: refuse,
    finalizePayment: refuse,
    completeChallenge: refuse,
    billingHistory: refuse,
    receipt: refuse,
    entitlement: refuse,
    hasAccess: async () => false,
    subscriptions: refuse,
    cancelSubscription: refuse,
    renewSubscription: refuse,
    switchSubscription: refuse,
    paymentMethod: refuse,
    updatePaymentMethod: refuse,
    startCardChange: refuse,
    finishCardChange: refuse,
    // Gateway events and renewals belong to the own backend's commerce, which the container runs itself.
    applyGatewayEvent: async () => 'ignored',
    runRenewals: async () => ({ renewed: 0, failed: 0, expired: 0 }),
  };
}
