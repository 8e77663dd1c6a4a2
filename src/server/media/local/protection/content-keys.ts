import { createHmac } from 'node:crypto';

/**
 * Per-item content keys of the demo's protected media, derived from one master secret (the auth secret's
 * `content-keys` key): the key id and the AES key of an item never repeat across items, and nothing of either is
 * stored — the packager and the licence server derive the same pair. The fingerprint names the folder the
 * packager writes, so a new master secret packages the items anew instead of serving files no key opens.
 */
export interface ContentKey {
  kid: Uint8Array;
  key: Uint8Array;
}

const derive = (master: Uint8Array, purpose: string) =>
  new Uint8Array(createHmac('sha256', master).update(purpose).digest().subarray(0, 16));

export function contentKeyFor(master: Uint8Array, mediaid: string): ContentKey {
  return { kid: derive(master, `kid:${mediaid}`), key: derive(master, `key:${mediaid}`) };
}

export function keyFingerprint(master: Uint8Array): string {
  return Buffer.from(derive(master, 'fingerprint')).toString('hex').slice(0, 12);
}
