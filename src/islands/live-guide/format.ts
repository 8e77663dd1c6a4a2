/**
 * Times in the guide. The first render (on the server and while hydrating) uses the server's time zone, so the
 * HTML and the hydrated tree agree; after mount the island switches to the viewer's zone (`timeZone` undefined).
 */
export function timeFormatter(language: string, timeZone: string | undefined): (time: number) => string {
  const format = new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit', timeZone });
  return (time) => format.format(time);
}

export function dayFormatter(language: string, timeZone: string | undefined): (time: number) => string {
  const format = new Intl.DateTimeFormat(language, { weekday: 'short', day: 'numeric', month: 'short', timeZone });
  return (time) => format.format(time);
}

/** Midnight of the day holding `time`, in `timeZone` (the viewer's when undefined), as epoch ms. */
export function startOfDay(time: number, timeZone: string | undefined): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(time);
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  const sinceMidnight = ((value('hour') * 60 + value('minute')) * 60 + value('second')) * 1000 + (time % 1000);
  return time - sinceMidnight;
}
