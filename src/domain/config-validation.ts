import type { z } from 'zod';
import { siteConfigSchema, type SiteConfig } from './site-config';

/**
 * Strict validation of a site configuration (spec 1 §5 "Config validation"). The schema covers the field rules;
 * this adds what a schema cannot express: at most one account integration may be enabled (spec 1 §1), and
 * breaking that rule is fatal — the site must not start with it.
 */
export type SiteConfigValidation =
  | { ok: true; config: SiteConfig }
  | { ok: false; fatal: boolean; errors: string[] };

export function validateSiteConfig(raw: unknown): SiteConfigValidation {
  const parsed = siteConfigSchema.safeParse(raw, { reportInput: true });
  if (!parsed.success) return { ok: false, fatal: false, errors: parsed.error.issues.map(describeIssue) };

  const enabled = enabledIntegrations(parsed.data);
  if (enabled.length > 1) {
    return {
      ok: false,
      fatal: true,
      errors: [
        `integrations: more than one integration is enabled (${enabled.join(', ')}); enable at most one`,
      ],
    };
  }
  return { ok: true, config: parsed.data };
}

/** Integrations whose identifying field is set: `cleeng.id`, `jwp.clientId`. */
export function enabledIntegrations(config: Pick<SiteConfig, 'integrations'>): Array<'cleeng' | 'jwp'> {
  const enabled: Array<'cleeng' | 'jwp'> = [];
  if (isSet(config.integrations.cleeng?.id)) enabled.push('cleeng');
  if (isSet(config.integrations.jwp?.clientId)) enabled.push('jwp');
  return enabled;
}

function isSet(value: string | null | undefined): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

/** `content[2].type` style paths; `(root)` for the document itself. */
export function formatPath(path: ReadonlyArray<PropertyKey>): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out === '' ? String(key) : `.${String(key)}`;
  }
  return out === '' ? '(root)' : out;
}

function describeIssue(issue: z.core.$ZodIssue): string {
  return `${formatPath(issue.path)}: ${issueMessage(issue)}`;
}

function issueMessage(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'is required';
      return `expected ${issue.expected}, got ${describeValue(issue.input)}`;
    case 'invalid_value':
      return `must be one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}, got ${describeValue(issue.input)}`;
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return 'must not be empty';
      return issue.message;
    default:
      return issue.message;
  }
}

function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (typeof value === 'object') return 'an object';
  return String(value);
}
