import { atom, computed, onMount } from 'nanostores';
import type { SubscriptionView } from '../lib/api/commerce-contract';
import type { RequestedOffers } from '../domain/commerce/offer-choice';
import { $user, api } from './session';

/**
 * What the signed-in viewer has bought (subscriptions and passes, from the own backend), shared by the start
 * buttons, the players and the checkout. The server still decides every playback; this only chooses labels and
 * when to ask again. A purchase bumps `$accessVersion`, so the page's player asks the server again.
 */
export const $subscriptions = atom<SubscriptionView[]>([]);
export const $accessVersion = atom(0);

/** The offers of the item whose Buy button opened the checkout (spec 2 §4: "requested media offers"). */
export const $requestedOffers = atom<RequestedOffers>({ offerIds: [], premier: false });
/** The offer chosen in choose-offer, for the checkout; cleared when the checkout is left. */
export const $selectedOffer = atom<string | null>(null);

let loadedFor: string | null = null;

onMount($subscriptions, () =>
  $user.subscribe((user) => {
    if (!user) {
      loadedFor = null;
      $subscriptions.set([]);
    } else if (loadedFor !== user.id) {
      loadedFor = user.id;
      void reloadSubscriptions();
    }
  }),
);

export async function reloadSubscriptions(): Promise<void> {
  try {
    $subscriptions.set(await api.get<SubscriptionView[]>('/subscriptions', { retries: 2 }));
  } catch {
    // Unknown: labels stay as they were; the server still decides playback.
  }
}

/** After a purchase: the lists and players see the new access. */
export async function accessChanged(): Promise<void> {
  await reloadSubscriptions();
  $accessVersion.set($accessVersion.get() + 1);
}

/** The viewer's running access: any subscription (spec 1 §6 SVOD) and the offers that grant access now. */
export const $access = computed($subscriptions, (subscriptions) => {
  const now = Date.now() / 1000;
  const running = subscriptions.filter((entry) => entry.status !== 'expired' && entry.expiresAt > now);
  return {
    hasSubscription: running.some((entry) => entry.kind === 'svod'),
    offers: new Set(running.map((entry) => entry.offerId)),
  };
});
