/**
 * What the checkout and its PayPal frame (`/paypal-buttons`) tell each other by `postMessage`, same origin only.
 * PayPal's script runs in the frame alone, so no other page's policy lets it in; the checkout keeps the order.
 */
export const PAYPAL_FRAME_PATH = '/paypal-buttons';

/** From the frame: the buttons need an order, the buyer approved or closed PayPal's window, PayPal failed. */
export type FrameMessage =
  | { type: 'paypal:ready' }
  | { type: 'paypal:create' }
  | { type: 'paypal:approved'; orderId: string }
  | { type: 'paypal:cancelled' }
  | { type: 'paypal:error' };

/** From the checkout: the PayPal order to approve, or none (the server refused: the checkout says why). */
export type CheckoutMessage = { type: 'paypal:order'; orderId: string } | { type: 'paypal:no-order' };

const FRAME_TYPES = new Set(['paypal:ready', 'paypal:create', 'paypal:approved', 'paypal:cancelled', 'paypal:error']);

export function frameMessage(data: unknown): FrameMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, orderId } = data as { type?: unknown; orderId?: unknown };
  if (typeof type !== 'string' || !FRAME_TYPES.has(type)) return null;
  if (type === 'paypal:approved') return typeof orderId === 'string' ? { type, orderId } : null;
  return { type } as FrameMessage;
}

export function checkoutMessage(data: unknown): CheckoutMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, orderId } = data as { type?: unknown; orderId?: unknown };
  if (type === 'paypal:order' && typeof orderId === 'string') return { type, orderId };
  return type === 'paypal:no-order' ? { type } : null;
}

/** The frame's address for an order in `currency` (PayPal's script is loaded for one currency). */
export function paypalFramePath(currency: string): string {
  return `${PAYPAL_FRAME_PATH}?currency=${encodeURIComponent(currency.toUpperCase())}`;
}
