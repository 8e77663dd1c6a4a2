import { describe, expect, it } from 'vitest';
import { chooseConfigSource, isValidConfigSource, type ConfigSourceSettings } from './config-source';

describe('isValidConfigSource', () => {
  it.each([
    ['demo2026', true],
    ['abc12345', true],
    ['https://example.com/config.json', true],
    ['http://localhost:4321/c.json', true],
    ['HTTPS://EXAMPLE.COM/x', true],
    ['Demo2026', false],
    ['demo202', false],
    ['demo20266', false],
    ['demo-026', false],
    ['', false],
    ['ftp://example.com/config.json', false],
    ['https://', false],
    ['example.com/config.json', false],
    ['javascript:alert(1)', false],
  ])('%j → %s', (source, expected) => {
    expect(isValidConfigSource(source)).toBe(expected);
  });
});

const base: ConfigSourceSettings = {
  defaultConfigSource: 'demo2026',
  additionalAllowedConfigSources: ['demoauth', 'https://cfg.example.com/a.json'],
  unsafeAllowAnyConfigSource: false,
};

describe('chooseConfigSource', () => {
  it.each<[string, ConfigSourceSettings, string | null | undefined, string, string | undefined]>([
    ['no request → default', base, undefined, 'demo2026', undefined],
    ['null request → default', base, null, 'demo2026', undefined],
    ['empty request → default, no warning', base, '  ', 'demo2026', undefined],
    ['request equal to the default', base, 'demo2026', 'demo2026', undefined],
    ['request in the allowed list', base, 'demoauth', 'demoauth', undefined],
    ['allowed URL', base, 'https://cfg.example.com/a.json', 'https://cfg.example.com/a.json', undefined],
    ['well-formed but not allowed → default with warning', base, 'other123', 'demo2026', 'not an allowed config source'],
    ['malformed → default with warning', base, 'NOT-VALID', 'demo2026', 'not an 8-character config id or a URL'],
    [
      'unsafe allow-any accepts any well-formed source',
      { ...base, unsafeAllowAnyConfigSource: true },
      'https://anything.example.org/c.json',
      'https://anything.example.org/c.json',
      undefined,
    ],
    [
      'unsafe allow-any still rejects malformed sources',
      { ...base, unsafeAllowAnyConfigSource: true },
      'bad id!',
      'demo2026',
      'not an 8-character config id or a URL',
    ],
    [
      'no default but an allowed request',
      { ...base, defaultConfigSource: undefined },
      'demoauth',
      'demoauth',
      undefined,
    ],
  ])('%s', (_name, settings, requested, source, warning) => {
    const choice = chooseConfigSource(settings, requested);
    expect(choice.ok).toBe(true);
    if (!choice.ok) return;
    expect(choice.source).toBe(source);
    if (warning === undefined) expect(choice.warning).toBeUndefined();
    else expect(choice.warning).toContain(warning);
  });

  it.each<[string, ConfigSourceSettings, string | undefined, string]>([
    ['no default and no request', { ...base, defaultConfigSource: undefined }, undefined, 'No config source'],
    [
      'no default and a rejected request',
      { ...base, defaultConfigSource: undefined },
      'zzzz9999',
      'No config source',
    ],
    ['malformed default', { ...base, defaultConfigSource: 'Demo 2026' }, undefined, 'defaultConfigSource "Demo 2026"'],
    [
      'malformed allowed entry',
      { ...base, additionalAllowedConfigSources: ['demoauth', 'x'] },
      'demoauth',
      'additionalAllowedConfigSources entry "x"',
    ],
  ])('fails the settings step: %s', (_name, settings, requested, error) => {
    const choice = chooseConfigSource(settings, requested);
    expect(choice.ok).toBe(false);
    if (choice.ok) return;
    expect(choice.error).toContain(error);
  });
});
