import nodemailer from 'nodemailer';
import { MailError, type MailMessage, type Mailer } from '../port';

/** Sends through an SMTP server given as a URL (`smtp://user:pass@host:587`, `smtps://…` for implicit TLS). */
export interface SmtpOptions {
  url: string;
  from: string;
}

export function createSmtpMailer({ url, from }: SmtpOptions): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    name: 'smtp',
    async send(message: MailMessage) {
      try {
        await transport.sendMail({ from, ...message });
      } catch (error) {
        throw new MailError('the SMTP server refused or could not be reached', { cause: error });
      }
    },
  };
}
