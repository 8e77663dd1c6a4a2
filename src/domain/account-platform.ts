import type { SiteConfig } from './site-config';
import { integrationOf } from './access-model';

/** Which account platform serves a site config's viewers (spec 1 §1: the config's integration decides). */
export type AccountPlatformChoice =
  | { platform: 'own' }
  | { platform: 'cleeng'; publisherId: string; useSandbox: boolean; offerIds: string[] }
  | {
      platform: 'jwp';
      clientId: string;
      useSandbox: boolean;
      /** The InPlayer asset whose access fees the site sells (none: nothing is sold). */
      assetId: number | null;
    };

/** The config's enabled integration (validation already refused configs that enable more than one). */
export function accountPlatformOf(config: Pick<SiteConfig, 'integrations'>): AccountPlatformChoice {
  const { cleeng, jwp } = config.integrations;
  switch (integrationOf(config)) {
    case 'cleeng':
      return {
        platform: 'cleeng',
        publisherId: cleeng!.id!.trim(),
        useSandbox: cleeng!.useSandbox,
        offerIds: [cleeng!.monthlyOffer, cleeng!.yearlyOffer].flatMap((id) => (id?.trim() ? [id.trim()] : [])),
      };
    case 'jwp':
      return {
        platform: 'jwp',
        clientId: jwp!.clientId!.trim(),
        useSandbox: jwp!.useSandbox,
        assetId: jwp!.assetId ?? null,
      };
    default:
      return { platform: 'own' };
  }
}

/** One key per distinct platform account, so each gets one adapter. */
export function platformKey(choice: AccountPlatformChoice): string {
  switch (choice.platform) {
    case 'cleeng':
      // The offers are part of the key: configs of one publisher may sell different plans.
      return `cleeng:${choice.useSandbox ? 'sandbox' : 'production'}:${choice.publisherId}${choice.offerIds.map((id) => `:${id}`).join('')}`;
    case 'jwp':
      return `jwp:${choice.useSandbox ? 'sandbox' : 'production'}:${choice.clientId}:${choice.assetId ?? 'none'}`;
    default:
      return 'own';
  }
}
