import { useCallback, useRef, useState } from 'react';
import type { TestAttemptView } from '@academy/shared/tests';
import { isApiError } from '../../../lib/api-client';
import { finishTestModule } from '../api/tests-api';
import type { RefusedAnswer } from '../lib/refused-answers';

/** The student's Finish failed (offline, or a server error): the module goes on. */
export const finishFailedMessage = (last: boolean) =>
  `The ${last ? 'test' : 'module'} could not be finished: check your connection and try again. Your answers are kept on this device.`;

/** How a module ended: the student's Finish, or its time ran out. */
export type ModuleEnd = 'finished' | 'timeUp';

/** A module that ended: which, how, and an answer of it the server refused, if one was. */
export interface ModuleEnded {
  module: number;
  how: ModuleEnd;
  refused?: RefusedAnswer;
}

/**
 * Ending a module: by the student's Finish or at time up, once every answer is sent. `ended` is
 * set from the moment it starts: time counted after that belongs to no question.
 */
export function useFinishModule({
  attemptId,
  moduleIndex,
  last,
  onEnded,
}: {
  attemptId: string;
  moduleIndex: number;
  last: boolean;
  onEnded: (next: TestAttemptView | undefined, ended: ModuleEnded) => void;
}) {
  const [ending, setEnding] = useState(false);
  const ended = useRef(false);
  // Why the student's Finish did not go through, shown in its dialog.
  const [error, setError] = useState<string>();

  /** `byStudent`: Finish pressed, not time up. */
  const end = useCallback(
    async (flush: () => Promise<boolean>, byStudent: boolean) => {
      ended.current = true;
      setEnding(true);
      setError(undefined);
      // The module is still open and its time still runs: the student may try again (offline,
      // the screen stayed locked, saying time was up, until a reload). An answer the server
      // has not got would be lost with a finish.
      const keepWorking = () => {
        ended.current = false;
        setEnding(false);
        setError(finishFailedMessage(last));
      };
      const allSent = await flush();
      if (byStudent && !allSent) return keepWorking();
      const how = byStudent ? 'finished' : 'timeUp';
      try {
        onEnded(await finishTestModule(attemptId, moduleIndex), { module: moduleIndex, how });
      } catch (failure) {
        // Already ended by the server (a refusal): the attempt read afresh says how it stands.
        // At time up the server ends the module anyway.
        if (byStudent && !(isApiError(failure) && failure.status < 500)) keepWorking();
        else onEnded(undefined, { module: moduleIndex, how });
      }
    },
    [attemptId, moduleIndex, last, onEnded],
  );

  /** The server refused a save as the module was over; `refused`: what the student lost. */
  const onTimeUp = useCallback(
    (refused?: RefusedAnswer) => {
      ended.current = true;
      // Ended in another tab or device, or by the server at time up: the page reads where the
      // test stands, and says which answer did not count.
      onEnded(undefined, { module: moduleIndex, how: 'timeUp', refused });
    },
    [moduleIndex, onEnded],
  );

  return { ending, ended, error, clearError: () => setError(undefined), end, onTimeUp };
}
