import type { Offer } from './catalog';

const DAY_MS = 86_400_000;

/** One calendar month or year later (UTC); the 31st becomes the month's last day when the next has fewer days. */
export function addPeriod(from: Date, period: 'month' | 'year'): Date {
  const months = period === 'year' ? 12 : 1;
  const target = new Date(from);
  const day = target.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

/**
 * Until when a successful payment gives access. A subscription paid while still active extends from its current
 * end (nothing paid is lost); a first subscription with free days starts with the trial; a pass runs its days.
 */
export function accessUntil(offer: Offer, paidAt: Date, currentEnd: Date | null, firstTime: boolean): Date {
  if (offer.type === 'tvod') return new Date(paidAt.getTime() + offer.accessDays * DAY_MS);
  const start = currentEnd && currentEnd > paidAt ? currentEnd : paidAt;
  if (firstTime && offer.freeDays > 0) return new Date(start.getTime() + offer.freeDays * DAY_MS);
  return addPeriod(start, offer.period);
}
