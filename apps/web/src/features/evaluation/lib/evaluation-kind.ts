// Which public evaluation the page runs (issue 40). Every component of the run reads it from
// here rather than from a prop threaded through, so the two evaluations share every component.
import { createContext, useContext } from 'react';
import {
  EVALUATION_KIND_INFO,
  type EvaluationKind,
  type EvaluationKindInfo,
} from '@academy/shared/evaluation-kinds';

export const EvaluationKindContext = createContext<EvaluationKindInfo>(EVALUATION_KIND_INFO.math);

export const useEvaluationKind = () => useContext(EvaluationKindContext);

/** Each evaluation keeps its own progress, so starting one never resumes the other. */
export const storageKeyOf = (kind: EvaluationKind) =>
  kind === 'math' ? 'evaluation_progress' : `evaluation_progress_${kind}`;

export const sectionLimitSeconds = (info: EvaluationKindInfo) => info.sectionMinutes * 60;
