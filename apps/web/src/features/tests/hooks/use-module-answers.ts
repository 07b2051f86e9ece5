import { useCallback, useEffect, useRef, useState } from 'react';
import { ERROR_CODES } from '@academy/shared/errors';
import type { TestModule } from '@academy/shared/tests';
import { errorCode, isApiError, serverMessage } from '../../../lib/api-client';
import { saveTestAnswer } from '../api/tests-api';
import type { Annotation } from '../lib/annotations';
import type { RefusedAnswer } from '../lib/refused-answers';
import {
  loadLocalAttempt,
  saveLocalAttempt,
  type AnswerField,
  type LocalAnswer,
  type LocalAttempt,
} from '../lib/local-attempt';

export type SyncState = 'saved' | 'saving' | 'offline';

const RETRY_MS = 5000;

/** The server's answers, with what this device gave and the server has not confirmed on top. */
function merged(attemptId: string, module: TestModule): LocalAttempt {
  const local = loadLocalAttempt(attemptId, module.index);
  const answers: Record<string, LocalAnswer> = { ...local.answers };
  for (const [id, given] of Object.entries(module.answers)) {
    const kept = answers[id];
    if (!kept?.pending) answers[id] = { ...given, seconds: kept?.seconds ?? 0, pending: false };
    else if (kept.unsent) {
      // What this device did not change is the server's: another device may have set it.
      const { unsent } = kept;
      answers[id] = {
        ...kept,
        answer: unsent.includes('answer') ? kept.answer : given.answer,
        marked: unsent.includes('marked') ? kept.marked : given.marked,
      };
    }
  }
  return { ...local, answers };
}

/** The fields of a change waiting to go: those still unconfirmed from before, and `patch`'s. */
function unsentAfter(before: LocalAnswer, patch: Partial<LocalAnswer>): AnswerField[] | undefined {
  // Kept unconfirmed before the fields were recorded: all of it still waits.
  if (before.pending && !before.unsent) return undefined;
  const fields = new Set(before.pending ? before.unsent : []);
  if (patch.answer !== undefined) fields.add('answer');
  if (patch.marked !== undefined) fields.add('marked');
  return [...fields];
}

/** An answer the server has settled: nothing of it waits to go. */
function confirmed(kept: LocalAnswer, saved?: Pick<LocalAnswer, 'answer' | 'marked'>): LocalAnswer {
  const { unsent: _, ...rest } = kept;
  return { ...rest, ...saved, pending: false };
}

/**
 * A module's answers, marks, struck choices, annotations and time per question: each change is
 * kept on the device at once and the answers are sent to the server; what fails to go is sent
 * again when the connection returns. `onTimeUp` runs when the server says the module is over
 * (its time ran out, or another tab or device finished it), with what the student is told when
 * an answer or mark they gave was refused.
 */
