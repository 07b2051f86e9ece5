// The evaluation in progress is kept in local storage, so a reload, or a tab closed by mistake
// and opened again, keeps the answers and the question on screen. It is dropped on a successful
// submit, on "Start over", and when left for EVALUATION_KEPT_HOURS (a shared computer's next
// visitor does not inherit someone's answers for long).
import type { EvaluationAnswers } from './evaluation-answers';
import type { EvaluationPosition } from './evaluation-navigation';
import { storageKeyOf } from './evaluation-kind';
import { validSectionSeconds } from './section-timer';

export const EVALUATION_STORAGE_KEY = storageKeyOf('math');
/** Progress not touched for this long is dropped. */
export const EVALUATION_KEPT_HOURS = 24;

export interface EvaluationProgress {
  answers: EvaluationAnswers;
  position: EvaluationPosition;
  /** Seconds spent on each section so far: a reload keeps the time taken, like the answers. */
  sectionSeconds?: number[];
  timerHidden?: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The stored progress, or undefined when there is none, it is older than EVALUATION_KEPT_HOURS
 * or it is not ours to trust.
 */
export function loadProgress(
  key = EVALUATION_STORAGE_KEY,
  now = Date.now(),
): EvaluationProgress | undefined {
  let raw: string | null;
  try {
    raw = localStorage.getItem(key);
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
  const { savedAt } = parsed;
  if (typeof savedAt !== 'number' || now - savedAt > EVALUATION_KEPT_HOURS * 3_600_000) {
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

export function saveProgress(
  progress: EvaluationProgress,
  key = EVALUATION_STORAGE_KEY,
  now = Date.now(),
) {
  try {
    localStorage.setItem(key, JSON.stringify({ ...progress, savedAt: now }));
  } catch {
    // Full or unavailable storage: the evaluation still works, it just won't survive a reload.
  }
}

export function clearProgress(key = EVALUATION_STORAGE_KEY) {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing stored when storage is unavailable.
  }
}
