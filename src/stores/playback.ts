import { atom } from 'nanostores';

/**
 * Requests to start a player from outside it: the start button, a trailer dialog opening. The player whose media
 * matches acts on each new request (`serial` changes every time, so asking twice works).
 */
export interface PlayRequest {
  mediaid: string;
  serial: number;
}

export const $playRequest = atom<PlayRequest | null>(null);

export function requestPlay(mediaid: string): void {
  $playRequest.set({ mediaid, serial: ($playRequest.get()?.serial ?? 0) + 1 });
}

/** Asks the player of `mediaid` to stop (a dialog closing); `null` when nothing should stop. */
export const $stopRequest = atom<PlayRequest | null>(null);

export function requestStop(mediaid: string): void {
  $stopRequest.set({ mediaid, serial: ($stopRequest.get()?.serial ?? 0) + 1 });
}
