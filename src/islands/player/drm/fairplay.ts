import type { PlayerErrorKind } from '../player-errors';
import { KEY_SYSTEM_IDS, licenceHeaders, type ProtectedPlayback } from './key-systems';

/**
 * FairPlay on Safari's native HLS (EME with `com.apple.fps`): at the stream's first `encrypted` event the media
 * keys are made and given the application certificate (`certificateUrl`); each key the stream asks for is one
 * licence request, the CDM's SPC posted as it is to the licence server, whose CKC is handed back. A refused
 * licence (401/403) is `unauthorized`; anything else failing is a content protection issue.
 * Not run here: only Safari has the FairPlay CDM (see the README's DRM section).
 */
export function attachFairPlay(
  video: HTMLVideoElement,
  playback: ProtectedPlayback,
  onError: (kind: PlayerErrorKind) => void,
  doFetch: typeof fetch = fetch,
): () => void {
  const { licence } = playback;
  let mediaKeys: Promise<MediaKeys> | undefined;

  async function keysOnce(): Promise<MediaKeys> {
    const access = await navigator.requestMediaKeySystemAccess(KEY_SYSTEM_IDS.fairplay, [
      { initDataTypes: ['sinf', 'skd'], videoCapabilities: [{ contentType: 'application/vnd.apple.mpegurl' }] },
    ]);
    const keys = await access.createMediaKeys();
    if (licence.certificateUrl) {
      const certificate = await doFetch(licence.certificateUrl, { credentials: 'same-origin' });
      if (!certificate.ok) throw new Error(`FairPlay certificate: HTTP ${certificate.status}`);
      await keys.setServerCertificate(await certificate.arrayBuffer());
    }
    await video.setMediaKeys(keys);
    return keys;
  }

  const onEncrypted = async (event: MediaEncryptedEvent) => {
    if (!event.initData) return;
    try {
      mediaKeys ??= keysOnce();
      const session = (await mediaKeys).createSession();
      session.addEventListener('message', async (message: MediaKeyMessageEvent) => {
        try {
          const response = await doFetch(licence.licenseUrl, {
            method: 'POST',
            headers: { 'content-type': 'application/octet-stream', ...licenceHeaders(playback) },
            body: message.message,
          });
          if (!response.ok) {
            onError(response.status === 401 || response.status === 403 ? 'unauthorized' : 'content-protection');
            return;
          }
          await session.update(await response.arrayBuffer());
        } catch {
          onError('content-protection');
        }
      });
      await session.generateRequest(event.initDataType, event.initData);
    } catch {
      onError('content-protection');
    }
  };
  const listener = (event: Event) => void onEncrypted(event as MediaEncryptedEvent);
  video.addEventListener('encrypted', listener);
  return () => video.removeEventListener('encrypted', listener);
}
