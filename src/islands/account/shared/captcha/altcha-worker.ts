/// <reference lib="webworker" />
/**
 * Solves an ALTCHA challenge off the main thread: tries numbers until SHA-256(salt + number) is the challenge,
 * then posts the base64 JSON answer the server verifies (or null when none up to `maxnumber` matches).
 */
interface Challenge {
  algorithm: 'SHA-256';
  challenge: string;
  salt: string;
  signature: string;
  maxnumber: number;
}

const encoder = new TextEncoder();
const hex = (buffer: ArrayBuffer) =>
  Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');

self.onmessage = async (event: MessageEvent<Challenge>) => {
  const { algorithm, challenge, salt, signature, maxnumber } = event.data;
  for (let number = 0; number <= maxnumber; number += 1) {
    if (hex(await crypto.subtle.digest('SHA-256', encoder.encode(salt + number))) === challenge) {
      self.postMessage(btoa(JSON.stringify({ algorithm, challenge, number, salt, signature })));
      return;
    }
  }
  self.postMessage(null);
};
