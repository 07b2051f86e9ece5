import { useCallback, useEffect, useRef } from 'react';
import { useAuth } from '../auth-context';
import { verifySession } from '../api/verify-session';

/**
 * Reads the signed-in user again from the server (GET /auth/verify) into the stored copy, e.g.
 * once the address is verified. A failure keeps what is stored: a later call decides.
 */
export function useRefreshUser() {
  const { state, updateUser } = useAuth();
  const signedIn = state.status === 'authenticated';
  return useCallback(async () => {
    if (!signedIn) return;
    try {
      const { user } = await verifySession();
      if (user) updateUser(user);
    } catch {
      // Nothing to refresh from; the stored user stays as it was.
    }
  }, [signedIn, updateUser]);
}

/**
 * While `enabled`, reads the user again each time the tab comes back into view: a change made
 * elsewhere (an address verified on the phone) shows when the user returns.
 */
export function useRefreshUserOnReturn(enabled: boolean) {
  const refresh = useRefreshUser();
  useEffect(() => {
    if (!enabled) return;
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', onVisible);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', onVisible);
    };
  }, [enabled, refresh]);
}

/**
 * Once `done` (an address verified or changed through a mailed link), reads the user again, once,
 * after the session check has settled: a link opened in a new tab is used while that check may
 * still be under way.
 */
export function useRefreshUserAfter(done: boolean) {
  const { state } = useAuth();
  const refresh = useRefreshUser();
  const refreshed = useRef(false);
  const signedIn = state.status === 'authenticated';
  useEffect(() => {
    if (!done || !signedIn || refreshed.current) return;
    refreshed.current = true;
    void refresh();
  }, [done, signedIn, refresh]);
}
