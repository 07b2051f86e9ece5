import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { EvaluationQuestion } from '@academy/shared/evaluation';
import { submissionAnswers, withAnswer, type EvaluationAnswers } from '../lib/evaluation-answers';
import {
  LEAVE,
  backTarget,
  canSubmit,
  isFinalQuestion,
  nextPosition,
  overallNumber,
  showsSubmitBanner,
  totalQuestions,
  validPosition,
  type EvaluationPosition,
} from '../lib/evaluation-navigation';
import { storageKeyOf, useEvaluationKind } from '../lib/evaluation-kind';
import { clearProgress, loadProgress, saveProgress } from '../lib/evaluation-storage';
import { withSeconds } from '../lib/section-timer';
import { useSectionClock } from './use-section-clock';

export type EvaluationSections = readonly (readonly EvaluationQuestion[])[];

interface SessionState {
  answers: EvaluationAnswers;
  position: EvaluationPosition;
  sectionSeconds: number[];
  timerHidden: boolean;
}

const sameAnswers = (a: EvaluationAnswers, b: EvaluationAnswers) =>
  Object.keys(a).length === Object.keys(b).length &&
  Object.entries(a).every(([id, value]) => b[id] === value);

const START: EvaluationPosition = { section: 0, index: 0 };

const fresh = (sizes: readonly number[]): SessionState => ({
  answers: {},
  position: START,
  sectionSeconds: sizes.map(() => 0),
  timerHidden: false,
});

function restore(sizes: readonly number[], key: string): SessionState {
  const stored = loadProgress(key);
  if (!stored) return fresh(sizes);
  const seconds = stored.sectionSeconds;
  return {
    answers: stored.answers,
    position: validPosition(sizes, stored.position) ?? START,
    sectionSeconds: seconds?.length === sizes.length ? seconds : sizes.map(() => 0),
    timerHidden: stored.timerHidden ?? false,
  };
}

/**
 * One run through the evaluation: the question on screen, the answers, Back/Next and what the
 * page shows from them, and the time spent on each section (counted for the section on screen).
 * Progress is written to local storage on every change until `finish`; an earlier visit's is
 * picked up again, and `startOver` drops it.
 * Callers render it only for an evaluation with at least one question.
 */
export function useEvaluationSession(sections: EvaluationSections) {
  const sizes = useMemo(() => sections.map((questions) => questions.length), [sections]);
  const allQuestions = useMemo(() => sections.flat(), [sections]);
  const storageKey = storageKeyOf(useEvaluationKind().kind);
  const [state, setState] = useState(() => restore(sizes, storageKey));
  const { answers, position, sectionSeconds, timerHidden } = state;
  const [finished, setFinished] = useState(false);
  // Answers found from an earlier visit, said until the first move so that someone else on the
  // same computer can start afresh.
  const [resumedCount, setResumedCount] = useState(
    () => Object.keys(submissionAnswers(state.answers, allQuestions)).length,
  );

  // A ref, not `finished`: a clock tick's render can commit just before the submission answers,
  // its save effect still pending; run after finish cleared the storage, it wrote the answers
  // back (seen as "Welcome back!" on the next evaluation).
  const finishedRef = useRef(false);
  useEffect(() => {
    if (!finishedRef.current) saveProgress(state, storageKey);
  }, [state, storageKey]);

  // The same evaluation open in another tab writes the same record, the clock's tick every
  // second: each tab wrote its own answers over the other's, and a reload kept only the last
  // writer's. So a tab takes in the answers another one saved (its position and time stay its
  // own), and stops writing once another tab submitted (the record removed).
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea !== localStorage || event.key !== storageKey) return;
      if (event.newValue === null) {
        finishedRef.current = true;
        return;
      }
      const stored = loadProgress(storageKey);
      if (!stored || finishedRef.current) return;
      setState((s) =>
        sameAnswers(s.answers, stored.answers) ? s : { ...s, answers: stored.answers },
      );
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [storageKey]);

  useSectionClock(!finished, (seconds) =>
    setState((s) => ({
      ...s,
      sectionSeconds: withSeconds(s.sectionSeconds, s.position.section, seconds),
    })),
  );

  const setTimerHidden = useCallback((hidden: boolean) => {
    setState((s) => ({ ...s, timerHidden: hidden }));
  }, []);

  const setAnswer = useCallback((questionId: string, value: string) => {
    setState((state) => ({ ...state, answers: withAnswer(state.answers, questionId, value) }));
  }, []);

  const goNext = () => {
    setResumedCount(0);
    const next = nextPosition(sizes, position);
    if (next) setState((state) => ({ ...state, position: next }));
  };

  /** Moves back one question; answers LEAVE when Back should leave the page instead. */
  const goBack = (): typeof LEAVE | undefined => {
    setResumedCount(0);
    const target = backTarget(sizes, position);
    if (target === LEAVE) return LEAVE;
    setState((state) => ({ ...state, position: target }));
    return undefined;
  };

  /** Drops every answer and the time taken, back to the first question. */
  const startOver = () => {
    setState(fresh(sizes));
    setResumedCount(0);
  };

  /** After a successful submit: the stored progress is dropped and no longer written. */
  const finish = () => {
    finishedRef.current = true;
    clearProgress(storageKey);
    setFinished(true);
  };

  const submission = useMemo(
    () => submissionAnswers(answers, allQuestions),
    [answers, allQuestions],
  );
  const answeredCount = Object.keys(submission).length;

  return {
    question: sections[position.section]?.[position.index],
    sectionNumber: position.section + 1,
    questionNumber: position.index + 1,
    sectionSize: sizes[position.section] ?? 0,
    overallNumber: overallNumber(sizes, position),
    total: totalQuestions(sizes),
    answers,
    submission,
    answeredCount,
    sectionSeconds,
    timerHidden,
    setTimerHidden,
    isFinal: isFinalQuestion(sizes, position),
    canSubmit: canSubmit(answeredCount),
    showsBanner: showsSubmitBanner(sizes, position, answeredCount),
    resumedCount,
    setAnswer,
    goNext,
    goBack,
    startOver,
    finish,
  };
}
