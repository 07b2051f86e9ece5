import { readSessionItem, removeSessionItem, writeSessionItem } from './session-item';

// Set, for this tab, when a call found the session gone (signed out in another tab, expired):
// the login page it is sent to says why instead of just appearing.
const SESSION_ENDED_KEY = 'session_ended';

export function markSessionEnded() {
  writeSessionItem(SESSION_ENDED_KEY, '1');
}

export function sessionEndedMarked(): boolean {
  return readSessionItem(SESSION_ENDED_KEY) !== null;
}

export function clearSessionEnded() {
  removeSessionItem(SESSION_ENDED_KEY);
}
