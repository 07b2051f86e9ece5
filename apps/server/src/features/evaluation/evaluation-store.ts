import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { EvaluationQuestionsResponse } from '@academy/shared/evaluation';
import { mathTextToPlain } from '@academy/shared/math-text';
import type { EvaluationQuestion as FileQuestion } from '../../../content/schema.ts';
import { figureTitle } from '../../../content/tools/figure-title.ts';
import { EVALUATION_FILE, loadContent } from '../../../content/tools/load.ts';
import { assetUrl } from '../content/records.ts';

export interface ScoringQuestion {
  id: string;
  section: 1 | 2;
  number: number;
  domain: string;
  domainName: string;
  difficulty: number;
  type: FileQuestion['type'];
  /** For multiple choice the correct letter; otherwise every accepted typed form. */
  accepted: string[];
  correctAnswerText: string;
  bodyPlain: string;
}

export interface LoadedEvaluation {
  version: string;
  /** The public payload, answers left out, serialised once. */
  publicJson: string;
  questions: ScoringQuestion[];
  byId: Map<string, ScoringQuestion>;
}

/** Reads evaluation/evaluation.yaml once; it changes only with a deploy. */
export function loadEvaluation(contentRoot: string): LoadedEvaluation | undefined {
  const content = loadContent(contentRoot);
  if (!content.evaluation || content.evaluation.sections.length !== 2) return undefined;
  const domainName = new Map(content.bank?.data.submodules.map((s) => [s.id, s.name]) ?? []);
  const questions: ScoringQuestion[] = [];
  const sections = content.evaluation.sections.map((entries, sectionIndex) =>
    entries.map(({ value: q }, index) => {
      const correctChoice =
        q.type === 'multiple_choice' ? q.choices.find((c) => c.id === q.answer) : undefined;
      questions.push({
        id: q.id,
        section: (sectionIndex + 1) as 1 | 2,
        number: index + 1,
        domain: q.domain,
        domainName: domainName.get(q.domain) ?? q.domain,
        difficulty: q.difficulty,
        type: q.type,
        accepted: q.type === 'multiple_choice' ? [q.answer] : q.accepted,
        correctAnswerText:
          q.type === 'multiple_choice'
            ? `${q.answer} (${mathTextToPlain(correctChoice?.text ?? '')})`
            : q.accepted.join(' or '),
        bodyPlain: mathTextToPlain(q.body),
      });
      const imageAlt = figureTitle(contentRoot, q.figure);
      return {
        _id: q.id,
        type: q.type,
        bodyLatex: q.body,
        ...(q.figure ? { imageUrl: assetUrl(q.figure)! } : {}),
        ...(imageAlt ? { imageAlt } : {}),
        choices:
          q.type === 'multiple_choice'
            ? q.choices.map((c) => ({ id: c.id, latex: c.text, text: mathTextToPlain(c.text) }))
            : [],
      };
    }),
  );
  const payload: EvaluationQuestionsResponse = {
    firstSectionQuestions: sections[0] ?? [],
    secondSectionQuestions: sections[1] ?? [],
  };
  const fileHash = createHash('sha256')
    .update(readFileSync(join(contentRoot, EVALUATION_FILE)))
    .digest('hex')
    .slice(0, 12);
  return {
    version: fileHash,
    publicJson: JSON.stringify(payload),
    questions,
    byId: new Map(questions.map((q) => [q.id, q])),
  };
}
