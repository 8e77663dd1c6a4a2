import { atom } from 'nanostores';
export interface SessionUser { id: string; email: string; firstName: string; lastName: string }
/** The signed-in user, or null for a guest (filled by the account islands). */
export const $user = atom<SessionUser | null>(null);
