import { useEffect } from 'react';
import { useAppDispatch } from '../../../store/hooks';
import { sayMessage } from '../../../store/mascot-message';
import { clearMessage } from '../../../store/mascot-slice';
import { AUTH_LINE_VOICE, speak, stopSpeaking } from '../lib/speech';

interface AuthPageLine {
  text: string;
  sentenceBySentence: boolean;
}

/** SPEC §2: what the mascot says on the login and register pages, where Google's button shows. */
export const AUTH_PAGE_LINES: Record<string, AuthPageLine> = {
  '/login': {
    text: 'Here, you can login. I always prefer to login with Google!',
    sentenceBySentence: true,
  },
  '/signup': {
    text: 'Here, you can register. Use Google to do it faster!',
    sentenceBySentence: false,
  },
};

/**
 * Where the server offers no Google sign-in (no client id, the button hidden): the SPEC's first
 * sentence, then one that sends nobody looking for a Google button.
 */
export const AUTH_PAGE_LINES_WITHOUT_GOOGLE: Record<string, AuthPageLine> = {
  '/login': { text: 'Here, you can login. Welcome back!', sentenceBySentence: true },
  '/signup': {
    text: 'Here, you can register. It only takes a minute!',
    sentenceBySentence: false,
  },
};

export const isAuthPage = (pathname: string) => pathname in AUTH_PAGE_LINES;

/**
 * Shows and says the page's line when the login or register page opens. `googleSignIn` says
 * whether the page shows Google's button; undefined until the server's config is in, and the
 * line waits for it.
 */
export function useAuthPageLines(pathname: string, googleSignIn: boolean | undefined) {
  const dispatch = useAppDispatch();

  useEffect(() => {
    if (googleSignIn === undefined) return;
    const line = (googleSignIn ? AUTH_PAGE_LINES : AUTH_PAGE_LINES_WITHOUT_GOOGLE)[pathname];
    if (!line) return;
    sayMessage(dispatch, line.text);
    speak(line.text, AUTH_LINE_VOICE, { sentenceBySentence: line.sentenceBySentence });
    // The line belongs to the page: leaving it (signed in, say) stops the voice and the bubble.
    return () => {
      stopSpeaking();
      dispatch(clearMessage(line.text));
    };
  }, [pathname, googleSignIn, dispatch]);
}
