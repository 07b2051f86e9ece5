// Set, for this tab, when a call found the session gone (signed out in another tab, expired):
// the login page it is sent to says why instead of just appearing.
const SESSION_ENDED_KEY = 'session_ended';

export function markSessionEnded() {
  try {
    sessionStorage.setItem(SESSION_ENDED_KEY, '1');
  } catch {
    // Storage may be unavailable (private mode): the login page then appears without a word.
  }
}

export function sessionEndedMarked(): boolean {
  try {
    return sessionStorage.getItem(SESSION_ENDED_KEY) !== null;
  } catch {
    return false;
  }
}

export function clearSessionEnded() {
  try {
    sessionStorage.removeItem(SESSION_ENDED_KEY);
  } catch {
    // Nothing stored then.
  }
}
