import { useState } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import type { TestResultQuestion } from '@academy/shared/tests';
import {
  segmentedTabClasses,
  segmentedTabListClasses,
} from '../../../components/ui/segmented-tabs';
import { ResultQuestion } from './result-question';

const VIEWS = {
  all: { label: 'All', shows: () => true, none: '' },
  missed: {
    label: 'Missed',
    shows: (q: TestResultQuestion) => !q.isCorrect,
    none: 'Nothing missed: every question was answered right.',
  },
  marked: {
    label: 'Marked',
    shows: (q: TestResultQuestion) => q.marked,
    none: 'No question was marked for review.',
  },
} as const;
type View = keyof typeof VIEWS;

/** Each question's number inside its module: the result lists every module's questions in turn. */
function numbersInModules(questions: TestResultQuestion[]) {
  const counts = new Map<number, number>();
  return new Map(
    questions.map((q) => {
      const n = (counts.get(q.module) ?? 0) + 1;
      counts.set(q.module, n);
      return [q.number, n];
    }),
  );
}

/**
 * "Every question", with the views Bluebook's review offers: all, only the missed (wrong or not
 * answered) and only the marked, each tab counting its questions.
 */
export function ResultQuestions({
  questions,
  moduleName,
  answerLabel = 'Your answer',
}: {
  questions: TestResultQuestion[];
  /** "Module 2", "Math, module 1": a question's module as the result names it. */
  moduleName: (index: number) => string;
  answerLabel?: string;
}) {
  const [view, setView] = useState<View>('all');
  const numbers = numbersInModules(questions);
  return (
    <section aria-labelledby="result-questions" className="space-y-4">
      <h2 id="result-questions" className="text-lg font-semibold text-slate-900">
        Every question
      </h2>
      <Tabs.Root value={view} onValueChange={(value) => setView(value as View)}>
        <Tabs.List aria-label="Questions to show" className={segmentedTabListClasses}>
          {(Object.keys(VIEWS) as View[]).map((key) => (
            <Tabs.Trigger key={key} value={key} className={segmentedTabClasses}>
              {VIEWS[key].label} ({questions.filter(VIEWS[key].shows).length})
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {(Object.keys(VIEWS) as View[]).map((key) => {
          const shown = questions.filter(VIEWS[key].shows);
          return (
            <Tabs.Content key={key} value={key} className="mt-4 space-y-4 rounded-2xl">
              {shown.length === 0 ? (
                <p className="rounded-2xl border border-slate-200/80 bg-white p-5 text-slate-700">
                  {VIEWS[key].none}
                </p>
              ) : (
                shown.map((q) => (
                  <ResultQuestion
                    key={q.question._id}
                    q={q}
                    moduleName={moduleName(q.module)}
                    numberInModule={numbers.get(q.number) ?? q.number}
                    answerLabel={answerLabel}
                  />
                ))
              )}
            </Tabs.Content>
          );
        })}
      </Tabs.Root>
    </section>
  );
}
