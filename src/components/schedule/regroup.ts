import { localDateKey } from '../../domain/schedule';
import { dayLabel, timeLabel } from './format';

/**
 * Browser enhancement of the server-rendered schedule: regroups the rows by the local date of their start
 * in the viewer's time zone (the server grouped them in its own), rewrites start times, opens today's day,
 * and makes rows with a live stream clickable as a whole.
 */
export function enhanceSchedule(root: HTMLElement): void {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (zone && zone !== root.dataset.zone) regroup(root, zone);
  root.addEventListener('click', (event) => {
    const target = event.target as Element;
    if (target.closest('a, button, summary')) return;
    const href = target.closest<HTMLElement>('tr[data-href]')?.dataset.href;
    if (href) window.location.assign(href);
  });
  for (const note of document.querySelectorAll<HTMLElement>('[data-time-zone]')) note.textContent = zone;
}

function countText(root: HTMLElement, count: number, language: string): string {
  const form = new Intl.PluralRules(language).select(count) === 'one' ? root.dataset.countOne : root.dataset.countOther;
  return (form ?? '{{count}}').replace('{{count}}', String(count));
}

function regroup(root: HTMLElement, zone: string): void {
  const language = root.dataset.language ?? document.documentElement.lang;
  const template = root.querySelector<HTMLDetailsElement>('details.schedule-day');
  if (!template) return;
  const rows = [...root.querySelectorAll<HTMLTableRowElement>('tr[data-start]')];
  rows.sort((a, b) => Date.parse(a.dataset.start ?? '') - Date.parse(b.dataset.start ?? ''));

  const today = localDateKey(Date.now(), zone);
  const openAll = root.dataset.openAll === 'true';
  const days = new Map<string, HTMLDetailsElement>();
  for (const row of rows) {
    const start = row.dataset.start ?? '';
    const date = localDateKey(start, zone);
    let day = days.get(date);
    if (!day) {
      day = template.cloneNode(true) as HTMLDetailsElement;
      day.querySelector('tbody')?.replaceChildren();
      day.dataset.date = date;
      day.open = openAll || date === today;
      const name = day.querySelector('.schedule-day__name');
      if (name) name.textContent = dayLabel(date, language);
      days.set(date, day);
    }
    const time = row.querySelector('time');
    if (time) time.textContent = timeLabel(start, language, zone);
    day.querySelector('tbody')?.append(row);
  }
  for (const day of days.values()) {
    const count = day.querySelector('.schedule-day__count');
    if (count) count.textContent = countText(root, day.querySelectorAll('tr[data-start]').length, language);
  }
  root.replaceChildren(...days.values());
}
