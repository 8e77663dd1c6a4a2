import type { PlayerSource } from './player-media';

/** What a quick start's holder (`data-quick-start`, Player.tsx) says: the media and the sources a guest may play. */
export interface HolderData {
  mediaid: string;
  sources: PlayerSource[];
}

export function holderData(holder: HTMLElement): HolderData | undefined {
  try {
    const data = JSON.parse(holder.dataset.quickStart ?? '') as Partial<HolderData>;
    return typeof data.mediaid === 'string' && Array.isArray(data.sources) ? (data as HolderData) : undefined;
  } catch {
    return undefined;
  }
}
