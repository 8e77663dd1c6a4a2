import type { z } from 'zod';
import { errorAnswer, tokenAnswer } from './wire';

/**
 * PayPal's REST calls with an OAuth2 client-credentials token (`POST /v1/oauth2/token`, Basic client id and
 * secret), kept until a minute before it expires and fetched again once when PayPal answers 401.
 */
export interface PaypalClientOptions {
  clientId: string;
  clientSecret: string;
  /** https://api-m.sandbox.paypal.com or https://api-m.paypal.com (a fixture server in tests). */
  apiBase: string;
  timeoutMs?: number;
}

/** A PayPal answer other than 2xx: its status and the `issue` names PayPal gave. */
export class PaypalError extends Error {
  constructor(
    readonly status: number,
    readonly issues: string[],
    text: string,
  ) {
    super(`PayPal answered ${status}: ${text.slice(0, 200)}`);
  }
}

export interface PaypalCall {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** `PayPal-Request-Id`: PayPal answers a repeated id with the first answer instead of acting twice. */
  requestId?: string;
}

export function createPaypalClient(options: PaypalClientOptions) {
  const base = options.apiBase.replace(/\/+$/, '');
  const signal = () => AbortSignal.timeout(options.timeoutMs ?? 10_000);
  let token: { value: string; expiresAt: number } | undefined;

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > Date.now()) return token.value;
    const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');
    const response = await fetch(`${base}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${basic}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
      signal: signal(),
    });
    const text = await response.text();
    if (!response.ok) throw new PaypalError(response.status, [], text);
    const answer = tokenAnswer.parse(JSON.parse(text));
    token = {
      value: answer.access_token,
      expiresAt: Date.now() + (answer.expires_in - 60) * 1000,
    };
    return token.value;
  }

  async function send(call: PaypalCall): Promise<Response> {
    return fetch(`${base}${call.path}`, {
      method: call.method,
      headers: {
        Authorization: `Bearer ${await accessToken()}`,
        'Content-Type': 'application/json',
        Prefer: 'return=representation',
        ...(call.requestId && { 'PayPal-Request-Id': call.requestId }),
      },
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      signal: signal(),
    });
  }

  return {
    async call<T extends z.ZodType>(schema: T, call: PaypalCall): Promise<z.infer<T>> {
      let response = await send(call);
      if (response.status === 401) {
        token = undefined;
        response = await send(call);
      }
      const text = await response.text();
      if (!response.ok) {
        let issues: string[] = [];
        try {
          issues = errorAnswer.parse(JSON.parse(text)).details?.map((detail) => detail.issue) ?? [];
        } catch {
          // Not PayPal's error body: the status says enough.
        }
        throw new PaypalError(response.status, issues, text);
      }
      return schema.parse(JSON.parse(text));
    },
  };
}
