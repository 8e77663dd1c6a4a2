import type { MessageBus } from './port';
import { createInProcessBus } from './in-process/adapter';
import { createPostgresBus } from './postgres/adapter';
import { createRedisBus } from './redis/adapter';

export interface BusChoice {
  redisUrl?: string;
  databaseUrl?: string;
  onError: (error: unknown) => void;
}

/** Redis when `REDIS_URL` is set, else LISTEN/NOTIFY on PostgreSQL when `DATABASE_URL` is, else in process. */
export function createMessageBus({ redisUrl, databaseUrl, onError }: BusChoice): MessageBus {
  if (redisUrl) return createRedisBus({ url: redisUrl, onError });
  if (databaseUrl) return createPostgresBus({ url: databaseUrl, onError });
  return createInProcessBus({ onHandlerError: onError });
}
