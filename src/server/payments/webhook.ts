import type { CommercePort } from '../commerce/port';
import type { PaymentGateway } from './port';

const MAX_BODY_BYTES = 64 * 1024;
const noStore = { 'Cache-Control': 'no-store' };

/**
 * `POST /api/payments/webhook`: the gateway tells a result that came later (a bank that answered, a challenge
 * completed elsewhere). A delivery that is not signed by the gateway gets 400 and changes nothing; a delivery
 * repeated (gateways retry) changes nothing the second time.
 */
export async function handlePaymentWebhook(
  request: Request,
  { gateway, commerce, now }: { gateway: PaymentGateway; commerce: CommercePort; now: Date },
): Promise<Response> {
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) {
    return Response.json(
      { code: 'payload_too_large', message: 'The body is too large' },
      { status: 413, headers: noStore },
    );
  }
  const body = await request.text();
  const events = body.length <= MAX_BODY_BYTES ? await gateway.parseWebhook(body, request.headers, now) : null;
  if (!events) {
    return Response.json(
      { code: 'invalid_signature', message: 'Not a genuine delivery of the payment gateway' },
      { status: 400, headers: noStore },
    );
  }
  const outcomes = [];
  for (const event of events) outcomes.push(await commerce.applyGatewayEvent(event, gateway.name));
  return Response.json({ received: true, outcomes }, { headers: noStore });
}
