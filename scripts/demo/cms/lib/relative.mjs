/** Minutes from now → the relative-time syntax of src/server/shared/relative-time.ts (`now-2d-3h-30m`). */
export function relativeTime(minutes) {
  if (minutes === 0) return 'now';
  const sign = minutes < 0 ? '-' : '+';
  const total = Math.abs(minutes);
  const parts = [
    [Math.floor(total / 1440), 'd'],
    [Math.floor((total % 1440) / 60), 'h'],
    [total % 60, 'm'],
  ];
  return `now${parts.filter(([value]) => value > 0).map(([value, unit]) => `${sign}${value}${unit}`).join('')}`;
}

export const HOUR = 60;
export const DAY = 24 * HOUR;
