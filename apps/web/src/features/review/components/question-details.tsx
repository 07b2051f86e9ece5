import type { ReactNode } from 'react';
import type { AnsweredQuestion } from '@academy/shared/progress';
import { MathText } from '../../../components/math/math-text';
import { QuestionFigure } from '../../../components/math/question-figure';
import { DialogContent } from '../../../components/ui/dialog';
import { difficultyLabel, pointsLabel, retriesLabel, secondsLabel } from '../lib/answer-format';
import { AnswerReview } from './answer-review';
import { CorrectnessBadge } from './correctness-badge';

/** The 'Question Details' modal: the full question, the answers, the explanation, concepts. */
export function QuestionDetails({ question }: { question: AnsweredQuestion }) {
  const explanation = question.explanationLatex || question.explanation;
  const retries = retriesLabel(question);
  return (
    <DialogContent
      size="wide"
      title="Question Details"
      description={`${question.module} / ${question.subModule} · answered ${new Date(
        question.answeredAt,
      ).toLocaleString()}`}
    >
      <div className="space-y-6">
        <div className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
          <CorrectnessBadge isCorrect={question.isCorrect} />
          <Chip>Difficulty {difficultyLabel(question.difficulty)}</Chip>
          <Chip>{pointsLabel(question.pointsEarned)}</Chip>
          <Chip>
            <span className="sr-only">Time spent: </span>
            {secondsLabel(question.timeSpentMs)}
          </Chip>
          {retries ? <Chip>{retries}</Chip> : null}
        </div>
        {retries ? (
          <p className="-mt-3 text-xs text-slate-600">
            Shown: your last answer. Points and concept scores count your first try.
          </p>
        ) : null}

        <Section title="Question">
          <MathText block text={question.bodyLatex || question.body} className="text-slate-800" />
          {question.imageUrl ? (
            <div className="mt-3">
              <QuestionFigure
                src={question.imageUrl}
                alt={question.imageAlt}
                fallbackAlt="Figure for the question"
                className="max-h-[30rem] rounded-lg border border-slate-200 bg-white"
              />
            </div>
          ) : null}
        </Section>

        <Section title={question.type === 'multiple_choice' ? 'Answer choices' : 'Answers'}>
          <AnswerReview question={question} />
        </Section>

        {explanation || question.explanationImage ? (
          <Section title="Explanation">
            {explanation ? (
              <MathText
                block
                text={explanation}
                imageAlt="Explanation"
                className="text-slate-700"
              />
            ) : null}
            {question.explanationImage ? (
              <div className="mt-3">
                <QuestionFigure
                  src={question.explanationImage}
                  fallbackAlt="Figure for the explanation"
                  className="max-h-[30rem] rounded-lg border border-slate-200 bg-white"
                />
              </div>
            ) : null}
          </Section>
        ) : null}

        {question.concepts.length ? (
          <Section title="Concepts">
            <ul className="flex flex-wrap gap-2">
              {question.concepts.map((concept) => (
                <li
                  key={concept._id}
                  className="rounded-full bg-primary-50 px-3 py-1 text-xs font-medium text-primary-800"
                >
                  {concept.name}
                </li>
              ))}
            </ul>
          </Section>
        ) : null}
      </div>
    </DialogContent>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h3 className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">{title}</h3>
      {children}
    </section>
  );
}

function Chip({ children }: { children: ReactNode }) {
  return (
    <span className="rounded-full bg-slate-100 px-2.5 py-1 font-medium text-slate-700">
      {children}
    </span>
  );
}
