import { describe, expect, it } from 'vitest';
import { accessModelOf, integrationOf } from './access-model';
import type { SiteConfig } from './site-config';

type AccessConfig = Pick<SiteConfig, 'integrations' | 'contentProtection'>;

const cleeng = { cleeng: { id: '100', useSandbox: true } };
const jwp = { jwp: { clientId: 'client-1', useSandbox: true } };

describe('accessModelOf', () => {
  it.each<[string, AccessConfig, string]>([
    ['free', { integrations: {}, contentProtection: { accessModel: 'free' } }, 'AVOD'],
    ['freeauth', { integrations: cleeng, contentProtection: { accessModel: 'freeauth' } }, 'AUTHVOD'],
    ['authvod', { integrations: jwp, contentProtection: { accessModel: 'authvod' } }, 'AUTHVOD'],
    ['svod', { integrations: cleeng, contentProtection: { accessModel: 'svod' } }, 'SVOD'],
    ['no model, no integration', { integrations: {} }, 'AVOD'],
    ['no model, cleeng enabled', { integrations: cleeng }, 'SVOD'],
    ['no model, jwp enabled', { integrations: jwp }, 'SVOD'],
    ['no model, cleeng block without id', { integrations: { cleeng: { id: null, useSandbox: true } } }, 'AVOD'],
    ['explicit free wins over an integration', { integrations: jwp, contentProtection: { accessModel: 'free' } }, 'AVOD'],
  ])('%s → %s', (_name, config, expected) => {
    expect(accessModelOf(config)).toBe(expected);
  });
});

describe('integrationOf', () => {
  it.each<[string, Pick<SiteConfig, 'integrations'>, string | null]>([
    ['none', { integrations: {} }, null],
    ['cleeng', { integrations: cleeng }, 'cleeng'],
    ['jwp', { integrations: jwp }, 'jwp'],
    ['blank ids', { integrations: { cleeng: { id: '', useSandbox: true }, jwp: { clientId: ' ', useSandbox: true } } }, null],
  ])('%s → %s', (_name, config, expected) => {
    expect(integrationOf(config)).toBe(expected);
  });
});
