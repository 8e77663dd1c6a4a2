/** Sent (bubbling) by a player's quick-start holder when its start has settled; the holder keeps the attribute. */
export const QUICK_START_SETTLED = 'player:quick-start-settled';
const SETTLED_ATTRIBUTE = 'data-quick-start-settled';

export function signalQuickStartSettled(holder: HTMLElement): void {
  if (holder.hasAttribute(SETTLED_ATTRIBUTE)) return;
  holder.setAttribute(SETTLED_ATTRIBUTE, '');
  holder.dispatchEvent(new Event(QUICK_START_SETTLED, { bubbles: true }));
}

/** Whether the quick start inside `island` has already settled (before the directive listened). */
export function quickStartSettled(island: Element): boolean {
  return island.querySelector(`[${SETTLED_ATTRIBUTE}]`) !== null;
}
