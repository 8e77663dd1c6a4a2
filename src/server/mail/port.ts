/**
 * The mail port: the own backend sends one-time codes through it. Two adapters: `outbox/` (JSON files in a
 * folder, the embedded default) and `smtp/` (nodemailer, when `SMTP_URL` is set). Both pass
 * `tests/contract/mailer.contract.ts`.
 */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  readonly name: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
}

export class MailError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'MailError';
  }
}
