import { describe, expect, it } from 'vitest';
import { otpEmail } from '../../src/server/mail/templates';
import { MailError, type MailMessage, type Mailer } from '../../src/server/mail/port';

/** A message as the receiving side saw it. */
export interface Delivered {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface MailerUnderTest {
  mailer: Mailer;
  /** Every message delivered so far, oldest first. */
  delivered(): Promise<Delivered[]>;
  /** A mailer of the same kind whose destination refuses or cannot be reached. */
  broken: Mailer;
}

/** What every `Mailer` must do: deliver the one-time-code email whole, and fail with a MailError. */
export function describeMailerContract(name: string, setup: () => Promise<MailerUnderTest>): void {
  describe(`mailer contract: ${name}`, () => {
    const message: MailMessage = otpEmail({
      to: 'ada@example.com',
      code: '042917',
      purpose: 'confirm_email',
      siteName: 'Aurora <Games> & TV',
      validMinutes: 10,
    });

    it('delivers the code email with its plain text and HTML parts', async () => {
      const { mailer, delivered } = await setup();
      await mailer.send(message);
      const [mail] = await delivered();
      expect(mail?.to).toBe('ada@example.com');
      expect(mail?.from).toContain('no-reply@');
      expect(mail?.subject).toBe(message.subject);
      expect(mail?.text).toContain('042917');
      expect(mail?.text).toContain('expires in 10 minutes');
      expect(mail?.html).toContain('042917');
      // The site name is escaped in the HTML part.
      expect(mail?.html).toContain('Aurora &#60;Games&#62; &#38; TV');
      expect(mail?.html).not.toContain('<Games>');
    });

    it('keeps messages apart and in order', async () => {
      const { mailer, delivered } = await setup();
      await mailer.send({ ...message, to: 'first@example.com' });
      await mailer.send({ ...message, to: 'second@example.com' });
      expect((await delivered()).map((mail) => mail.to)).toEqual(['first@example.com', 'second@example.com']);
    });

    it('reports an undeliverable message as a MailError', async () => {
      const { broken } = await setup();
      await expect(broken.send(message)).rejects.toBeInstanceOf(MailError);
    });
  });
}
