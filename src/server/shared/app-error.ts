/**
 * An error a use-case raises on purpose, to be answered to the client as is: an HTTP status, a stable code (the
 * error keys of the specs), a message, for invalid input the messages per field, and for some codes a few
 * details the client acts on (e.g. where to continue). Anything else thrown is a bug: a logged 500, no details.
 */
export type AppErrorStatus = 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 422 | 429 | 503;

export interface AppErrorOptions {
  fields?: Record<string, string[]>;
  retryAfterSeconds?: number;
  details?: Record<string, string | number | boolean>;
}

export class AppError extends Error {
  readonly fields?: Record<string, string[]>;
  readonly retryAfterSeconds?: number;
  readonly details?: Record<string, string | number | boolean>;

  constructor(
    readonly status: AppErrorStatus,
    readonly code: string,
    message: string,
    options: AppErrorOptions = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.fields = options.fields;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.details = options.details;
  }
}

/** Invalid input in one field; `code` defaults to the generic validation code. */
export function fieldError(field: string, message: string, code = 'validation_failed'): AppError {
  return new AppError(400, code, message, { fields: { [field]: [message] } });
}

/** A media id the platform does not know, in spec 1 §8's words. */
export function mediaItemNotFound(): AppError {
  return new AppError(404, 'not_found', 'MediaItem not found');
}

/** Something this platform or site does not offer, in spec 1 §6's words: "{name} feature is not enabled". */
export function featureOff(name: string): AppError {
  return new AppError(403, 'feature_not_enabled', `${name} feature is not enabled`);
}
