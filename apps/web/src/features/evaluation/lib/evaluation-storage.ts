// The evaluation in progress is kept in session storage, so an accidental reload of the tab
// keeps the answers and the question on screen; a new tab, or a successful submit, starts over.
import type { EvaluationAnswers } from './evaluation-answers';
import type { EvaluationPosition } from './evaluation-navigation';
import { storageKeyOf } from './evaluation-kind';
import { validSectionSeconds } from './section-timer';

export const EVALUATION_STORAGE_KEY = storageKeyOf('math');

export interface EvaluationProgress {
  answers: EvaluationAnswers;
  position: EvaluationPosition;
  /** Seconds spent on each section so far: a reload keeps the time taken, like the answers. */
  sectionSeconds?: number[];
  timerHidden?: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The stored progress, or undefined when there is none or it is not ours to trust. */
export function loadProgress(key = EVALUATION_STORAGE_KEY): EvaluationProgress | undefined {
  let raw: string | null;
  try {
    raw = sessionStorage.getItem(key);
  } catch {
    return undefined; // Storage may be unavailable (private mode, blocked cookies).
  }
  if (!raw) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (!isRecord(parsed) || !isRecord(parsed.answers) || !isRecord(parsed.position)) {
    return undefined;
  }
  const answers = Object.fromEntries(
    Object.entries(parsed.answers).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
  const { section, index } = parsed.position;
  const position =
    typeof section === 'number' && typeof index === 'number'
      ? { section, index }
      : { section: 0, index: 0 };
  const sectionSeconds = validSectionSeconds(parsed.sectionSeconds);
  return {
    answers,
    position,
    ...(sectionSeconds && { sectionSeconds }),
    ...(parsed.timerHidden === true && { timerHidden: true }),
  };
}

export function saveProgress(progress: EvaluationProgress, key = EVALUATION_STORAGE_KEY) {
  try {
    sessionStorage.setItem(key, JSON.stringify(progress));
  } catch {
    // Full or unavailable storage: the evaluation still works, it just won't survive a reload.
  }
}

export function clearProgress(key = EVALUATION_STORAGE_KEY) {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Nothing stored when storage is unavailable.
  }
}
