import pino, { type DestinationStream, type Logger } from 'pino';
import type { Env } from './env';

/** Paths whose values never reach the logs. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'res.headers["set-cookie"]',
  'req.headers["x-licence-token"]',
  'headers["x-licence-token"]',
];

/** JSON-lines logger for the whole process (one per container); requests log through child loggers. */
export function createLogger(env: Pick<Env, 'LOG_LEVEL'>, destination?: DestinationStream): Logger {
  const options = {
    level: env.LOG_LEVEL,
    base: { service: 'ott-site' },
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    timestamp: pino.stdTimeFunctions.isoTime,
  };
  return destination ? pino(options, destination) : pino(options);
}
