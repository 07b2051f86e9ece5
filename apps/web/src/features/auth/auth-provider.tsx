import { useCallback, useEffect, useMemo, useReducer, useRef, type ReactNode } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AuthUser } from '@academy/shared/profile';
import { AUTH_USER_STORAGE_KEY } from '@academy/shared/storage-keys';
import { isApiError } from '../../lib/api-client';
import { markSessionEnded } from '../../lib/session-ended';
import { useAppDispatch } from '../../store/hooks';
import { resetStreak } from '../../store/mascot-slice';
import { AuthContext, type AuthContextValue, type AuthState } from './auth-context';
import { clearStoredUser, readStoredUser, storeUser } from './auth-storage';
import {
  serverVerifiedUserKey,
  takeStartedSessionCheck,
  verifySessionQueryOptions,
} from './api/verify-session';
import { logoutRequest } from './api/logout';

type AuthAction =
  | { type: 'authenticated'; user: AuthUser }
  | { type: 'updated'; fields: Partial<AuthUser> }
  | { type: 'anonymous'; signedOut: boolean };

function reducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case 'authenticated':
      return { status: 'authenticated', user: action.user, signedOut: false };
    case 'updated':
      return state.status === 'authenticated'
        ? { ...state, user: { ...state.user, ...action.fields } }
        : state;
    case 'anonymous':
      return { status: 'anonymous', user: null, signedOut: action.signedOut };
  }
}

/**
 * A page the server rendered for the session it verified starts signed in as that user. Else,
 * with no stored user there is nothing to verify: the visitor is anonymous from the first render.
 */
export function initialAuthState(queryClient: QueryClient): AuthState {
  const verified = queryClient.getQueryData<AuthUser>(serverVerifiedUserKey);
  if (verified) return { status: 'authenticated', user: verified, signedOut: false };
  return readStoredUser()
    ? { status: 'loading', user: null, signedOut: false }
    : { status: 'anonymous', user: null, signedOut: false };
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(reducer, queryClient, initialAuthState);

  // A user verified by the server is kept as one verified here would be.
  useEffect(() => {
    const verified = queryClient.getQueryData<AuthUser>(serverVerifiedUserKey);
    if (verified) storeUser(verified);
    queryClient.removeQueries({ queryKey: serverVerifiedUserKey });
  }, [queryClient]);

  useEffect(() => {
    if (state.status !== 'loading') return;
    (takeStartedSessionCheck() ?? queryClient.fetchQuery(verifySessionQueryOptions()))
      .then((result) => {
        if (!result.success || !result.user) throw new Error('Session not verified');
        storeUser(result.user);
        dispatch({ type: 'authenticated', user: result.user });
      })
      .catch((error: unknown) => {
        // A server or network failure (after the retry), or too many requests, is no verdict on
        // the session: the stored user stays, and the first call the server does answer says
        // whether the session still holds (a 401 there asks to sign in). Clearing it would sign
        // the user out for good over an outage: with nothing stored, nothing is verified later.
        const stored = readStoredUser();
        if (stored && isApiError(error) && (error.status >= 500 || error.status === 429)) {
          dispatch({ type: 'authenticated', user: stored });
          return;
        }
        // The session has ended (expired, or signed out elsewhere): the login page a protected
        // page sends the user to says so, as it does when a later call finds the session gone.
        markSessionEnded();
        clearStoredUser();
        dispatch({ type: 'anonymous', signedOut: false });
      });
    // Runs once at start: later changes come from signIn and logout.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Another tab signed in, signed out or renamed the user: local storage is shared, and its
  // `storage` event fires in the other tabs. This one follows, so it never shows a user the
  // server no longer knows. A sign-out there reloads this tab, which leaves nothing of the user
  // on screen or in the cache, and a protected page then asks to sign in again, saying why.
  const current = useRef(state);
  useEffect(() => {
    current.current = state;
  }, [state]);
  useEffect(() => {
    const follow = (event: StorageEvent) => {
      if (event.key !== AUTH_USER_STORAGE_KEY && event.key !== null) return;
      const stored = readStoredUser();
      const here = current.current;
      if (stored && (here.status !== 'authenticated' || here.user._id === stored._id)) {
        dispatch({ type: 'authenticated', user: stored });
      } else if (here.status === 'authenticated') {
        if (!stored) markSessionEnded();
        window.location.reload();
      }
    };
    window.addEventListener('storage', follow);
    return () => window.removeEventListener('storage', follow);
  }, []);

  // A streak is one user's: when someone else signs in, or nobody is signed in any more, the
  // mascot's counts start over, as no page load clears them between two users of one tab. Not
  // after the start-up check: nothing was answered before it, and the mascot may be waving hello.
  const mascotDispatch = useAppDispatch();
  const userId = state.user?._id ?? null;
  const settledUserId = useRef(state.status === 'loading' ? undefined : userId);
  useEffect(() => {
    if (state.status === 'loading') return;
    if (settledUserId.current !== undefined && settledUserId.current !== userId) {
      mascotDispatch(resetStreak());
    }
    settledUserId.current = userId;
  }, [state.status, userId, mascotDispatch]);

  const signIn = useCallback((user: AuthUser) => {
    storeUser(user);
    dispatch({ type: 'authenticated', user });
  }, []);

  const updateUser = useCallback((fields: Partial<AuthUser>) => {
    const stored = readStoredUser();
    if (stored) storeUser({ ...stored, ...fields });
    dispatch({ type: 'updated', fields });
  }, []);

  const logout = useCallback(async () => {
    try {
      await logoutRequest();
    } catch {
      // SPEC §4: the user is cleared even when the server call fails.
    } finally {
      clearStoredUser();
      dispatch({ type: 'anonymous', signedOut: true });
    }
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({ state, signIn, updateUser, logout }),
    [state, signIn, updateUser, logout],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
