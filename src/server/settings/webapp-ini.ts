import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { z } from 'zod';
import type { ConfigSourceSettings } from '../../domain/config-source';
import type { Env } from '../env';

/**
 * The settings file `.webapp.ini` (spec 1 §4 step 2, §7): which config sources the site may load.
 *
 *   defaultConfigSource = demo2026
 *   additionalAllowedConfigSources[] = demoauth        ; repeatable, or one comma list
 *   UNSAFE_allowAnyConfigSource = false
 *
 * Comments start with `;` or `#`; values may be quoted; section headers and unknown keys are ignored.
 * The environment (APP_CONFIG_DEFAULT, APP_CONFIG_ALLOWED, APP_CONFIG_UNSAFE_ALLOW_ANY) overrides the file.
 */

export type IniValues = Record<string, string | string[]>;

export type ParsedIni = { ok: true; values: IniValues } | { ok: false; error: string };

function unquote(value: string): string {
  const quoted = /^(["'])(.*)\1$/.exec(value);
  return quoted ? (quoted[2] ?? '') : value;
}

function stripInlineComment(value: string): string {
  if (/^["']/.test(value)) return value;
  return value.replace(/\s+[;#].*$/, '');
}

export function parseIni(text: string): ParsedIni {
  const values = new Map<string, string | string[]>();
  const lines = text.split(/\r?\n/);
  for (const [index, rawLine] of lines.entries()) {
    const line = rawLine.trim();
    if (line === '' || line.startsWith(';') || line.startsWith('#') || /^\[.*\]$/.test(line)) continue;
    const equals = line.indexOf('=');
    if (equals <= 0) return { ok: false, error: `line ${index + 1}: expected "key = value", got "${line}"` };
    const key = line.slice(0, equals).trim();
    const value = unquote(stripInlineComment(line.slice(equals + 1).trim()));
    if (key.endsWith('[]')) {
      const name = key.slice(0, -2).trim();
      const existing = values.get(name) ?? [];
      values.set(name, [...(Array.isArray(existing) ? existing : [existing]), value]);
    } else {
      values.set(key, value);
    }
  }
  return { ok: true, values: Object.fromEntries(values) };
}

const commaList = (value: string | string[]) =>
  (Array.isArray(value) ? value : [value])
    .flatMap((item) => item.split(','))
    .map((item) => item.trim())
    .filter((item) => item !== '');

const webappIniSchema = z.object({
  defaultConfigSource: z
    .string()
    .optional()
    .transform((value) => (value?.trim() ? value.trim() : undefined)),
  additionalAllowedConfigSources: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((value) => (value === undefined ? [] : commaList(value))),
  UNSAFE_allowAnyConfigSource: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const lower = value?.trim().toLowerCase() ?? '';
      if (lower === '' || lower === 'false' || lower === '0') return false;
      if (lower === 'true' || lower === '1') return true;
      ctx.addIssue({ code: 'custom', message: `expected true or false, got "${value}"` });
      return z.NEVER;
    }),
});

export type SettingsResult = { ok: true; settings: ConfigSourceSettings } | { ok: false; error: string };

/** File text → settings (without environment overrides). */
export function settingsFromIni(text: string): SettingsResult {
  const parsed = parseIni(text);
  if (!parsed.ok) return { ok: false, error: `.webapp.ini ${parsed.error}` };
  const result = webappIniSchema.safeParse(parsed.values);
  if (!result.success) {
    const issues = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    return { ok: false, error: `.webapp.ini ${issues.join('; ')}` };
  }
  return {
    ok: true,
    settings: {
      defaultConfigSource: result.data.defaultConfigSource,
      additionalAllowedConfigSources: result.data.additionalAllowedConfigSources,
      unsafeAllowAnyConfigSource: result.data.UNSAFE_allowAnyConfigSource,
    },
  };
}

type SettingsEnv = Pick<Env, 'APP_CONFIG_DEFAULT' | 'APP_CONFIG_ALLOWED' | 'APP_CONFIG_UNSAFE_ALLOW_ANY'>;

export function applyEnvOverrides(settings: ConfigSourceSettings, env: SettingsEnv): ConfigSourceSettings {
  return {
    defaultConfigSource: env.APP_CONFIG_DEFAULT ?? settings.defaultConfigSource,
    additionalAllowedConfigSources: env.APP_CONFIG_ALLOWED ?? settings.additionalAllowedConfigSources,
    unsafeAllowAnyConfigSource: env.APP_CONFIG_UNSAFE_ALLOW_ANY ?? settings.unsafeAllowAnyConfigSource,
  };
}

/**
 * The effective settings as INI text, served to browsers at `/.webapp.ini`: the file with the environment
 * overrides applied, so what browsers read matches what the server enforces.
 */
export function renderWebappIni(settings: ConfigSourceSettings): string {
  const lines = ['; Effective site settings: public/.webapp.ini with environment overrides applied.'];
  if (settings.defaultConfigSource) lines.push(`defaultConfigSource = ${settings.defaultConfigSource}`);
  for (const source of settings.additionalAllowedConfigSources) lines.push(`additionalAllowedConfigSources[] = ${source}`);
  lines.push(`UNSAFE_allowAnyConfigSource = ${settings.unsafeAllowAnyConfigSource}`);
  return `${lines.join('\n')}\n`;
}

const EMPTY_SETTINGS: ConfigSourceSettings = { additionalAllowedConfigSources: [], unsafeAllowAnyConfigSource: false };

/**
 * Where the file is looked for, relative to the working directory: the source copy, then the built copy
 * (a deployment may ship only `dist/`).
 */
export const WEBAPP_INI_PATHS = ['public/.webapp.ini', 'dist/client/.webapp.ini'];

/** Reads the first settings file that exists (none is fine when the environment names the sources). */
export async function readWebappSettings(env: SettingsEnv, paths = WEBAPP_INI_PATHS): Promise<SettingsResult> {
  for (const path of paths) {
    let text: string;
    try {
      text = await readFile(resolve(path), 'utf8');
    } catch (error) {
      if (error instanceof Error && 'code' in error && error.code === 'ENOENT') continue;
      return { ok: false, error: `.webapp.ini could not be read (${path}): ${String(error)}` };
    }
    const fromFile = settingsFromIni(text);
    return fromFile.ok ? { ok: true, settings: applyEnvOverrides(fromFile.settings, env) } : fromFile;
  }
  return { ok: true, settings: applyEnvOverrides(EMPTY_SETTINGS, env) };
}
