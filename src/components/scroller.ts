/**
 * Arrow buttons for horizontal scrollers (shelves, sports carousel). Markup contract:
 * an element with `data-scroller` (optionally `data-scroll-step="300"` in px; default: one visible width)
 * holding one `[data-scroll-track]` and buttons `[data-scroll="prev"|"next"]` rendered `hidden`.
 * Without JavaScript the track still scrolls natively; the buttons only appear when there is somewhere to go.
 */
interface Controls {
  track: HTMLElement;
  prev: HTMLButtonElement;
  next: HTMLButtonElement;
}

/** Where the track can go: read from layout, so measure every scroller before changing any. */
function measure({ track }: Controls) {
  const max = track.scrollWidth - track.clientWidth;
  return { scrollable: max > 2, atStart: track.scrollLeft <= 2, atEnd: track.scrollLeft >= max - 2 };
}

function apply({ prev, next }: Controls, state: ReturnType<typeof measure>) {
  prev.hidden = !state.scrollable;
  next.hidden = !state.scrollable;
  prev.disabled = state.atStart;
  next.disabled = state.atEnd;
}

const controlsOf = new WeakMap<Element, Controls>();

// One observer for every track: its first call comes after the page's layout, with all tracks at once, so the
// shelves are measured together instead of each forcing a layout of its own (a home page has a dozen).
let sizes: ResizeObserver | undefined;
function observeSize(track: HTMLElement) {
  sizes ??= new ResizeObserver((entries) => {
    const changed = entries.flatMap((entry) => controlsOf.get(entry.target) ?? []);
    const states = changed.map(measure);
    changed.forEach((controls, index) => apply(controls, states[index]!));
  });
  sizes.observe(track);
}

function enhance(scroller: HTMLElement) {
  const track = scroller.querySelector<HTMLElement>('[data-scroll-track]');
  const prev = scroller.querySelector<HTMLButtonElement>('[data-scroll="prev"]');
  const next = scroller.querySelector<HTMLButtonElement>('[data-scroll="next"]');
  if (!track || !prev || !next) return;
  const controls = { track, prev, next };

  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
  const step = () => Number(scroller.dataset.scrollStep) || Math.max(track.clientWidth * 0.9, 200);

  const scrollBy = (direction: 1 | -1) => {
    const rtl = getComputedStyle(track).direction === 'rtl' ? -1 : 1;
    track.scrollBy({ left: direction * rtl * step(), behavior: reducedMotion.matches ? 'auto' : 'smooth' });
  };

  prev.addEventListener('click', () => scrollBy(-1));
  next.addEventListener('click', () => scrollBy(1));
  track.addEventListener('scroll', () => apply(controls, measure(controls)), { passive: true });
  controlsOf.set(track, controls);
  observeSize(track);
}

export function initScrollers(root: ParentNode = document) {
  root.querySelectorAll<HTMLElement>('[data-scroller]:not([data-scroller-ready])').forEach((scroller) => {
    scroller.dataset.scrollerReady = '';
    enhance(scroller);
  });
}
