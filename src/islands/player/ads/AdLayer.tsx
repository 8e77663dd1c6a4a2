import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import type { Language } from '../../../lib/i18n';
import { componentLoader, useLoadedComponent } from '../../shared/use-loaded-component';
import type { AdSession, CurrentAd } from './ad-session';
import type { AdOverlayProps } from './AdOverlay';
import type { LazyAds } from './lazy-ads';

const adOverlay = componentLoader(() => import('./AdOverlay'));

const noSession = atom<AdSession | null>(null);
const noAd = atom<CurrentAd | null>(null);

/** The ad playing now, if any (the content's controls are inert meanwhile). */
export function useCurrentAd(ads: LazyAds | undefined): { session: AdSession; current: CurrentAd } | null {
  const session = useStore(ads?.$session ?? noSession);
  const current = useStore(session?.$current ?? noAd);
  return session && current ? { session, current } : null;
}

/** Over the stage while an ad plays; its code loads with the first ad. */
export function AdLayer(props: { playing: { session: AdSession; current: CurrentAd } | null; language: Language }) {
  if (!props.playing) return null;
  return <LoadedAdOverlay session={props.playing.session} current={props.playing.current} language={props.language} />;
}

function LoadedAdOverlay(props: AdOverlayProps) {
  const AdOverlay = useLoadedComponent(adOverlay);
  return AdOverlay ? <AdOverlay {...props} /> : null;
}
