import type { APIRoute } from 'astro';
import { errorReportSchema } from '../../../domain/telemetry/error-report';
import { getContainer } from '../../../server/container';
import { clientAddressOf } from '../../../server/http/client-address';
import { rateLimitedResponse, readBeaconBody, refusalResponse } from '../../../server/telemetry/beacon-body';
import { admitErrorReport, ERROR_BODY_MAX_BYTES, takeErrorReport } from '../../../server/telemetry/error-intake';
import { browserFamily } from '../../../server/telemetry/user-agent';

/** `POST /api/telemetry/errors`: one browser error report (error-intake.ts), answered 204 once it is queued. */
export const POST: APIRoute = async (context) => {
  const { env, telemetry } = getContainer();
  const decision = await admitErrorReport(telemetry.errors, clientAddressOf(context, env.TRUST_PROXY));
  if (!decision.allowed) return rateLimitedResponse(decision.retryAfterSeconds);
  const body = await readBeaconBody(context.request, errorReportSchema, ERROR_BODY_MAX_BYTES);
  if (!body.ok) return refusalResponse(body);
  takeErrorReport(telemetry.errors, body.value, browserFamily(context.request.headers.get('user-agent')));
  return new Response(null, { status: 204 });
};
