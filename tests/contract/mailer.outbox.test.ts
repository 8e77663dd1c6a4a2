import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createOutboxMailer } from '../../src/server/mail/outbox/adapter';
import { describeMailerContract } from './mailer.contract';

describeMailerContract('outbox (JSON files in a folder)', async () => {
  const dir = join(mkdtempSync(join(tmpdir(), 'outbox-')), 'outbox');
  let tick = Date.parse('2026-05-01T10:00:00Z');
  const clock = () => new Date((tick += 1));
  // A path under a regular file can never be created.
  const blocker = join(mkdtempSync(join(tmpdir(), 'outbox-')), 'file');
  writeFileSync(blocker, '');
  return {
    mailer: createOutboxMailer({ dir, from: 'no-reply@example.com', clock }),
    broken: createOutboxMailer({ dir: join(blocker, 'outbox'), from: 'no-reply@example.com', clock }),
    delivered: async () =>
      readdirSync(dir)
        .filter((name) => name.endsWith('.json'))
        .sort()
        .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8'))),
  };
});
