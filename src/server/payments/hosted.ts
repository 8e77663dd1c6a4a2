import type { PaymentGateway } from './port';

/**
 * The card methods of a gateway whose own browser form takes the card: our server never receives card details
 * there, so each refuses (the commerce adapter does not call them for such a gateway).
 */
export function cardFormOnly(gateway: string): Pick<PaymentGateway, 'charge' | 'completeChallenge' | 'saveCard'> {
  const refuse = async (): Promise<never> => {
    throw new Error(`${gateway} takes cards in its own form: card details never reach this server`);
  };
  return { charge: refuse, completeChallenge: refuse, saveCard: refuse };
}
