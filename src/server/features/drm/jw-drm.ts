import type { JwSignedDelivery } from '../../jw-access/delivery';
import { SignatureRefused } from '../../jw-access/delivery';
import { accessBlocked, firstHlsSource, mediaGone, signingSettings, signingUnavailable } from '../jw-playback';
import type { ContentProtection } from './local-protection';

/**
 * A JW property with DRM (spec 1 §3 `contentProtection.drm.defaultPolicyId`, or `custom.drmPolicyId`; §7
 * `GET /v2/media/{id}/drm/{policyId}?token=`) when the site decides the entitlement itself (the own backend's
 * accounts): once the viewer is entitled, this server asks JW for the policy's sources, the request signed with the
 * property's secret (JW takes no unsigned DRM request), and hands the player their licence URLs — Widevine and
 * PlayReady for the DASH source, FairPlay with its certificate for the HLS one. A HEAD on the HLS stream tells a
 * geo block, as for any signed JW playback. No secret, or one JW refuses: 503, the reason in the log.
 */
export function createJwDrmProtection(deps: {
  delivery: JwSignedDelivery;
  log?: (reason: string, details: Record<string, unknown>) => void;
}): ContentProtection {
  const log = deps.log ?? (() => undefined);
  return {
    async sources(_customer, item, { config, expiry }) {
      if (!config) return null;
      const settings = signingSettings(config);
      if (!settings.drmPolicyId) return null;
      if (!deps.delivery.canSign) {
        log('a DRM policy is configured but JW_URL_SIGNING_SECRET (or JW_API_SECRET) is not set', {
          siteId: config.siteId,
        });
        throw signingUnavailable();
      }
      const sources = await deps.delivery.drmSources(item.mediaid, settings.drmPolicyId).catch((error: unknown) => {
        if (!(error instanceof SignatureRefused)) throw error;
        log(`${error.message}: is JW_URL_SIGNING_SECRET the property's secret?`, { siteId: config.siteId });
        throw signingUnavailable();
      });
      if (!sources) throw mediaGone();
      const stream = firstHlsSource(sources);
      if (stream && (await deps.delivery.streamStatus(stream.file)) === 403) {
        throw accessBlocked(item.geoBlockingMessage ?? settings.geoBlockingMessage);
      }
      return {
        sources: sources.map(({ file, type, drm }) => ({ file, type, ...(drm && { drm }) })),
        expiresAt: expiry(),
      };
    },
  };
}
