import {
  releaseVelocity,
  resistedOffset,
  stepTarget,
  swipeStep,
  type PointerSample,
  type SlidePhase,
} from '../../domain/hero-slider';

/**
 * The home hero slider in the browser. Without this script the slides sit in a horizontal scroll-snap strip
 * (first slide visible, the others reachable by touch or Tab). Enhanced, the strip becomes a translated track:
 * previous/next buttons, one picker per slide, arrow keys, Home/End, and pointer swipes (mouse or touch; a
 * swipe commits past half the width or faster than the velocity threshold, see `domain/hero-slider`).
 * Each index change runs through the phases init → start → end (`data-phase` on the slider); off-screen
 * slides are `inert`, and a polite live region announces the new slide. Reduced motion: no sliding animation.
 *
 * Markup contract: `[data-hero-slider]` holding `[data-hero-viewport] > [data-hero-track] > [data-hero-slide]*`,
 * `[data-hero-controls]` (rendered hidden) with `[data-hero-prev]`, `[data-hero-next]`, `[data-hero-picker]*`,
 * and `[data-hero-status]`.
 */

const TRANSITION_MS = 450;
/** Movement (px) before a press counts as a drag, and its direction (horizontal or vertical) is decided. */
const DRAG_SLOP_PX = 8;

interface Drag {
  pointerId: number;
  startX: number;
  startY: number;
  offset: number;
  samples: PointerSample[];
  horizontal: boolean | undefined;
}

