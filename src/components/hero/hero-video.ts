import { afterLargestPaint } from '../after-main-content';

/**
 * The home hero's looping muted video: started once the poster has been painted as the page's largest paint and the
 * browser is idle, and only when motion is welcome; HLS through native playback or hls.js light, imported then (the
 * demo's loop is a progressive MP4 and needs neither).
 * The toggle pauses it for good; off screen it pauses on its own. A phone-sized screen keeps the poster: there the
 * decorative loop cost half a megabyte of mobile data and, in Lighthouse's mobile run, most of the main thread's
 * blocking time (decoding and painting every frame).
 */
function whenIdle(callback: () => void) {
  if ('requestIdleCallback' in window) window.requestIdleCallback(callback, { timeout: 4000 });
  else setTimeout(callback, 1500);
}

async function start(element: HTMLVideoElement) {
  const src = element.dataset.src ?? '';
  const isHls = /mpegurl/i.test(element.dataset.type ?? '') || /\.m3u8(\?|$)/i.test(src);
  if (!isHls || element.canPlayType('application/vnd.apple.mpegurl')) {
    element.src = src;
  } else {
    const { default: Hls } = await import('hls.js/light');
    if (!Hls.isSupported()) return;
    const hls = new Hls({ capLevelToPlayerSize: true, maxBufferLength: 12, startLevel: -1 });
    hls.loadSource(src);
    hls.attachMedia(element);
  }
  element.play().catch(() => undefined);
}

export function enhanceHeroVideo(video: HTMLVideoElement, toggle: HTMLButtonElement | null) {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  const motionWelcome = !window.matchMedia('(prefers-reduced-motion: reduce)').matches && !connection?.saveData;
  if (!motionWelcome || !window.matchMedia('(min-width: 768px)').matches) return;

  video.addEventListener(
    'playing',
    () => {
      video.classList.add('is-playing');
      if (toggle) toggle.hidden = false;
    },
    { once: true },
  );
  void afterLargestPaint().then(() => whenIdle(() => void start(video)));

  let pausedByViewer = false;
  toggle?.addEventListener('click', () => {
    pausedByViewer = !video.paused;
    if (video.paused) void video.play();
    else video.pause();
    toggle.classList.toggle('is-paused', pausedByViewer);
    toggle.setAttribute('aria-label', (pausedByViewer ? toggle.dataset.labelPlay : toggle.dataset.labelPause) ?? '');
  });
  // Off screen, the loop only costs battery.
  new IntersectionObserver(([entry]) => {
    if (!entry || !video.classList.contains('is-playing') || pausedByViewer) return;
    if (entry.isIntersecting) void video.play().catch(() => undefined);
    else video.pause();
  }).observe(video);
}
