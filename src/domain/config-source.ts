/**
 * Choosing the site-config source (spec 1 §5 "Config source"). Pure: the settings come from `.webapp.ini`
 * (with environment overrides) and the request's `app-config` query parameter.
 */

/** The settings-file keys that govern config sources. */
export interface ConfigSourceSettings {
  defaultConfigSource?: string;
  additionalAllowedConfigSources: string[];
  unsafeAllowAnyConfigSource: boolean;
}

export type ConfigSourceChoice =
  | { ok: true; source: string; warning?: string }
  /** The settings step fails: no usable source, or the settings name a malformed one. */
  | { ok: false; error: string };

const CONFIG_ID = /^[a-z0-9]{8}$/;

/** An 8-character id of lowercase letters and digits, or an absolute http(s) URL. */
export function isValidConfigSource(source: string): boolean {
  if (CONFIG_ID.test(source)) return true;
  if (!/^https?:\/\//i.test(source)) return false;
  try {
    return Boolean(new URL(source).host);
  } catch {
    return false;
  }
}

export function isConfigId(source: string): boolean {
  return CONFIG_ID.test(source);
}

function settingsProblems(settings: ConfigSourceSettings): string[] {
  const problems: string[] = [];
  const { defaultConfigSource } = settings;
  if (defaultConfigSource !== undefined && !isValidConfigSource(defaultConfigSource)) {
    problems.push(`defaultConfigSource "${defaultConfigSource}" is neither an 8-character config id nor a URL`);
  }
  for (const allowed of settings.additionalAllowedConfigSources) {
    if (!isValidConfigSource(allowed)) {
      problems.push(`additionalAllowedConfigSources entry "${allowed}" is neither an 8-character config id nor a URL`);
    }
  }
  return problems;
}

function isAllowed(source: string, settings: ConfigSourceSettings): boolean {
  return (
    settings.unsafeAllowAnyConfigSource ||
    source === settings.defaultConfigSource ||
    settings.additionalAllowedConfigSources.includes(source)
  );
}

/**
 * The source to load: the requested one when it is well-formed and allowed, otherwise the default (with a
 * warning when a request was ignored). Fails when the settings are malformed or no usable source remains.
 */
export function chooseConfigSource(settings: ConfigSourceSettings, requested?: string | null): ConfigSourceChoice {
  const problems = settingsProblems(settings);
  if (problems.length > 0) return { ok: false, error: problems.join('; ') };

  const wanted = requested?.trim() ?? '';
  let warning: string | undefined;
  if (wanted !== '') {
    if (!isValidConfigSource(wanted)) {
      warning = `Ignored app-config "${wanted}": not an 8-character config id or a URL`;
    } else if (!isAllowed(wanted, settings)) {
      warning = `Ignored app-config "${wanted}": not an allowed config source`;
    } else {
      return { ok: true, source: wanted };
    }
  }

  if (settings.defaultConfigSource === undefined) {
    return {
      ok: false,
      error: 'No config source: set defaultConfigSource in .webapp.ini (or APP_CONFIG_DEFAULT)',
    };
  }
  return warning === undefined
    ? { ok: true, source: settings.defaultConfigSource }
    : { ok: true, source: settings.defaultConfigSource, warning };
}
