import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Question } from '@academy/shared/questions';
import { isSatNumberEntry, NOT_A_NUMBER_MESSAGE } from '@academy/shared/sat-number-entry';
import { useAppDispatch } from '../../../store/hooks';
import { correctAnswer, wrongAnswer } from '../../../store/mascot-slice';
import { useCheckAnswer } from '../api/check-answer';
import { newRequestKey, useRecordAnswer } from '../api/record-answer';
import { forgetAnswerDraft, readAnswerDraft, saveAnswerDraft } from '../lib/answer-draft';
import {
  forgetRevealedHints,
  loadRevealedHints,
  saveRevealedHints,
  type RevealedHints,
} from '../lib/revealed-hints';

/**
 * The state of one question on the card (SPEC §4): the answer, the last verdict, the revealed
 * answer and the hints opened. The card is keyed by question, so all of it starts afresh with
 * the next one.
 */
export function useQuestionAttempt(question: Question, onRecorded?: () => void) {
  const dispatch = useAppDispatch();
  const check = useCheckAnswer();
  const record = useRecordAnswer();
  const [answer, setAnswer] = useState('');
  const [isCorrect, setIsCorrect] = useState<boolean | null>(null);
  // What the last check was given, for marking that choice.
  const [checkedAnswer, setCheckedAnswer] = useState<string | null>(null);
  // The last check came after Show Answer: its result is shown, but nothing is earned by it.
  const [checkedAfterReveal, setCheckedAfterReveal] = useState(false);
  const [attempts, setAttempts] = useState(0);
  const [answerShown, setAnswerShown] = useState(false);
  // A typed answer that is not one number is sent back with the rule rather than graded wrong.
  const [entryError, setEntryError] = useState<string>();
  const [hintsShown, setHintsShown] = useState(0);
  const [superhintsShown, setSuperhintsShown] = useState(0);
  // Until the first answer is recorded the hints opened decide its credit: a reload shows them
  // again instead of starting with none (the page, drawn on the server, reads them once here).
  // The answer not yet checked comes back with them, so a reload or a look elsewhere loses none.
  useEffect(() => {
    const saved = loadRevealedHints(question._id);
    setHintsShown(Math.min(saved.hints, question.hints.length));
    setSuperhintsShown(Math.min(saved.superhints, question.indepthHints.length));
    const draft = readAnswerDraft(question._id);
    const isChoice = question.choices.some((choice) => choice.id === draft);
    if (question.type === 'free_entry' ? draft : isChoice) setAnswer(draft);
  }, [question]);
  const reveal = (next: RevealedHints) => {
    setHintsShown(next.hints);
    setSuperhintsShown(next.superhints);
    if (attempts === 0) saveRevealedHints(question._id, next);
  };

  const pending = check.isPending || record.isPending;
  // isPending reaches the button a render later: a double click would check (and record) twice.
  const inFlight = useRef(false);
  const trimmed = answer.trim();
  const checked = isCorrect !== null;
  // The verdict on screen is this answer's: checking it again (Enter in the field, a second
  // press) would only record another attempt, and a right answer's would count as a review.
  const unchanged = checked && trimmed === checkedAnswer;
  // Once right, the question is done: another choice checked afterwards would be recorded as a
  // miss (and lapse its review), though the student only looked around. The answer stays put.
  const solved = isCorrect === true;

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (!trimmed || unchanged || solved || pending || inFlight.current) return;
    if (question.type === 'free_entry' && !isSatNumberEntry(trimmed)) {
      setEntryError(NOT_A_NUMBER_MESSAGE);
      return;
    }
    inFlight.current = true;
    const settled = () => {
      inFlight.current = false;
    };
    check.mutate(
      { questionId: question._id, answer: trimmed },
      {
        onError: settled,
        onSuccess: (result) => {
          forgetAnswerDraft(question._id);
          setIsCorrect(result.isCorrect);
          setCheckedAnswer(trimmed);
          setCheckedAfterReveal(answerShown);
          setAttempts((count) => count + 1);
          // Copying the revealed answer earns no praise, no streak and no celebration; nor is it
          // recorded: the review would call it "Correct on 2nd try" and its card a recall.
          if (answerShown) {
            settled();
            return;
          }
          dispatch(result.isCorrect ? correctAnswer() : wrongAnswer());
          record.mutate(
            {
              questionId: question._id,
              answer: trimmed,
              isCorrect: result.isCorrect,
              // The server measures the time from when it served the question.
              timeSpentMs: 0,
              hintsUsed: hintsShown,
              superhintsUsed: superhintsShown,
              requestKey: newRequestKey(),
            },
            {
              onSuccess: () => {
                forgetRevealedHints(question._id);
                onRecorded?.();
              },
              onSettled: settled,
            },
          );
        },
      },
    );
  }

  return {
    answer,
    setAnswer: (value: string) => {
      if (solved) return;
      setAnswer(value);
      saveAnswerDraft(question._id, value);
      setEntryError(undefined);
    },
    entryError,
    submit,
    canCheck: trimmed.length > 0 && !unchanged && !solved && !pending,
    checking: pending,
    isCorrect,
    checkedAnswer,
    checkedAfterReveal,
    attempts,
    checked,
    answerShown,
    showAnswer: () => setAnswerShown(true),
    /** Next Question appears once the student checked or saw the answer. */
    canMoveOn: checked || answerShown,
    hintsShown,
    revealHint: () =>
      reveal({
        hints: Math.min(hintsShown + 1, question.hints.length),
        superhints: superhintsShown,
      }),
    superhintsShown,
    revealSuperhint: () =>
      reveal({
        hints: hintsShown,
        superhints: Math.min(superhintsShown + 1, question.indepthHints.length),
      }),
  };
}
