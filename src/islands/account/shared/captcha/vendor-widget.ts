/**
 * Turnstile and hCaptcha widgets, their script loaded only when a form needs one (explicit rendering). Both
 * expose `render(element, { sitekey, callback, 'expired-callback' })` on a global once their script ran.
 */
type VendorProvider = 'turnstile' | 'hcaptcha';

interface VendorApi {
  render(element: HTMLElement, options: Record<string, unknown>): string;
  remove?(id: string): void;
}

const SCRIPTS: Record<VendorProvider, string> = {
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
  hcaptcha: 'https://js.hcaptcha.com/1/api.js?render=explicit',
};

const loading = new Map<VendorProvider, Promise<VendorApi>>();

function vendorApi(provider: VendorProvider): VendorApi | undefined {
  return (window as unknown as Record<string, VendorApi | undefined>)[provider];
}

function loadVendor(provider: VendorProvider): Promise<VendorApi> {
  const existing = loading.get(provider);
  if (existing) return existing;
  const promise = new Promise<VendorApi>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPTS[provider];
    script.async = true;
    script.onload = () => {
      const found = vendorApi(provider);
      if (found) resolve(found);
      else reject(new Error(`${provider} did not load`));
    };
    script.onerror = () => reject(new Error(`${provider} could not be loaded`));
    document.head.append(script);
  });
  loading.set(provider, promise);
  promise.catch(() => loading.delete(provider));
  return promise;
}

/** Renders the widget into `element`; `onToken` gets the token, or '' when it expired. */
export async function renderVendorWidget(
  provider: VendorProvider,
  element: HTMLElement,
  siteKey: string,
  onToken: (token: string) => void,
): Promise<() => void> {
  const widgetApi = await loadVendor(provider);
  const id = widgetApi.render(element, {
    sitekey: siteKey,
    callback: (token: string) => onToken(token),
    'expired-callback': () => onToken(''),
  });
  return () => widgetApi.remove?.(id);
}
