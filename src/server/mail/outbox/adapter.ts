import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MailError, type MailMessage, type Mailer } from '../port';

/**
 * Writes each message as a JSON file (`{ from, to, subject, text, html, date }`) into a folder, named so that
 * listing the folder sorts oldest first. Written to a temporary name and renamed, so a reader never sees half a
 * message.
 */
export interface OutboxOptions {
  dir: string;
  from: string;
  clock: () => Date;
}

export function createOutboxMailer({ dir, from, clock }: OutboxOptions): Mailer {
  let ready: Promise<unknown> | undefined;
  return {
    name: 'outbox',
    async send(message: MailMessage) {
      const date = clock().toISOString();
      const name = `${date.replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.json`;
      try {
        ready ??= mkdir(dir, { recursive: true });
        await ready;
        const body = JSON.stringify({ from, ...message, date }, null, 2);
        await writeFile(join(dir, `.${name}.tmp`), body);
        await rename(join(dir, `.${name}.tmp`), join(dir, name));
      } catch (error) {
        ready = undefined;
        throw new MailError(`could not write to the outbox ${dir}`, { cause: error });
      }
    },
  };
}
