/**
 * Arrow buttons for horizontal scrollers (shelves, sports carousel). Markup contract:
 * an element with `data-scroller` (optionally `data-scroll-step="300"` in px; default: one visible width)
 * holding one `[data-scroll-track]` and buttons `[data-scroll="prev"|"next"]` rendered `hidden`.
 * Without JavaScript the track still scrolls natively; the buttons only appear when there is somewhere to go.
 */
function enhance(scroller: HTMLElement) {
  const track = scroller.querySelector<HTMLElement>('[data-scroll-track]');
  const prev = scroller.querySelector<HTMLButtonElement>('[data-scroll="prev"]');
  const next = scroller.querySelector<HTMLButtonElement>('[data-scroll="next"]');
  if (!track || !prev || !next) return;

  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
  const step = () => Number(scroller.dataset.scrollStep) || Math.max(track.clientWidth * 0.9, 200);

  const update = () => {
    const max = track.scrollWidth - track.clientWidth;
    const scrollable = max > 2;
    prev.hidden = !scrollable;
    next.hidden = !scrollable;
    prev.disabled = track.scrollLeft <= 2;
    next.disabled = track.scrollLeft >= max - 2;
  };

  const scrollBy = (direction: 1 | -1) => {
    const rtl = getComputedStyle(track).direction === 'rtl' ? -1 : 1;
    track.scrollBy({ left: direction * rtl * step(), behavior: reducedMotion.matches ? 'auto' : 'smooth' });
  };

  prev.addEventListener('click', () => scrollBy(-1));
  next.addEventListener('click', () => scrollBy(1));
  track.addEventListener('scroll', update, { passive: true });
  new ResizeObserver(update).observe(track);
  update();
}

export function initScrollers(root: ParentNode = document) {
  root.querySelectorAll<HTMLElement>('[data-scroller]:not([data-scroller-ready])').forEach((scroller) => {
    scroller.dataset.scrollerReady = '';
    enhance(scroller);
  });
}
