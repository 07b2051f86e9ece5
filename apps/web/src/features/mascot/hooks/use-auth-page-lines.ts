import { useEffect } from 'react';
import { useAppDispatch } from '../../../store/hooks';
import { sayMessage } from '../../../store/mascot-message';
import { clearMessage } from '../../../store/mascot-slice';
import { AUTH_LINE_VOICE, speak, stopSpeaking } from '../lib/speech';

/** SPEC §2: what the mascot says on the login and register pages. */
export const AUTH_PAGE_LINES: Record<string, { text: string; sentenceBySentence: boolean }> = {
  '/login': {
    text: 'Here, you can login. I always prefer to login with Google!',
    sentenceBySentence: true,
  },
  '/signup': {
    text: 'Here, you can register. Use Google to do it faster!',
    sentenceBySentence: false,
  },
};

export const isAuthPage = (pathname: string) => pathname in AUTH_PAGE_LINES;

/** Shows and says the page's line when the login or register page opens. */
export function useAuthPageLines(pathname: string) {
  const dispatch = useAppDispatch();

  useEffect(() => {
    const line = AUTH_PAGE_LINES[pathname];
    if (!line) return;
    sayMessage(dispatch, line.text);
    speak(line.text, AUTH_LINE_VOICE, { sentenceBySentence: line.sentenceBySentence });
    // The line belongs to the page: leaving it (signed in, say) stops the voice and the bubble.
    return () => {
      stopSpeaking();
      dispatch(clearMessage(line.text));
    };
  }, [pathname, dispatch]);
}
