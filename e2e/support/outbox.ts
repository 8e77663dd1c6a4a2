import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { z } from 'zod';

/**
 * The e2e server's mail outbox (the embedded mail adapter writes every email as a JSON file into
 * `$DATA_DIR/outbox`; playwright.config.ts shares the folder through E2E_DATA_DIR). Tests read the codes users
 * would read in their inbox.
 */
const messageSchema = z.object({ to: z.string(), subject: z.string(), text: z.string(), date: z.string() });
type Message = z.infer<typeof messageSchema>;

/** The shared e2e server's data folder; a test running its own server passes that server's instead. */
function defaultDataDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the tests through playwright.config.ts');
  return dataDir;
}

function messagesTo(email: string, dataDir = defaultDataDir()): Message[] {
  const outbox = join(dataDir, 'outbox');
  let names: string[];
  try {
    names = readdirSync(outbox).filter((name) => name.endsWith('.json') && !name.startsWith('.'));
  } catch {
    return [];
  }
  return names
    .sort()
    .map((name) => messageSchema.parse(JSON.parse(readFileSync(join(outbox, name), 'utf8'))))
    .filter((message) => message.to === email.toLowerCase());
}

function codeOf(message: Message): string {
  const code = /\b(\d{6})\b/.exec(message.subject)?.[1] ?? /\b(\d{6})\b/.exec(message.text)?.[1];
  if (!code) throw new Error(`no code in the email "${message.subject}"`);
  return code;
}

/** How many emails `email` has received: pass it to `waitForCode` to wait for the next one. */
export function mailCount(email: string, dataDir?: string): number {
  return messagesTo(email, dataDir).length;
}

/** Waits for email number `after + 1` to `email` and returns its 6-digit code. */
export async function waitForCode(email: string, after = 0, dataDir?: string): Promise<string> {
  await expect
    .poll(() => mailCount(email, dataDir), { message: `an email to ${email}`, timeout: 10_000 })
    .toBeGreaterThan(after);
  const messages = messagesTo(email, dataDir);
  const newest = messages[messages.length - 1];
  if (!newest) throw new Error(`no email to ${email}`);
  return codeOf(newest);
}

/** The subject of the newest email to `email`. */
export function newestSubject(email: string): string | undefined {
  return messagesTo(email).at(-1)?.subject;
}
