import type { SiteConfig } from './site-config';

/** Site-wide access models (spec 1 §1): free, login required, subscription required. */
export type AccessModel = 'AVOD' | 'AUTHVOD' | 'SVOD';
export type Integration = 'cleeng' | 'jwp';

type AccessConfig = Pick<SiteConfig, 'integrations' | 'contentProtection'>;

function isSet(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/** The enabled account integration, if any (validation guarantees at most one). */
export function integrationOf(config: Pick<SiteConfig, 'integrations'>): Integration | null {
  if (isSet(config.integrations.cleeng?.id)) return 'cleeng';
  if (isSet(config.integrations.jwp?.clientId)) return 'jwp';
  return null;
}

/**
 * `contentProtection.accessModel` mapped to the access model; a config that enables an integration without
 * naming a model is a subscription site.
 */
export function accessModelOf(config: AccessConfig): AccessModel {
  switch (config.contentProtection?.accessModel) {
    case 'free':
      return 'AVOD';
    case 'freeauth':
    case 'authvod':
      return 'AUTHVOD';
    case 'svod':
      return 'SVOD';
    case undefined:
      return integrationOf(config) ? 'SVOD' : 'AVOD';
  }
}
