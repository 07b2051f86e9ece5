import { useEffect, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { MASCOT_MESSAGE_MS, updateMascot } from '../../../store/mascot-slice';
import { sayMessage } from '../../../store/mascot-message';
import { pickReaction, type Answer } from '../lib/reaction-messages';
import { reactionVoice, speak } from '../lib/speech';

/**
 * Praise or encouragement when practice reports an answer (correctAnswer / wrongAnswer move the
 * streak counters): a message in the bubble, said aloud, and the pose held as long as the message.
 * Returns the latest such line, which screen readers are not given again: the page announces the
 * answer's result itself.
 */
export function useAnswerReactions(): string | undefined {
  const dispatch = useAppDispatch();
  const correct = useAppSelector((state) => state.mascot.consecutiveCorrect);
  const wrong = useAppSelector((state) => state.mascot.consecutiveWrong);
  const seen = useRef({ correct, wrong });
  const lastLine = useRef<string | undefined>(undefined);
  const [reaction, setReaction] = useState<string | undefined>(undefined);

  useEffect(() => {
    const before = seen.current;
    seen.current = { correct, wrong };
    // Every answer moves its own counter up (from 0 after the other kind), and a reset only
    // zeroes them: so a counter that changed and is above 0 names the answer just given.
    let answer: Answer | undefined;
    if (correct > 0 && correct !== before.correct) answer = 'correct';
    else if (wrong > 0 && wrong !== before.wrong) answer = 'wrong';
    if (!answer) return;

    const line = pickReaction(answer, answer === 'correct' ? correct : wrong, lastLine.current);
    lastLine.current = line;
    setReaction(line);
    sayMessage(dispatch, line);
    speak(line, reactionVoice());
    const settle = setTimeout(
      () => dispatch(updateMascot({ emotion: 'idle', isAnimating: false })),
      MASCOT_MESSAGE_MS,
    );
    return () => clearTimeout(settle);
  }, [correct, wrong, dispatch]);
  return reaction;
}
