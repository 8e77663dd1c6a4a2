import { formatScheduledDate, formatShortDateTime, zoneOffsetAt } from '../lib/format';

/**
 * Small progressive enhancements shared by all pages (no framework):
 * - `<time data-local-time="short|scheduled">` is re-rendered in the viewer's time zone (the HTML is rendered
 *   once for everybody, in the server's zone), inside `data-local-template` ("Starts {date}") when given, unless
 *   its `data-zone-offset` says the server's zone had the viewer's offset at that time;
 * - cards with `data-motion` play their motion thumbnail after 500 ms of hover (spec 3 §9), except with
 *   reduced motion or Save-Data.
 */
export function enhancePage() {
  localizeTimes();
  enableMotionThumbnails();
}

const MOTION_DELAY_MS = 500;

function localizeTimes() {
  const language = document.documentElement.lang || 'en';
  document.querySelectorAll<HTMLTimeElement>('time[data-local-time]').forEach((element) => {
    if (element.closest('astro-island')) return;
    const date = new Date(element.dateTime);
    if (Number.isNaN(date.getTime())) return;
    // Formatting again would give the same text, and a page's first Intl formatter costs 25-60 ms here.
    if (element.dataset.zoneOffset === zoneOffsetAt(date)) return;
    const text =
      element.dataset.localTime === 'scheduled' ? formatScheduledDate(date) : formatShortDateTime(date, language);
    const template = element.dataset.localTemplate;
    element.textContent = template ? template.replace('{date}', text) : text;
  });
}

function enableMotionThumbnails() {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  const allowed =
    window.matchMedia('(hover: hover)').matches &&
    !window.matchMedia('(prefers-reduced-motion: reduce)').matches &&
    !connection?.saveData;
  if (!allowed) return;

  let timer: number | undefined;
  const stop = (card: HTMLElement) => {
    window.clearTimeout(timer);
    card.querySelector('.media-card__motion')?.remove();
  };

  document.addEventListener('pointerover', (event) => {
    const card = (event.target as Element).closest<HTMLAnchorElement>('a.media-card[data-motion]');
    if (!card || card.contains(event.relatedTarget as Node | null)) return;
    window.clearTimeout(timer);
    timer = window.setTimeout(() => {
      const poster = card.querySelector('.media-card__poster');
      if (!poster || poster.querySelector('.media-card__motion')) return;
      const video = document.createElement('video');
      video.className = 'media-card__motion';
      video.muted = true;
      video.loop = true;
      video.playsInline = true;
      video.setAttribute('aria-hidden', 'true');
      video.src = card.dataset.motion ?? '';
      video.addEventListener('playing', () => video.classList.add('is-playing'), { once: true });
      poster.insertBefore(video, poster.querySelector('.card-tag'));
      video.play().catch(() => video.remove());
    }, MOTION_DELAY_MS);
  });

  document.addEventListener('pointerout', (event) => {
    const card = (event.target as Element).closest<HTMLAnchorElement>('a.media-card[data-motion]');
    if (card && !card.contains(event.relatedTarget as Node | null)) stop(card);
  });
}
