import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll } from 'vitest';
import { createSmtpMailer } from '../../src/server/mail/smtp/adapter';
import { describeMailerContract, type Delivered } from './mailer.contract';

/** The SMTP adapter against a real SMTP server listening on loopback (smtp-server), parsing what it receives. */
const servers: SMTPServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
});

async function startSmtpServer(received: Delivered[]): Promise<number> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({
            from: mail.from?.text ?? '',
            to: Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(',') : (mail.to?.text ?? ''),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
          });
          callback();
        })
        .catch(callback);
    },
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('SMTP fixture has no port');
  return address.port;
}

describeMailerContract('smtp (nodemailer)', async () => {
  const received: Delivered[] = [];
  const port = await startSmtpServer(received);
  return {
    mailer: createSmtpMailer({ url: `smtp://127.0.0.1:${port}`, from: 'no-reply@example.com' }),
    // Port 1 on loopback: nothing listens, the connection is refused.
    broken: createSmtpMailer({ url: 'smtp://127.0.0.1:1', from: 'no-reply@example.com' }),
    delivered: async () => received,
  };
});
