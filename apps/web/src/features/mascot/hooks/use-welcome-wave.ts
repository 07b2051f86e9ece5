import { useEffect } from 'react';
import { useAppDispatch } from '../../../store/hooks';
import type { AppDispatch, RootState } from '../../../store';
import { setEmotion } from '../../../store/mascot-slice';

/** How long the mascot waves hello. */
const WELCOME_MS = 2500;

const endWelcome = () => (dispatch: AppDispatch, getState: () => RootState) => {
  // An answer given meanwhile has set a pose of its own: leave that one be.
  if (getState().mascot.emotion === 'welcome') dispatch(setEmotion('idle'));
};

/** Waves hello when the app opens, and again on arriving from the login or register page. */
export function useWelcomeWave(enabled: boolean) {
  const dispatch = useAppDispatch();

  useEffect(() => {
    if (!enabled) return;
    dispatch(setEmotion('welcome'));
    const timer = setTimeout(() => dispatch(endWelcome()), WELCOME_MS);
    return () => clearTimeout(timer);
  }, [enabled, dispatch]);
}
