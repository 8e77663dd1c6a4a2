/**
 * Browser push (Web Push, RFC 8030 with VAPID, RFC 8292): a message to a browser's push service, which wakes the
 * site's service worker even when no tab is open. One adapter: the protocol is the same for every browser vendor,
 * and the push service's address comes from the browser.
 */
export interface PushSubscriptionKeys {
  endpoint: string;
  /** The browser's public key (P-256, base64url) and auth secret that encrypt the message for it. */
  p256dh: string;
  auth: string;
}

export interface PushMessage {
  title: string;
  body: string;
  /** The page the notification opens. */
  url: string;
}

export interface PushSender {
  /** The VAPID public key browsers subscribe with (base64url). */
  readonly publicKey: string;
  /** `gone`: the push service says the browser unsubscribed (404, 410), so the subscription can be dropped. */
  send(to: PushSubscriptionKeys, message: PushMessage): Promise<'sent' | 'gone'>;
}
