import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyEnvOverrides, parseIni, readWebappSettings, renderWebappIni, settingsFromIni } from './webapp-ini';

const noEnv = { APP_CONFIG_DEFAULT: undefined, APP_CONFIG_ALLOWED: undefined, APP_CONFIG_UNSAFE_ALLOW_ANY: undefined };

describe('parseIni', () => {
  it('reads keys, repeatable keys, quotes and comments', () => {
    const parsed = parseIni(
      [
        '; comment',
        '# another',
        '[section]',
        'defaultConfigSource = "demo2026"',
        "name = 'a b'",
        'list[] = one',
        'list[]=two ; trailing comment',
        'url = https://example.com/c.json#frag',
        '',
      ].join('\r\n'),
    );
    expect(parsed).toEqual({
      ok: true,
      values: {
        defaultConfigSource: 'demo2026',
        name: 'a b',
        list: ['one', 'two'],
        url: 'https://example.com/c.json#frag',
      },
    });
  });

  it('names the line of a malformed entry', () => {
    expect(parseIni('a = 1\nnot a pair\n')).toEqual({
      ok: false,
      error: 'line 2: expected "key = value", got "not a pair"',
    });
  });

  it('keeps a __proto__ key as plain data', () => {
    const parsed = parseIni('__proto__ = x');
    expect(parsed.ok && Object.getPrototypeOf(parsed.values)).toBe(Object.prototype);
  });
});

describe('settingsFromIni', () => {
  it.each<[string, string, object]>([
    [
      'repeated allowed sources',
      'defaultConfigSource = demo2026\nadditionalAllowedConfigSources[] = demoauth\nadditionalAllowedConfigSources[] = badconf1',
      { defaultConfigSource: 'demo2026', additionalAllowedConfigSources: ['demoauth', 'badconf1'], unsafeAllowAnyConfigSource: false },
    ],
    [
      'a comma list',
      'defaultConfigSource = demo2026\nadditionalAllowedConfigSources = demoauth, badconf1',
      { additionalAllowedConfigSources: ['demoauth', 'badconf1'] },
    ],
    ['unsafe flag true', 'UNSAFE_allowAnyConfigSource = true', { unsafeAllowAnyConfigSource: true }],
    ['unsafe flag 1', 'UNSAFE_allowAnyConfigSource = 1', { unsafeAllowAnyConfigSource: true }],
    ['empty default means none', 'defaultConfigSource =', { defaultConfigSource: undefined }],
    ['empty file', '', { defaultConfigSource: undefined, additionalAllowedConfigSources: [], unsafeAllowAnyConfigSource: false }],
  ])('%s', (_name, text, expected) => {
    const result = settingsFromIni(text);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.settings).toMatchObject(expected);
  });

  it('rejects a flag that is not a boolean', () => {
    expect(settingsFromIni('UNSAFE_allowAnyConfigSource = sometimes')).toEqual({
      ok: false,
      error: '.webapp.ini UNSAFE_allowAnyConfigSource: expected true or false, got "sometimes"',
    });
  });
});

describe('applyEnvOverrides', () => {
  const fromFile = { defaultConfigSource: 'demo2026', additionalAllowedConfigSources: ['demoauth'], unsafeAllowAnyConfigSource: false };

  it('keeps the file values when the environment is silent', () => {
    expect(applyEnvOverrides(fromFile, noEnv)).toEqual(fromFile);
  });

  it('lets each variable replace its key', () => {
    expect(
      applyEnvOverrides(fromFile, {
        APP_CONFIG_DEFAULT: 'other123',
        APP_CONFIG_ALLOWED: [],
        APP_CONFIG_UNSAFE_ALLOW_ANY: true,
      }),
    ).toEqual({ defaultConfigSource: 'other123', additionalAllowedConfigSources: [], unsafeAllowAnyConfigSource: true });
  });
});

describe('readWebappSettings', () => {
  it('reads the shipped public/.webapp.ini', async () => {
    const result = await readWebappSettings(noEnv);
    expect(result).toEqual({
      ok: true,
      settings: {
        defaultConfigSource: 'demo2026',
        additionalAllowedConfigSources: ['demoauth', 'demojwp1', 'demoads1', 'demossai', 'badconf1', 'demoapps', 'demojwa1'],
        unsafeAllowAnyConfigSource: false,
      },
    });
  });

  it('uses the first file that exists and applies the environment', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'webapp-ini-'));
    const file = join(dir, '.webapp.ini');
    await writeFile(file, 'defaultConfigSource = aaaa1111\n');
    const result = await readWebappSettings({ ...noEnv, APP_CONFIG_ALLOWED: ['bbbb2222'] }, [join(dir, 'missing.ini'), file]);
    expect(result).toEqual({
      ok: true,
      settings: { defaultConfigSource: 'aaaa1111', additionalAllowedConfigSources: ['bbbb2222'], unsafeAllowAnyConfigSource: false },
    });
  });

  it('without any file, settings come from the environment alone', async () => {
    const result = await readWebappSettings({ ...noEnv, APP_CONFIG_DEFAULT: 'cccc3333' }, ['/nonexistent/.webapp.ini']);
    expect(result).toEqual({
      ok: true,
      settings: { defaultConfigSource: 'cccc3333', additionalAllowedConfigSources: [], unsafeAllowAnyConfigSource: false },
    });
  });

  it('reports a malformed file', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'webapp-ini-'));
    const file = join(dir, '.webapp.ini');
    await writeFile(file, 'defaultConfigSource demo2026\n');
    const result = await readWebappSettings(noEnv, [file]);
    expect(result).toEqual({ ok: false, error: '.webapp.ini line 1: expected "key = value", got "defaultConfigSource demo2026"' });
  });
});

describe('renderWebappIni', () => {
  it('writes settings that read back identically', () => {
    const settings = {
      defaultConfigSource: 'demo2026',
      additionalAllowedConfigSources: ['demoauth', 'https://cfg.example.com/c.json'],
      unsafeAllowAnyConfigSource: true,
    };
    expect(settingsFromIni(renderWebappIni(settings))).toEqual({ ok: true, settings });
  });
});
