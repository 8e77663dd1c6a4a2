import type { APIRoute } from 'astro';
import { getContainer } from '../../../server/container';
import { handlePaymentWebhook } from '../../../server/payments/webhook';

/** `POST /api/payments/webhook`: the payment gateway's signed notifications (see `handlePaymentWebhook`). */
export const POST: APIRoute = async ({ request }) => {
  const { payments, clock, logger } = getContainer();
  const response = await handlePaymentWebhook(request, { ...(await payments()), now: clock() });
  if (response.status !== 200) logger.warn({ status: response.status }, 'payment webhook refused');
  return response;
};

export const ALL: APIRoute = () =>
  Response.json(
    { code: 'method_not_allowed', message: 'Use POST' },
    { status: 405, headers: { 'Cache-Control': 'no-store', Allow: 'POST' } },
  );
