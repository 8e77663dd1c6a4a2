import { describe, expect, it } from 'vitest';
import { formatPath, validateSiteConfig } from './config-validation';

type Raw = Record<string, unknown>;

function validConfig(): Raw {
  return {
    id: 'demo2026',
    siteName: 'Demo',
    description: 'A demo site',
    siteId: 'site1234',
    content: [
      { contentId: 'abcd1234', type: 'playlist', featured: true },
      { type: 'continue_watching' },
      { type: 'favorites' },
      { contentId: 'list1234', type: 'content_list' },
    ],
    menu: [{ label: 'Films', contentId: 'film1234' }],
    styling: { highlightColor: '#ff0066' },
    integrations: {},
    contentProtection: { accessModel: 'free' },
  };
}

function withChange(change: (config: Raw) => void): Raw {
  const config = validConfig();
  change(config);
  return config;
}

describe('validateSiteConfig', () => {
  it('accepts a complete config and fills defaults', () => {
    const result = validateSiteConfig(validConfig());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.config.siteId).toBe('site1234');
    expect(result.config.menu[0]?.type).toBe('playlist');
    expect(result.config.features).toEqual({});
  });

  it.each<[string, (c: Raw) => void, string]>([
    ['description is required', (c) => delete c.description, 'description: is required'],
    ['siteId is required', (c) => delete c.siteId, 'siteId: is required'],
    ['siteId must not be empty', (c) => (c.siteId = ''), 'siteId: must not be empty'],
    ['content is required', (c) => delete c.content, 'content: is required'],
    ['menu is required', (c) => delete c.menu, 'menu: is required'],
    ['content must be a list', (c) => (c.content = 'x'), 'content: expected array, got "x"'],
    [
      'content type is one of the four kinds',
      (c) => (c.content = [{ contentId: 'x', type: 'carousel' }]),
      'content[0].type: must be one of "playlist", "continue_watching", "favorites", "content_list", got "carousel"',
    ],
    ['menu entry needs a label', (c) => (c.menu = [{ contentId: 'film1234' }]), 'menu[0].label: is required'],
    ['menu entry needs a contentId', (c) => (c.menu = [{ label: 'Films' }]), 'menu[0].contentId: is required'],
    [
      'menu label must not be empty',
      (c) => (c.menu = [{ label: '', contentId: 'film1234' }]),
      'menu[0].label: must not be empty',
    ],
    [
      'adDeliveryMethod is csai or ssai',
      (c) => (c.adDeliveryMethod = 'vast'),
      'adDeliveryMethod: must be one of "csai", "ssai", got "vast"',
    ],
    [
      'accessModel is one of four values',
      (c) => (c.contentProtection = { accessModel: 'paid' }),
      'contentProtection.accessModel: must be one of "free", "freeauth", "authvod", "svod", got "paid"',
    ],
    [
      'drm needs defaultPolicyId',
      (c) => (c.contentProtection = { accessModel: 'svod', drm: {} }),
      'contentProtection.drm.defaultPolicyId: is required',
    ],
  ])('rejects: %s', (_name, change, error) => {
    const result = validateSiteConfig(withChange(change));
    expect(result).toMatchObject({ ok: false, fatal: false });
    if (result.ok) return;
    expect(result.errors).toContain(error);
  });

  it('lists every problem, not just the first', () => {
    const result = validateSiteConfig(withChange((c) => (delete c.siteId, delete c.menu)));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual(expect.arrayContaining(['siteId: is required', 'menu: is required']));
  });

  it.each([null, 'config', 42, []])('rejects a non-object document %j', (raw) => {
    const result = validateSiteConfig(raw);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors[0]).toMatch(/^\(root\): expected object/);
  });

  it.each<[string, Raw, boolean]>([
    ['no integration', {}, true],
    ['cleeng only', { cleeng: { id: '123456789' } }, true],
    ['jwp only', { jwp: { clientId: 'abc', assetId: 1 } }, true],
    ['cleeng block without id plus jwp', { cleeng: { id: null }, jwp: { clientId: 'abc' } }, true],
    ['blank cleeng id plus jwp', { cleeng: { id: '  ' }, jwp: { clientId: 'abc' } }, true],
  ])('integrations: %s is accepted', (_name, integrations, ok) => {
    expect(validateSiteConfig(withChange((c) => (c.integrations = integrations))).ok).toBe(ok);
  });

  it('more than one enabled integration is fatal', () => {
    const result = validateSiteConfig(
      withChange((c) => (c.integrations = { cleeng: { id: '123' }, jwp: { clientId: 'abc' } })),
    );
    expect(result).toMatchObject({ ok: false, fatal: true });
    if (result.ok) return;
    expect(result.errors[0]).toContain('more than one integration is enabled (cleeng, jwp)');
  });
});

describe('formatPath', () => {
  it.each<[PropertyKey[], string]>([
    [[], '(root)'],
    [['siteId'], 'siteId'],
    [['content', 3, 'type'], 'content[3].type'],
    [['a', 'b', 0, 1], 'a.b[0][1]'],
  ])('%j → %s', (path, expected) => {
    expect(formatPath(path)).toBe(expected);
  });
});
