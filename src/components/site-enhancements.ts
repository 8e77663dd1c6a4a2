import { initAccountMenu } from './account/account-menu';
import { bootConsent } from './consent/consent-client';
import { enhanceCountdown } from './countdown';
import { trapDialogFocus } from './dialog-focus-trap';
import { enhanceHeroVideo } from './hero/hero-video';
import { initHeroSliders } from './hero/hero-slider';
import { fitNavigation } from './nav-overflow';
import { enhanceBell } from './notifications/bell';
import { enhancePage } from './page-enhancements';
import { bootRegion } from './region/region-boot';
import { initScrollers } from './scroller';
import { enhanceSearchToggle } from './search/search-toggle';

/** Lets the browser paint and answer input between two steps (each step is then its own short task). */
function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * The scripts of the components that any page of the layout may have, as one module (BaseLayout loads it): one
 * request instead of one per component. Over HTTP/1.1 each of those took one of the six connections that the
 * LCP image and the first card images were waiting for. Each part runs only when its element is on the page, in
 * document order, and in a task of its own: run as one task they blocked the main thread for longer than the ten
 * module scripts did. Scripts of single pages (schedule, podcasts, forms) stay in their components.
 */
export async function enhanceSite(): Promise<void> {
  const steps: Array<() => void> = [
    trapDialogFocus,
    () => document.querySelectorAll<HTMLElement>('[data-header-nav]').forEach(fitNavigation),
    () => document.querySelectorAll<HTMLElement>('[data-search-slot]').forEach(enhanceSearchToggle),
    () => document.querySelectorAll<HTMLElement>('[data-bell]').forEach(enhanceBell),
    initAccountMenu,
    () => initHeroSliders(),
    () => {
      const heroVideo = document.querySelector<HTMLVideoElement>('[data-hero-video]');
      if (heroVideo) enhanceHeroVideo(heroVideo, document.querySelector<HTMLButtonElement>('[data-hero-toggle]'));
    },
    () => {
      const countdown = document.querySelector<HTMLElement>('[data-countdown]');
      if (countdown) enhanceCountdown(countdown);
    },
    () => initScrollers(),
    bootConsent,
    () => {
      const region = document.querySelector<HTMLElement>('[data-region-dialogs]');
      if (region) bootRegion(region);
    },
    enhancePage,
  ];
  for (const step of steps) {
    step();
    await yieldToMain();
  }
}
