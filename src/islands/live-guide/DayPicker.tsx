import type { TFunction } from 'i18next';
import { timeInView, type GuideRange } from '../../domain/live-guide/geometry';
import { startOfDay } from './format';

/**
 * The day picker: a button per day of the grid (yesterday, today, tomorrow, in the viewer's zone once hydrated);
 * choosing one scrolls the grid to that day's start. The day in view is marked as pressed.
 */
interface DayPickerProps {
  days: number[];
  now: number;
  timeZone: string | undefined;
  range: GuideRange;
  /** The grid's scroll offset and visible timeline width, once the viewer has scrolled. */
  view: { scrollLeft: number; width: number } | undefined;
  formatDay(time: number): string;
  t: TFunction;
  onPick(time: number): void;
}

const DAY_MS = 86_400_000;

export function DayPicker({ days, now, timeZone, range, view, formatDay, t, onPick }: DayPickerProps) {
  const today = startOfDay(now, timeZone);
  const inView = view ? timeInView(view.scrollLeft, range, view.width) : undefined;
  return (
    <div className="live-guide__days" role="group" aria-label={t('guide.days')}>
      {days.map((utcMidnight) => {
        const day = startOfDay(utcMidnight + DAY_MS / 2, timeZone);
        const offset = Math.round((day - today) / DAY_MS);
        const name =
          offset === 0
            ? t('guide.today')
            : offset === -1
              ? t('guide.yesterday')
              : offset === 1
                ? t('guide.tomorrow')
                : undefined;
        const pressed = inView !== undefined && inView >= day && inView < day + DAY_MS;
        return (
          <button
            key={utcMidnight}
            type="button"
            className="live-guide__day"
            aria-pressed={pressed}
            onClick={() => onPick(Math.max(range.start, day === today ? now : day))}
          >
            {name && <span className="live-guide__day-name">{name}</span>}
            <span className="live-guide__day-date">{formatDay(day + DAY_MS / 2)}</span>
          </button>
        );
      })}
    </div>
  );
}
