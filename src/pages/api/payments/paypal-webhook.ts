import type { APIRoute } from 'astro';
import { getContainer } from '../../../server/container';
import { handlePaymentWebhook } from '../../../server/payments/webhook';

/** `POST /api/payments/paypal-webhook`: PayPal's notifications, checked with PayPal (see `handlePaymentWebhook`). */
export const POST: APIRoute = async ({ request }) => {
  const { payments, clock, logger } = getContainer();
  const { commerce, paypal } = await payments();
  if (!paypal) {
    return Response.json(
      { code: 'feature_not_enabled', message: 'PayPal is not configured' },
      { status: 404, headers: { 'Cache-Control': 'no-store' } },
    );
  }
  const response = await handlePaymentWebhook(request, { gateway: paypal, commerce, now: clock() });
  if (response.status !== 200) logger.warn({ status: response.status }, 'PayPal webhook refused');
  return response;
};

// The same 405 as the card gateway's webhook for any other method.
export { ALL } from './webhook';