export function useModuleAnswers(
  attemptId: string,
  module: TestModule,
  onTimeUp: (refused?: RefusedAnswer) => void,
) {
  const [state, setState] = useState(() => merged(attemptId, module));
  const [sync, setSync] = useState<SyncState>('saved');
  const latest = useRef(state);
  const versions = useRef(new Map<string, number>());
  const inFlight = useRef(new Map<string, Promise<void>>());

  const update = useCallback(
    (change: (draft: LocalAttempt) => LocalAttempt) => {
      const next = change(latest.current);
      latest.current = next;
      saveLocalAttempt(attemptId, next);
      setState(next);
    },
    [attemptId],
  );

  const send = useCallback(
    (questionId: string): Promise<void> => {
      const given = latest.current.answers[questionId];
      if (!given) return Promise.resolve();
      const running = inFlight.current.get(questionId);
      if (running) return running;
      const version = versions.current.get(questionId) ?? 0;
      setSync('saving');
      const sending = (async () => {
        // What this page changed since the server last confirmed it: only that is sent, so
        // leaving a question (its time) never takes back what another tab or device set meanwhile.
        // None recorded: unconfirmed since before they were (kept on the device), all of it goes.
        const fields = given.pending ? given.unsent : [];
        try {
          const { saved } = await saveTestAnswer(attemptId, questionId, {
            ...((!fields || fields.includes('answer')) && { answer: given.answer }),
            ...((!fields || fields.includes('marked')) && { marked: given.marked }),
            seconds: given.seconds,
          });
          if ((versions.current.get(questionId) ?? 0) === version) {
            // The server's answer and mark: what was sent, or what another device set.
            update((d) => ({
              ...d,
              answers: { ...d.answers, [questionId]: confirmed(d.answers[questionId]!, saved) },
            }));
          }
          const stillPending = Object.values(latest.current.answers).some((a) => a.pending);
          setSync(stillPending ? 'saving' : 'saved');
        } catch (error) {
          if (errorCode(error) === ERROR_CODES.moduleTimeUp) {
            // Only the time spent, as a question was left, is nothing the student would miss.
            const gave = !fields || fields.length > 0;
            const question = module.questions.findIndex((q) => q._id === questionId) + 1;
            onTimeUp(gave ? { question, reason: serverMessage(error) ?? '' } : undefined);
          } else if (isApiError(error) && error.status < 500 && error.status !== 401) {
            // Refused for good (not a network failure): sending it again would not help. Not a
            // lost session (signed out elsewhere, expired): the page goes to the sign-in, and the
            // answer waits on the device to go once the student is back, as a dropped one does.
            update((d) => ({
              ...d,
              answers: { ...d.answers, [questionId]: confirmed(d.answers[questionId]!) },
            }));
            setSync('saved');
          } else setSync('offline');
        } finally {
          inFlight.current.delete(questionId);
        }
        // Changed while on its way: the newer answer goes too.
        if ((versions.current.get(questionId) ?? 0) !== version) await send(questionId);
      })();
      inFlight.current.set(questionId, sending);
      return sending;
    },
    [attemptId, module.questions, onTimeUp, update],
  );

  /**
   * Every answer not yet confirmed is sent, and those on their way arrive, before it resolves:
   * to whether the server now has them all.
   */
  const flush = useCallback(async () => {
    const pending = Object.entries(latest.current.answers).filter(([, a]) => a.pending);
    await Promise.all([...inFlight.current.values(), ...pending.map(([id]) => send(id))]);
    return !Object.values(latest.current.answers).some((a) => a.pending);
  }, [send]);

  // Sent again when the connection returns, and every few seconds while anything waits.
  useEffect(() => {
    const retry = () => void flush();
    window.addEventListener('online', retry);
    const timer = setInterval(() => {
      if (Object.values(latest.current.answers).some((a) => a.pending)) retry();
    }, RETRY_MS);
    retry();
    return () => {
      window.removeEventListener('online', retry);
      clearInterval(timer);
    };
  }, [flush]);

  const change = useCallback(
    (questionId: string, patch: Partial<Omit<LocalAnswer, 'pending'>>) => {
      versions.current.set(questionId, (versions.current.get(questionId) ?? 0) + 1);
      update((d) => {
        const before = d.answers[questionId] ?? {
          answer: '',
          marked: false,
          seconds: 0,
          pending: false,
        };
        const unsent = unsentAfter(before, patch);
        return {
          ...d,
          answers: {
            ...d.answers,
            [questionId]: { ...before, ...patch, pending: true, ...(unsent && { unsent }) },
          },
        };
      });
      void send(questionId);
    },
    [send, update],
  );

  /** Only this page needs annotations: they stay on the device, like struck choices. */
  const changeAnnotations = (questionId: string, change: (list: Annotation[]) => Annotation[]) =>
    update((d) => ({
      ...d,
      annotations: { ...d.annotations, [questionId]: change(d.annotations[questionId] ?? []) },
    }));

  return {
    state,
    sync,
    flush,
    setAnswer: (questionId: string, answer: string) => {
      // Choosing a struck-out choice brings it back, as in Bluebook.
      const struck = latest.current.struck[questionId];
      if (struck?.includes(answer)) {
        update((d) => ({
          ...d,
          struck: { ...d.struck, [questionId]: struck.filter((c) => c !== answer) },
        }));
      }
      change(questionId, { answer });
    },
    toggleMark: (questionId: string) =>
      change(questionId, { marked: !(latest.current.answers[questionId]?.marked ?? false) }),
    /** Adds time spent on a question, as the student leaves it (time per question). */
    addSeconds: (questionId: string, seconds: number) => {
      if (seconds <= 0) return;
      change(questionId, { seconds: (latest.current.answers[questionId]?.seconds ?? 0) + seconds });
    },
    toggleStruck: (questionId: string, choice: string) => {
      const striking = !(latest.current.struck[questionId] ?? []).includes(choice);
      update((d) => {
        const struck = d.struck[questionId] ?? [];
        const next = striking ? [...struck, choice] : struck.filter((c) => c !== choice);
        return { ...d, struck: { ...d.struck, [questionId]: next } };
      });
      // Striking out the chosen answer takes it back, as in Bluebook: an eliminated choice is
      // never the answer given.
      if (striking && latest.current.answers[questionId]?.answer === choice) {
        change(questionId, { answer: '' });
      }
    },
    addAnnotation: (questionId: string, annotation: Annotation) =>
      changeAnnotations(questionId, (list) => [...list, annotation]),
    editAnnotation: (questionId: string, id: string, patch: Pick<Annotation, 'note' | 'style'>) =>
      changeAnnotations(questionId, (list) =>
        list.map((a) => (a.id === id ? { ...a, ...patch } : a)),
      ),
    removeAnnotation: (questionId: string, id: string) =>
      changeAnnotations(questionId, (list) => list.filter((a) => a.id !== id)),
    setPosition: (position: number) => update((d) => ({ ...d, position })),
    setTimerHidden: (timerHidden: boolean) => update((d) => ({ ...d, timerHidden })),
  };
}
