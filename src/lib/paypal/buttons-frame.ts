import { checkoutMessage, type FrameMessage } from './frame-messages';

/**
 * The PayPal frame's script: loads PayPal's SDK (`@paypal/paypal-js`, imported here only, so no other page
 * fetches it) and renders its buttons; the order comes from the checkout around the frame, which also captures.
 */
export async function mountPaypalButtons(host: HTMLElement): Promise<void> {
  const tell = (message: FrameMessage) => parent.postMessage(message, location.origin);
  const { clientId, sdkUrl, currency } = host.dataset;
  try {
    const { loadScript } = await import('@paypal/paypal-js');
    const paypal = await loadScript({
      clientId: clientId ?? '',
      currency,
      intent: 'capture',
      components: 'buttons',
      // The card is the checkout's own form: PayPal's buttons offer the PayPal account only.
      disableFunding: ['card', 'credit', 'paylater', 'venmo'],
      ...(sdkUrl && { sdkBaseUrl: sdkUrl }),
    });
    if (!paypal?.Buttons) throw new Error('PayPal did not load');
    await paypal
      .Buttons({
        style: { layout: 'horizontal', tagline: false, height: 45 },
        createOrder: () => orderFromCheckout(tell),
        onApprove: async ({ orderID }) => tell({ type: 'paypal:approved', orderId: orderID }),
        onCancel: () => tell({ type: 'paypal:cancelled' }),
        onError: () => tell({ type: 'paypal:error' }),
      })
      .render(host);
    tell({ type: 'paypal:ready' });
  } catch {
    tell({ type: 'paypal:error' });
  }
}

/** Asks the checkout for the PayPal order of its order; PayPal's window waits for the answer. */
function orderFromCheckout(tell: (message: FrameMessage) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const answer = (event: MessageEvent) => {
      if (event.origin !== location.origin || event.source !== parent) return;
      const message = checkoutMessage(event.data);
      if (!message) return;
      removeEventListener('message', answer);
      if (message.type === 'paypal:order') resolve(message.orderId);
      else reject(new Error('no order'));
    };
    addEventListener('message', answer);
    tell({ type: 'paypal:create' });
  });
}
