import { z } from 'zod';
import { sessionExpired } from '../../features/account/errors';
import { AppError } from '../../shared/app-error';
import { JwpError, type JwpClient } from './client';

/**
 * The signed-media token of spec 1 §7 "Entitlement": GET /v2/items/jw-media/token with `app_config_id` and
 * `media_id`, authenticated with the customer's InPlayer token; the reply's `token` signs the JW media request.
 * A token InPlayer refuses ends the session; any other refusal (402: no subscription) is not entitled.
 */
const replySchema = z.object({ token: z.string().min(1) });

export const notEntitled = () => new AppError(403, 'not_entitled', 'Unauthorized');

export async function jwMediaToken(
  client: JwpClient,
  platformToken: string,
  item: { appConfigId: string; mediaId: string },
): Promise<string> {
  const query = { app_config_id: item.appConfigId, media_id: item.mediaId };
  const data = await client
    .call('GET', '/v2/items/jw-media/token', { token: platformToken, query })
    .catch((error: unknown) => {
      if (!(error instanceof JwpError)) throw error;
      throw error.status === 401 ? sessionExpired() : notEntitled();
    });
  return replySchema.parse(data).token;
}
