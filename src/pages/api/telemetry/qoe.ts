import type { APIRoute } from 'astro';
import { qoeBeaconSchema } from '../../../domain/telemetry/qoe';
import { getContainer } from '../../../server/container';
import { regionOfRequest } from '../../../server/features/region';
import { clientAddressOf } from '../../../server/http/client-address';
import { rateLimitedResponse, readBeaconBody, refusalResponse } from '../../../server/telemetry/beacon-body';
import { QOE_BODY_MAX_BYTES, takeQoeBeacon } from '../../../server/telemetry/qoe-intake';
import { browserFamily, platformOf } from '../../../server/telemetry/user-agent';

/**
 * `POST /api/telemetry/qoe`: the player's playback-quality beacon (qoe-intake.ts), answered 204 before the
 * country is looked up: the region lookup may take up to a second, and only the log line needs it.
 */
export const POST: APIRoute = async (context) => {
  const { env, telemetry, clock, region } = getContainer();
  const clientAddress = clientAddressOf(context, env.TRUST_PROXY);
  const decision = await telemetry.qoe.limiter.hit(`telemetry-qoe:ip:${clientAddress}`, telemetry.qoe.rule, clock());
  if (!decision.allowed) return rateLimitedResponse(decision.retryAfterSeconds);
  const body = await readBeaconBody(context.request, qoeBeaconSchema, QOE_BODY_MAX_BYTES);
  if (!body.ok) return refusalResponse(body);
  const userAgent = context.request.headers.get('user-agent');
  const labels = { browser: browserFamily(userAgent), platform: platformOf(userAgent) };
  const headers = context.request.headers;
  const country = regionOfRequest(region, { headers, clientAddress }).then(
    (answer) => answer.countryCode ?? 'unknown',
    () => 'unknown',
  );
  takeQoeBeacon(telemetry.qoe, body.value, labels, country);
  return new Response(null, { status: 204 });
};
