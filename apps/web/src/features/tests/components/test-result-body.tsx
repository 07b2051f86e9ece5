import type { ReactNode, Ref } from 'react';
import { EVALUATION_KIND_INFO } from '@academy/shared/evaluation-kinds';
import { testScoreName } from '@academy/shared/test-scope';
import type { TestResult } from '@academy/shared/tests';
import { resultModuleName } from '../lib/sat-modules';
import { MascotSpot } from '../../../components/layout/mascot-spot';
import { formatSeconds } from '../lib/format-seconds';
import { ResultQuestions } from './result-questions';
import { ResultSkills } from './result-skills';

const LEVEL: Record<TestResult['modules'][number]['level'], string> = {
  mixed: 'mixed difficulty',
  harder: 'the harder form',
  easier: 'the easier form',
};

function Tally({ label, correct, total }: { label: string; correct: number; total: number }) {
  return (
    <li className="flex items-baseline justify-between gap-3 border-b border-slate-100 py-2 last:border-0">
      <span className="text-slate-700">{label}</span>
      <span className="shrink-0 whitespace-nowrap font-semibold tabular-nums text-slate-900">
        {correct} / {total}
      </span>
    </li>
  );
}

/**
 * A finished test's result as its student sees it, and the tutor too: the score or count, the
 * modules and domains, the skills, then every question. What to do next (`concepts`), the way
 * back (`back`, also `before` the title) and the answer's label differ between the two.
 */
export function TestResultBody({
  result,
  eyebrow,
  titleRef,
  before,
  notice,
  concepts,
  answerLabel,
  back,
}: {
  result: TestResult;
  eyebrow: string;
  titleRef?: Ref<HTMLHeadingElement>;
  before?: ReactNode;
  /** A line under the title about how the test ended. */
  notice?: string;
  concepts: ReactNode;
  answerLabel?: string;
  back: ReactNode;
}) {
  const total = result.questions.reduce((sum, q) => sum + q.seconds, 0);
  return (
    <div className="mx-auto w-full max-w-4xl space-y-6 page-gutter py-8">
      {before}
      {/* The mascot's start spot beside the title on phones and tablets: with none, the summary
          card reached it and the mascot, finding no room, was out of sight. */}
      <header className="flow-root">
        <MascotSpot />
        <p className="text-sm font-medium text-primary-700">{eyebrow}</p>
        <h1
          ref={titleRef}
          tabIndex={-1}
          className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
        >
          {result.name}
        </h1>
        {notice ? <p className="mt-2 text-sm text-slate-700">{notice}</p> : null}
      </header>
      <section
        aria-labelledby="result-summary"
        data-mascot-avoid
        className="grid gap-4 rounded-2xl border border-slate-200/80 bg-white p-5 shadow-card sm:grid-cols-2 sm:p-7"
      >
        <h2 id="result-summary" className="sr-only">
          Summary
        </h2>
        <div>
          {result.scoreRange ? (
            <>
              <p className="text-sm text-slate-600">
                Estimated {testScoreName(result.section)} score
              </p>
              <p className="text-3xl font-bold tabular-nums text-slate-900">
                {result.scoreRange.low}–{result.scoreRange.high}
              </p>
              {result.sections ? (
                <ul className="mt-2 space-y-1 text-sm text-slate-700">
                  {result.sections.map((s) => (
                    <li key={s.section}>
                      {EVALUATION_KIND_INFO[s.section].scoreName}:{' '}
                      <span className="font-semibold tabular-nums text-slate-900">
                        {s.scoreRange.low}–{s.scoreRange.high}
                      </span>{' '}
                      <span className="whitespace-nowrap tabular-nums">
                        ({s.correct} / {s.total} correct)
                      </span>
                    </li>
                  ))}
                </ul>
              ) : null}
              <p className="mt-1 text-xs text-slate-600">
                An estimate from a provisional model, not an official score.
              </p>
            </>
          ) : (
            <>
              <p className="text-sm text-slate-600">Correct</p>
              <p className="text-3xl font-bold tabular-nums text-slate-900">
                {result.overall.correct} / {result.overall.total}
              </p>
            </>
          )}
          <p className="mt-3 text-sm text-slate-700">Time on questions: {formatSeconds(total)}</p>
        </div>
        <ul className="text-sm">
          {result.modules.length > 1
            ? result.modules.map((m) => (
                <Tally
                  key={m.index}
                  label={`${resultModuleName(result, m.index)} (${LEVEL[m.level]})`}
                  correct={m.correct}
                  total={m.total}
                />
              ))
            : null}
          {result.domains.map((d) => (
            <Tally key={d.domain} label={d.name} correct={d.correct} total={d.total} />
          ))}
        </ul>
      </section>
      <ResultSkills result={result} />
      {result.practice.length > 0 ? concepts : null}
      <ResultQuestions
        questions={result.questions}
        moduleName={(index) => resultModuleName(result, index)}
        {...(answerLabel !== undefined && { answerLabel })}
      />
      {back}
    </div>
  );
}
