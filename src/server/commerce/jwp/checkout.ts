import type { Offer } from '../../../domain/commerce/catalog';
import { discountedOrder } from '../../../domain/commerce/pricing';
import type { OrderView, PaymentView } from '../../../lib/api/commerce-contract';
import type { FailureKey } from '../../payments/port';
import type { AccessFee } from './wire';

/**
 * InPlayer has no orders: like JW's own web app, the adapter prices an order from the access fee and the
 * voucher's discount, and keeps it, with the payments made for it, in this server's memory until it is paid.
 * An order lives a day; a server restart (or another instance) forgets it and the customer starts the checkout again.
 */
export interface OrderRecord {
  userId: string;
  fee: AccessFee;
  offer: Offer;
  couponCode?: string;
  view: OrderView;
  createdAt: number;
}

export interface PaymentRecord {
  userId: string;
  order: OrderRecord;
  view: PaymentView;
  /** The 3-D Secure intent InPlayer asked to confirm. */
  intentId?: string;
  createdAt: number;
}

const LIFETIME_MS = 24 * 3600 * 1000;
const MAX_ENTRIES = 20_000;

/** A map that forgets entries older than a day and, past its size, the oldest. */
export function createMemo<T extends { createdAt: number }>() {
  const entries = new Map<string, T>();
  return {
    get(key: string, now: number): T | undefined {
      const entry = entries.get(key);
      if (entry && now - entry.createdAt > LIFETIME_MS) entries.delete(key);
      return entries.get(key);
    },
    set(key: string, value: T): void {
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      entries.set(key, value);
    },
    values: () => entries.values(),
  };
}

/** The order's price: the trial of a subscription's first order, else the voucher's price (`discounted`, minor units). */
export function priceOrder(id: string, offer: Offer, discounted: number | null): OrderView {
  const trial = discounted === null && offer.type === 'svod' && offer.freeDays > 0;
  const off = trial ? offer.price : discounted === null ? 0 : offer.price - discounted;
  const priced = discountedOrder(offer, off, trial ? 'trial' : 'coupon');
  // InPlayer takes the card even for a free first period: it charges the subscription's renewals.
  return { id, status: 'open', ...priced, requiredPaymentDetails: true };
}

/** InPlayer's (Stripe's) refusal texts, in the checkout's words (spec 2 §8). */
export function failureKeyOf(message: string): FailureKey | null {
  const text = message.toLowerCase();
  if (text.includes('insufficient')) return 'insufficient_funds';
  if (text.includes('expired')) return 'expired_card';
  if (text.includes('authentication')) return 'authentication_failed';
  if (text.includes('declined')) return 'card_declined';
  return null;
}
