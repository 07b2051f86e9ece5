import { clearMessage, MASCOT_MESSAGE_MS, showMessage } from './mascot-slice';
import type { AppDispatch } from './index';

let timer: ReturnType<typeof setTimeout> | undefined;

/** Shows a speech-bubble message that leaves after 3 s; a newer message restarts the clock. */
export function sayMessage(dispatch: AppDispatch, message: string) {
  if (timer) clearTimeout(timer);
  dispatch(showMessage(message));
  timer = setTimeout(() => {
    timer = undefined;
    dispatch(clearMessage());
  }, MASCOT_MESSAGE_MS);
}