function enhance(root: HTMLElement) {
  const viewport = root.querySelector<HTMLElement>('[data-hero-viewport]');
  const track = root.querySelector<HTMLElement>('[data-hero-track]');
  const slides = Array.from(root.querySelectorAll<HTMLElement>('[data-hero-slide]'));
  const controls = root.querySelector<HTMLElement>('[data-hero-controls]');
  const prev = root.querySelector<HTMLButtonElement>('[data-hero-prev]');
  const next = root.querySelector<HTMLButtonElement>('[data-hero-next]');
  const pickers = Array.from(root.querySelectorAll<HTMLButtonElement>('[data-hero-picker]'));
  const status = root.querySelector<HTMLElement>('[data-hero-status]');
  if (!viewport || !track || !controls || !prev || !next || slides.length < 2) return;

  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
  const count = slides.length;
  // A visitor may have scrolled the strip before the script ran: start from the slide they see.
  let index = stepTarget(0, Math.round(viewport.scrollLeft / Math.max(viewport.clientWidth, 1)), count);
  let run = 0;
  let drag: Drag | undefined;
  let suppressClickUntil = 0;

  const setPhase = (phase: SlidePhase) => {
    root.dataset.phase = phase;
  };

  const place = (at: number, offsetPx = 0) => {
    track.style.transform = `translate3d(calc(${-at * 100}% + ${offsetPx}px), 0, 0)`;
  };

  const animate = (on: boolean) => {
    track.style.transition = on && !reducedMotion.matches ? `transform ${TRANSITION_MS}ms var(--ease)` : 'none';
  };

  const reveal = (slide: HTMLElement | undefined) => {
    if (!slide) return;
    slide.inert = false;
    for (const image of slide.querySelectorAll('img')) image.loading = 'eager';
  };

  const settle = (active: number) => {
    const focusWasInside = slides.some((slide, at) => at !== active && slide.contains(document.activeElement));
    slides.forEach((slide, at) => {
      slide.inert = at !== active;
    });
    pickers.forEach((picker, at) => picker.setAttribute('aria-current', String(at === active)));
    prev.setAttribute('aria-disabled', String(active === 0));
    next.setAttribute('aria-disabled', String(active === count - 1));
    // Focus must not vanish with an inert slide.
    if (focusWasInside) slides[active]?.focus({ preventScroll: true });
  };

  const springBack = () => {
    animate(true);
    place(index);
  };

  const goTo = (target: number) => {
    const to = stepTarget(0, target, count);
    if (to === index && root.dataset.phase !== 'start') {
      springBack();
      return;
    }
    const current = (run += 1);
    index = to;
    setPhase('init');
    reveal(slides[to]);
    let ended = false;
    const end = () => {
      if (ended || current !== run) return;
      ended = true;
      setPhase('end');
      settle(to);
      if (status) status.textContent = slides[to]?.getAttribute('aria-label') ?? '';
    };
    // Two frames: the incoming slide is laid out (init) before the transition starts.
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        if (current !== run) return;
        setPhase('start');
        animate(true);
        place(to);
        if (reducedMotion.matches) end();
        else {
          track.addEventListener('transitionend', end, { once: true });
          window.setTimeout(end, TRANSITION_MS + 100);
        }
      }),
    );
  };

  prev.addEventListener('click', () => goTo(index - 1));
  next.addEventListener('click', () => goTo(index + 1));
  pickers.forEach((picker, at) => picker.addEventListener('click', () => goTo(at)));

  root.addEventListener('keydown', (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.target instanceof HTMLInputElement) return;
    const keys: Record<string, number> = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: count - 1 };
    const target = keys[event.key];
    if (target === undefined) return;
    event.preventDefault();
    goTo(target);
  });

  viewport.addEventListener('pointerdown', (event) => {
    if (!event.isPrimary || event.button !== 0) return;
    if ((event.target as Element).closest('button')) return;
    drag = {
      pointerId: event.pointerId,
      startX: event.clientX,
      startY: event.clientY,
      offset: 0,
      samples: [{ x: event.clientX, t: event.timeStamp }],
      horizontal: undefined,
    };
  });

  viewport.addEventListener('pointermove', (event) => {
    if (!drag || event.pointerId !== drag.pointerId) return;
    const dx = event.clientX - drag.startX;
    const dy = event.clientY - drag.startY;
    if (drag.horizontal === undefined) {
      if (Math.abs(dx) < DRAG_SLOP_PX && Math.abs(dy) < DRAG_SLOP_PX) return;
      drag.horizontal = Math.abs(dx) > Math.abs(dy);
      if (!drag.horizontal) {
        drag = undefined; // a vertical gesture: the page scrolls
        return;
      }
      try {
        viewport.setPointerCapture(event.pointerId); // keep the drag when the pointer leaves the hero
      } catch {
        // the pointer is already gone; its pointerup or pointercancel still ends the drag
      }
      root.classList.add('is-dragging');
      reveal(slides[index - 1]);
      reveal(slides[index + 1]);
      animate(false);
    }
    drag.offset = dx;
    drag.samples.push({ x: event.clientX, t: event.timeStamp });
    if (drag.samples.length > 32) drag.samples.splice(0, drag.samples.length - 32);
    place(index, resistedOffset(dx, index, count));
  });

  const release = (event: PointerEvent) => {
    if (!drag || event.pointerId !== drag.pointerId) return;
    const ended = drag;
    drag = undefined;
    if (!ended.horizontal) return;
    root.classList.remove('is-dragging');
    suppressClickUntil = event.timeStamp + 400;
    ended.samples.push({ x: event.clientX, t: event.timeStamp });
    const step =
      event.type === 'pointercancel'
        ? 0
        : swipeStep({ offset: ended.offset, velocity: releaseVelocity(ended.samples), width: viewport.clientWidth });
    const target = stepTarget(index, step, count);
    if (target === index) {
      springBack();
      settle(index);
    } else goTo(target);
  };
  viewport.addEventListener('pointerup', release);
  viewport.addEventListener('pointercancel', release);
  // A drag that ends on a link is not a click on it (Chromium already sends that click to the capturing
  // viewport; not every engine does).
  viewport.addEventListener(
    'click',
    (event) => {
      if (event.timeStamp > suppressClickUntil) return;
      event.preventDefault();
      event.stopPropagation();
    },
    true,
  );
  viewport.addEventListener('dragstart', (event) => event.preventDefault());

  viewport.scrollLeft = 0;
  root.classList.add('is-enhanced');
  controls.hidden = false;
  animate(false);
  place(index);
  setPhase('end');
  settle(index);
}

export function initHeroSliders(root: ParentNode = document) {
  root.querySelectorAll<HTMLElement>('[data-hero-slider]:not([data-hero-ready])').forEach((slider) => {
    slider.dataset.heroReady = '';
    enhance(slider);
  });
}
