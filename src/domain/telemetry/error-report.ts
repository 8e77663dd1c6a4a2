import { z } from 'zod';

/**
 * A browser error report (issue 46): spec 3 §8's generic categories and severities, where it happened, and what
 * groups it with the same error elsewhere (its fingerprint). Validated alike by the own intake and the browser.
 */
export const ERROR_CATEGORIES = [
  'network',
  'authentication',
  'player',
  'validation',
  'permission',
  'api',
  'unknown',
] as const;
export const ERROR_SEVERITIES = ['critical', 'high', 'medium', 'low'] as const;
/** `window`: an uncaught error; `promise`: an unhandled rejection; `island`: an island's error boundary. */
export const ERROR_SOURCES = ['window', 'promise', 'island', 'player'] as const;

export type ErrorCategory = (typeof ERROR_CATEGORIES)[number];
export type ErrorSeverity = (typeof ERROR_SEVERITIES)[number];
export type ErrorSource = (typeof ERROR_SOURCES)[number];

export const MAX_MESSAGE_CHARS = 1_000;
/** Stack lines kept: the top frames say where; the rest only costs bytes. */
export const MAX_STACK_LINES = 20;

export const errorReportSchema = z.object({
  category: z.enum(ERROR_CATEGORIES),
  severity: z.enum(ERROR_SEVERITIES),
  message: z.string().min(1).max(MAX_MESSAGE_CHARS),
  stack: z.string().max(8_000).optional(),
  source: z.enum(ERROR_SOURCES),
  path: z.string().max(2_000).regex(/^\//, 'a site path starting with /'),
  playerCode: z.string().regex(/^[a-z0-9-]{1,40}$/).optional(),
  /** Sent only with the viewer's analytics consent (decision 4604). */
  userId: z.string().max(100).optional(),
});

export type ErrorReport = z.infer<typeof errorReportSchema>;

/** The stack's first lines, at most `MAX_STACK_LINES`. */
export function trimStack(stack: string | undefined): string | undefined {
  if (!stack) return undefined;
  return stack.split('\n').slice(0, MAX_STACK_LINES).join('\n');
}

/**
 * The message with what varies between occurrences replaced: addresses, quoted values, hex ids and numbers,
 * so "Failed to load /m/abc123" and "Failed to load /m/def456" group together.
 */
export function messageTemplate(message: string): string {
  return message
    .replace(/\bhttps?:\/\/\S+/g, '<url>')
    .replace(/(["'`])[^"'`]*\1/g, '<value>')
    .replace(/(\/[\w.-]+){2,}/g, '<path>')
    .replace(/\b[0-9a-f]{8,}\b/gi, '<id>')
    .replace(/\b\d+(\.\d+)?\b/g, '<n>')
    .slice(0, 300);
}

/**
 * The stack's first frame (Chrome's `at fn (url:line:col)`, Firefox's and Safari's `fn@url:line:col`), with the
 * address's query and the column left out, so one build's same place is one frame. Empty when there is none.
 */
export function topFrame(stack: string | undefined): string {
  for (const line of (stack ?? '').split('\n')) {
    const frame = line.trim();
    const chrome = /^at (?:(.+?) \()?(.+?):(\d+):\d+\)?$/.exec(frame);
    if (chrome) return `${chrome[1] ?? '<anonymous>'} ${stripQuery(chrome[2] ?? '')}:${chrome[3]}`;
    const gecko = /^(.*)@(.+?):(\d+):\d+$/.exec(frame);
    if (gecko) return `${gecko[1] || '<anonymous>'} ${stripQuery(gecko[2] ?? '')}:${gecko[3]}`;
  }
  return '';
}

function stripQuery(url: string): string {
  return url.replace(/[?#].*$/, '');
}

/** What the fingerprint hashes: one error in one place, whatever its varying details. */
export function fingerprintInput(report: Pick<ErrorReport, 'category' | 'message' | 'stack'>): string {
  return [report.category, messageTemplate(report.message), topFrame(report.stack)].join('\n');
}

/** A report as the page queues it (lib/telemetry/report-error.ts); the sender adds the page's path and the viewer. */
export type PendingReport = Omit<ErrorReport, 'path' | 'userId'>;
