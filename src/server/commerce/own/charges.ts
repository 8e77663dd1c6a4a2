import { randomUUID } from 'node:crypto';
import type { PricedOrder } from '../../../domain/commerce/pricing';
import { orders, payments } from '../../db/schema';
import type { ChargeResult } from '../../payments/port';
import type { Tx } from './grant';
import type { OrderRow, PaymentRow } from './views';

/**
 * A charge the server made on its own (a renewal, a plan switch) as an order and its payment, under one
 * idempotency key per customer, so the billing history shows it like any purchase.
 */
export async function storeCharge(
  tx: Tx,
  input: {
    userId: string;
    priced: PricedOrder;
    key: string;
    charge: ChargeResult;
    gateway: string;
    last4: string;
    now: Date;
  },
): Promise<{ order: OrderRow; payment: PaymentRow }> {
  const { userId, priced, key, charge, now } = input;
  const [order] = await tx
    .insert(orders)
    .values({
      id: randomUUID(),
      userId,
      offerId: priced.offerId,
      currency: priced.currency,
      totalPrice: priced.totalPrice,
      taxRate: priced.taxRate,
      priced,
      idempotencyKey: key,
      createdAt: now,
    })
    .returning();
  if (!order) throw new Error('order not stored');
  const [payment] = await tx
    .insert(payments)
    .values({
      id: randomUUID(),
      orderId: order.id,
      userId,
      amount: priced.totalPrice,
      currency: priced.currency,
      status: charge.status,
      gateway: input.gateway,
      gatewayReference: charge.reference,
      failureKey: charge.failureKey ?? null,
      cardLast4: input.last4,
      idempotencyKey: key,
      // Retry spacing and the billing history count from here, on the same clock as the caller.
      createdAt: now,
    })
    .returning();
  if (!payment) throw new Error('payment not stored');
  return { order, payment };
}
