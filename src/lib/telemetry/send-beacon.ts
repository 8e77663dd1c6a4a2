/**
 * Posts a small JSON body as the page may be leaving: `navigator.sendBeacon` (the browser sends it even after
 * the page is gone), else — no Beacon API, or its queue is full — `fetch` with `keepalive`.
 */
export function sendBeacon(url: string, body: string, type = 'application/json'): void {
  const blob = new Blob([body], { type });
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, blob)) return;
  void fetch(url, { method: 'POST', body, headers: { 'content-type': type }, keepalive: true, credentials: 'omit' })
    .catch(() => undefined);
}
