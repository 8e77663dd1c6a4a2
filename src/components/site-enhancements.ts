import { initAccountMenu } from './account/account-menu';
import { bootConsent } from './consent/consent-client';
import { enhanceCountdown } from './countdown';
import { enhanceHeroVideo } from './hero/hero-video';
import { initHeroSliders } from './hero/hero-slider';
import { enhanceBell } from './notifications/bell';
import { enhancePage } from './page-enhancements';
import { bootRegion } from './region/region-boot';
import { initScrollers } from './scroller';
import { enhanceSearchToggle } from './search/search-toggle';

/**
 * The scripts of the components that any page of the layout may have, as one module (BaseLayout loads it): one
 * request instead of one per component. Over HTTP/1.1 each of those took one of the six connections that the
 * LCP image and the first card images were waiting for. Each part runs only when its element is on the page, in
 * document order; scripts of single pages (schedule, podcasts, forms) stay in their components.
 */
export function enhanceSite(): void {
  for (const slot of document.querySelectorAll<HTMLElement>('[data-search-slot]')) enhanceSearchToggle(slot);
  for (const root of document.querySelectorAll<HTMLElement>('[data-bell]')) enhanceBell(root);
  initAccountMenu();
  initHeroSliders();
  const heroVideo = document.querySelector<HTMLVideoElement>('[data-hero-video]');
  if (heroVideo) enhanceHeroVideo(heroVideo, document.querySelector<HTMLButtonElement>('[data-hero-toggle]'));
  const countdown = document.querySelector<HTMLElement>('[data-countdown]');
  if (countdown) enhanceCountdown(countdown);
  initScrollers();
  bootConsent();
  const region = document.querySelector<HTMLElement>('[data-region-dialogs]');
  if (region) bootRegion(region);
  enhancePage();
}
