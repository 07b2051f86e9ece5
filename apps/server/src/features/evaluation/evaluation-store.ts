import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type {
  EvaluationMissedQuestion,
  EvaluationQuestionsResponse,
} from '@academy/shared/evaluation';
import { EVALUATION_KINDS, type EvaluationKind } from '@academy/shared/evaluation-kinds';
import { mathTextToPlain } from '@academy/shared/math-text';
import { choiceTextToHtml, mathTextToHtml } from '@academy/shared/math-html';
import type { EvaluationQuestion as FileQuestion } from '../../../content/schema.ts';
import { figureTitle } from '../../../content/tools/figure-title.ts';
import { EVALUATION_FILES, loadContent, type Content } from '../../../content/tools/load.ts';
import { assetUrl } from '../content/records.ts';
import { typedKeyLatex } from '../content/typed-key.ts';

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
  /** Math text, as the question is written: shown after submission and, made plain, mailed. */
  correctAnswer: string;
  body: string;
  explanation: string;
  /** A multiple-choice question's choices as the result shows them, "A (its text)", by letter. */
  choiceAnswers: Map<string, string>;
  /** What the result shows above a missed question, as the student saw it during the test. */
  context: Pick<EvaluationMissedQuestion, 'passage' | 'imageUrl' | 'imageAlt'>;
  /** The math texts above, rendered at load: the result shows them after submission. */
  html: {
    correctAnswer: string;
    body: string;
    explanation: string;
    choiceAnswers: Map<string, string>;
  };
}

export interface LoadedEvaluation {
  kind: EvaluationKind;
  version: string;
  /** The public payload, answers left out, serialised once. */
  publicJson: string;
  questions: ScoringQuestion[];
  byId: Map<string, ScoringQuestion>;
}

const evaluationContent = (contentRoot: string) =>
  loadContent(contentRoot, { questionFiles: false });

/** Reads every evaluation's file once, together; they change only with a deploy. */
export function loadEvaluations(contentRoot: string): LoadedEvaluation[] {
  const content = evaluationContent(contentRoot);
  return EVALUATION_KINDS.flatMap((kind) => evaluationOf(content, kind) ?? []);
}

/** Reads one evaluation's file once. */
export function loadEvaluation(
  contentRoot: string,
  kind: EvaluationKind = 'math',
): LoadedEvaluation | undefined {
  return evaluationOf(evaluationContent(contentRoot), kind);
}

function evaluationOf(content: Content, kind: EvaluationKind): LoadedEvaluation | undefined {
  const contentRoot = content.root;
  const source = content.evaluations.find((e) => e.kind === kind);
  if (!source || source.sections.length !== 2) return undefined;
  const domainName = new Map(content.bank?.data.submodules.map((s) => [s.id, s.name]) ?? []);
  const questions: ScoringQuestion[] = [];
  const sections = source.sections.map((entries, sectionIndex) =>
    entries.map(({ value: q }, index) => {
      const choiceAnswers = new Map(
        q.type === 'multiple_choice' ? q.choices.map((c) => [c.id, `${c.id} (${c.text})`]) : [],
      );
      const correctAnswer =
        q.type === 'multiple_choice'
          ? (choiceAnswers.get(q.answer) ?? q.answer)
          : typedKeyLatex(q.accepted);
      const explanation = q.explanation ?? '';
      const imageAlt = figureTitle(contentRoot, q.figure);
      questions.push({
        id: q.id,
        section: (sectionIndex + 1) as 1 | 2,
        number: index + 1,
        domain: q.domain,
        domainName: domainName.get(q.domain) ?? q.domain,
        difficulty: q.difficulty,
        type: q.type,
        accepted: q.type === 'multiple_choice' ? [q.answer] : q.accepted,
        correctAnswer,
        body: q.body,
        explanation,
        choiceAnswers,
        context: {
          ...(q.passage ? { passage: q.passage } : {}),
          ...(q.figure ? { imageUrl: assetUrl(q.figure)! } : {}),
          ...(imageAlt ? { imageAlt } : {}),
        },
        html: {
          correctAnswer: mathTextToHtml(correctAnswer),
          body: mathTextToHtml(q.body),
          explanation: mathTextToHtml(explanation),
          choiceAnswers: new Map(
            [...choiceAnswers].map(([id, text]) => [id, mathTextToHtml(text)]),
          ),
        },
      });
      return {
        _id: q.id,
        type: q.type,
        bodyLatex: q.body,
        ...(q.passage ? { passage: q.passage } : {}),
        bodyHtml: mathTextToHtml(q.body),
        ...(q.figure ? { imageUrl: assetUrl(q.figure)! } : {}),
        ...(imageAlt ? { imageAlt } : {}),
        choices:
          q.type === 'multiple_choice'
            ? q.choices.map((c) => ({
                id: c.id,
                latex: c.text,
                text: mathTextToPlain(c.text),
                html: choiceTextToHtml(c.text),
              }))
            : [],
      };
    }),
  );
  const payload: EvaluationQuestionsResponse = {
    firstSectionQuestions: sections[0] ?? [],
    secondSectionQuestions: sections[1] ?? [],
  };
  const fileHash = createHash('sha256')
    .update(readFileSync(join(contentRoot, EVALUATION_FILES[kind])))
    .digest('hex')
    .slice(0, 12);
  return {
    kind,
    version: fileHash,
    publicJson: JSON.stringify(payload),
    questions,
    byId: new Map(questions.map((q) => [q.id, q])),
  };
}
