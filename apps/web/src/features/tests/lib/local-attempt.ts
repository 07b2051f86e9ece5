// A module's answers are kept in local storage as they are given, besides being sent: a reload,
// a closed tab or a dropped connection loses nothing, and what the server has not confirmed is
// sent again when the connection returns.
import { TIMED_TEST_STORAGE_PREFIX } from '@academy/shared/storage-keys';
import { validAnnotation, type Annotation } from './annotations';

/** What a student sets on a question, and the server keeps for every device. */
export type AnswerField = 'answer' | 'marked';

export interface LocalAnswer {
  answer: string;
  marked: boolean;
  /** Seconds spent on the question so far, as this page counted them. */
  seconds: number;
  /** Not yet confirmed by the server. */
  pending: boolean;
  /**
   * Which of the answer and the mark this device changed and the server has not confirmed:
   * only those are sent, and only those stand over the server's after a reload (the time alone,
   * kept as a page went, must not bring back an answer another device has changed since).
   * Absent on a pending answer kept before it was recorded: all of it waits.
   */
  unsent?: AnswerField[];
}

export interface LocalAttempt {
  /** The module these answers belong to: another module starts afresh. */
  module: number;
  answers: Record<string, LocalAnswer>;
  /** Choices struck out, per question: only this page needs them. */
  struck: Record<string, string[]>;
  /** Passage highlights and notes, per question (Reading and Writing): only this page needs them. */
  annotations: Record<string, Annotation[]>;
  timerHidden: boolean;
  /** The question on screen (0-based), so a reload comes back to it. */
  position: number;
}

const keyOf = (attemptId: string) => `${TIMED_TEST_STORAGE_PREFIX}${attemptId}`;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function validAnswer(value: unknown): value is LocalAnswer {
  return (
    isRecord(value) &&
    typeof value.answer === 'string' &&
    typeof value.marked === 'boolean' &&
    typeof value.seconds === 'number' &&
    Number.isInteger(value.seconds) &&
    value.seconds >= 0 &&
    typeof value.pending === 'boolean' &&
    (value.unsent === undefined ||
      (Array.isArray(value.unsent) &&
        value.unsent.every((field) => field === 'answer' || field === 'marked')))
  );
}

export const emptyAttempt = (module: number): LocalAttempt => ({
  module,
  answers: {},
  struck: {},
  annotations: {},
  timerHidden: false,
  position: 0,
});

/** What this device kept of the module, or a fresh record when it kept nothing it can trust. */
export function loadLocalAttempt(attemptId: string, module: number): LocalAttempt {
  let parsed: unknown;
  try {
    parsed = JSON.parse(localStorage.getItem(keyOf(attemptId)) ?? 'null');
  } catch {
    return emptyAttempt(module);
  }
  if (!isRecord(parsed) || parsed.module !== module) return emptyAttempt(module);
  const answers = isRecord(parsed.answers) ? parsed.answers : {};
  const struck = isRecord(parsed.struck) ? parsed.struck : {};
  const annotations = isRecord(parsed.annotations) ? parsed.annotations : {};
  return {
    module,
    answers: Object.fromEntries(
      Object.entries(answers).filter(([, a]) => validAnswer(a)),
    ) as Record<string, LocalAnswer>,
    struck: Object.fromEntries(
      Object.entries(struck).filter(
        (entry): entry is [string, string[]] =>
          Array.isArray(entry[1]) && entry[1].every((c) => typeof c === 'string'),
      ),
    ),
    annotations: Object.fromEntries(
      Object.entries(annotations).flatMap(([id, list]) =>
        Array.isArray(list) ? [[id, list.filter(validAnnotation)]] : [],
      ),
    ),
    timerHidden: parsed.timerHidden === true,
    position:
      typeof parsed.position === 'number' &&
      Number.isInteger(parsed.position) &&
      parsed.position >= 0
        ? parsed.position
        : 0,
  };
}

export function saveLocalAttempt(attemptId: string, attempt: LocalAttempt) {
  try {
    localStorage.setItem(keyOf(attemptId), JSON.stringify(attempt));
  } catch {
    // Storage full or blocked: the server still gets every answer.
  }
}

export function clearLocalAttempt(attemptId: string) {
  try {
    localStorage.removeItem(keyOf(attemptId));
  } catch {
    // Nothing to clear where storage is blocked.
  }
}
