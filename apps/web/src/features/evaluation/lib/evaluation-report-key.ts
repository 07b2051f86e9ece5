// The key to the last report this browser submitted, kept in local storage so that a reload, or
// coming back within EVALUATION_REPORT_KEPT_HOURS, shows the report again (decision 065's
// addendum). The report itself stays on the server: only the id and key are kept here, with
// the address it was sent to, which the report's sign-up links offer again.
import type { EvaluationKind } from '@academy/shared/evaluation-kinds';
import {
  EVALUATION_REPORT_KEPT_HOURS,
  type EvaluationReportKey,
} from '@academy/shared/evaluation-result';

export interface KeptReport extends EvaluationReportKey {
  email?: string;
}

const storageKey = (kind: EvaluationKind) =>
  kind === 'math' ? 'evaluation_report' : `evaluation_report_${kind}`;

export function loadReportKey(kind: EvaluationKind, now = Date.now()): KeptReport | undefined {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKey(kind)) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { id, key, email, savedAt } = parsed as Record<string, unknown>;
    if (typeof id !== 'string' || typeof key !== 'string' || typeof savedAt !== 'number') {
      return undefined;
    }
    if (now - savedAt > EVALUATION_REPORT_KEPT_HOURS * 3_600_000) return undefined;
    return { id, key, ...(typeof email === 'string' ? { email } : {}) };
  } catch {
    return undefined; // Unavailable storage or not ours to read: no report to show again.
  }
}

export function saveReportKey(kind: EvaluationKind, report: KeptReport, now = Date.now()) {
  try {
    localStorage.setItem(storageKey(kind), JSON.stringify({ ...report, savedAt: now }));
  } catch {
    // Full or unavailable storage: the report shows now and is in the mail, not after a reload.
  }
}

export function clearReportKey(kind: EvaluationKind) {
  try {
    localStorage.removeItem(storageKey(kind));
  } catch {
    // Nothing stored when storage is unavailable.
  }
}

/**
 * Calls back with the report another tab of this browser submitted, so that a second tab still
 * on the questions shows that report rather than an evaluation already sent. Returns the unwatch.
 */
export function watchReportKey(kind: EvaluationKind, onSaved: (report: KeptReport) => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea !== localStorage || event.key !== storageKey(kind)) return;
    const report = loadReportKey(kind);
    if (report) onSaved(report);
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
