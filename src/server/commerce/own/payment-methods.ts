import { eq } from 'drizzle-orm';
import type { CardInput, CardMethodView } from '../../../lib/api/commerce-contract';
import type { Db } from '../../db/database';
import { paymentMethods } from '../../db/schema';
import type { CardSummary, PaymentGateway } from '../../payments/port';
import { fieldError } from '../../shared/app-error';
import type { Customer } from '../port';
import type { Tx } from './grant';

/**
 * The card a customer's subscriptions renew with: the gateway's reference, kept when a subscription is bought and
 * replaced when the customer changes the card (`edit-card`). The card itself is never stored.
 */
export type SavedCard = typeof paymentMethods.$inferSelect;

export async function saveCard(
  db: Db | Tx,
  customer: Customer,
  gateway: string,
  reference: string,
  card: CardSummary,
  now: Date,
): Promise<SavedCard> {
  const values = {
    gateway,
    reference,
    last4: card.last4,
    expMonth: card.expMonth,
    expYear: card.expYear,
    updatedAt: now,
  };
  const [row] = await db
    .insert(paymentMethods)
    .values({ userId: customer.userId, ...values })
    .onConflictDoUpdate({ target: paymentMethods.userId, set: values })
    .returning();
  if (!row) throw new Error('payment method not stored');
  return row;
}

export async function savedCard(db: Db | Tx, userId: string): Promise<SavedCard | undefined> {
  const [row] = await db.select().from(paymentMethods).where(eq(paymentMethods.userId, userId));
  return row;
}

export function paymentMethodView(row: SavedCard): CardMethodView {
  return {
    methodName: 'card',
    paymentGateway: row.gateway,
    last4: row.last4,
    expMonth: row.expMonth,
    expYear: row.expYear,
  };
}

/** A new card for renewals: checked by the gateway (a refused card changes nothing), then kept. */
export async function replaceCard(
  db: Db,
  gateway: PaymentGateway,
  customer: Customer,
  card: CardInput,
  now: Date,
): Promise<CardMethodView> {
  const saved = await gateway.saveCard(card, now);
  // Refused by the bank: shown on the card number, in the checkout's words (`card_declined`, `expired_card`).
  if ('failureKey' in saved) throw fieldError('card.number', saved.failureKey, saved.failureKey);
  return paymentMethodView(await saveCard(db, customer, gateway.name, saved.savedMethod, summaryOf(card), now));
}

/** What is kept of a typed card: its last four digits and expiry. */
export function summaryOf(card: Pick<CardInput, 'number' | 'expMonth' | 'expYear'>): CardSummary {
  return { last4: card.number.slice(-4), expMonth: card.expMonth, expYear: card.expYear };
}
