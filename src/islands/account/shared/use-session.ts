import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { User } from '../../../lib/api/contract';
import { $pickingUpSession, $session, startSession } from '../../../stores/session';
import { redirectKeepingToast } from '../../../stores/toasts';

/**
 * The signed-in user for an account screen. `ready` is false on the server and during hydration (the HTML is
 * the same for everybody), then true once the stored session has been read.
 */
export function useSession(): { ready: boolean; user: User | null } {
  const session = useStore($session, { ssr: 'initial' });
  const pickingUp = useStore($pickingUpSession, { ssr: 'initial' });
  const [started, setReady] = useState(false);
  const ready = started && !pickingUp;
  useEffect(() => {
    startSession();
    setReady(true);
  }, []);
  return { ready, user: ready && session.status === 'signed-in' ? session.user : null };
}

/**
 * A login-protected screen: once the stored session is read, a guest is sent to `redirectTo()` (replacing the
 * entry, so Back does not return here). `user` is null until then.
 */
export function useRequiredUser(redirectTo: () => string): { ready: boolean; user: User | null } {
  const state = useSession();
  const { ready, user } = state;
  useEffect(() => {
    // Only the session decides; `redirectTo` is read when it is known.
    if (ready && !user) redirectKeepingToast(redirectTo());
  }, [ready, user]);
  return state;
}
