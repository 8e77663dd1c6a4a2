/**
 * The subscription states of spec 1 §4, the same on every platform: `active`, `active_trial` (in its free days),
 * `cancelled` (runs until its end, does not renew), `expired`, `terminated` (ended some other way: refunded,
 * stopped by the platform). A granted access (given, not bought) is shown as an active subscription whose period is
 * `granted`.
 */
export type SubscriptionStatus = 'active' | 'active_trial' | 'cancelled' | 'expired' | 'terminated';

/** Whether it renews by itself: active, in its trial or paid. */
export const renewsItself = (status: SubscriptionStatus) => status === 'active' || status === 'active_trial';

/** Whether it still gives access: running, cancelled or not. */
export const stillRuns = (status: SubscriptionStatus) => renewsItself(status) || status === 'cancelled';

/** The second platform's (JWP / InPlayer) `action_type` in the spec's states (spec 1 §4). */
export function jwpSubscriptionStatus(actionType: string): SubscriptionStatus {
  switch (actionType) {
    case 'free-trial':
      return 'active_trial';
    case 'recurrent':
      return 'active';
    case 'canceled':
      return 'cancelled';
    case 'incomplete_expired':
    case 'ended':
      return 'expired';
    default:
      return 'terminated';
  }
}

/** Spec 1 §4 "Cancelling": the subscriptions are read again up to 10 times, 1.5 s apart, until the change shows. */
export const RELOAD_TRIES = 10;
export const RELOAD_INTERVAL_MS = 1_500;

/**
 * Reads `load` until `settled` says the platform shows the change, at most `tries` times `intervalMs` apart; the
 * last read is returned either way (the platform may show it later).
 */
export async function reloadUntil<T>(
  load: () => Promise<T>,
  settled: (value: T) => boolean,
  { tries = RELOAD_TRIES, intervalMs = RELOAD_INTERVAL_MS, sleep = defaultSleep } = {},
): Promise<T> {
  let value = await load();
  for (let attempt = 1; attempt < tries && !settled(value); attempt += 1) {
    await sleep(intervalMs);
    value = await load();
  }
  return value;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
