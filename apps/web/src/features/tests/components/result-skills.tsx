import type { TestResult } from '@academy/shared/tests';

/** A skill's share right as a bar beside its count: which skills cost the points, at a glance. */
function SkillRow({ name, correct, total }: { name: string; correct: number; total: number }) {
  return (
    <li className="py-2">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="min-w-0 break-words text-slate-700">{name}</span>
        <span className="shrink-0 font-semibold tabular-nums text-slate-900">
          {correct} / {total}
        </span>
      </div>
      <div aria-hidden className="mt-1 h-1.5 overflow-hidden rounded-full bg-slate-100">
        <div
          className="h-full rounded-full bg-primary-500"
          style={{ width: `${(100 * correct) / total}%` }}
        />
      </div>
    </li>
  );
}

/** The test's questions by domain and skill, as a tutor reads a score report. */
export function ResultSkills({ result }: { result: TestResult }) {
  const countedTwice = result.questions.some((q) => q.concepts.length > 1);
  return (
    <section
      aria-labelledby="result-skills"
      data-mascot-avoid
      className="rounded-2xl border border-slate-200/80 bg-white p-5 shadow-card sm:p-7"
    >
      <h2 id="result-skills" className="font-semibold text-slate-900">
        By skill
      </h2>
      {countedTwice ? (
        <p className="mt-1 text-sm text-slate-600">
          A question that tests more than one skill counts for each.
        </p>
      ) : null}
      <div className="mt-3 grid gap-x-8 gap-y-4 sm:grid-cols-2">
        {result.domains.map((domain) => (
          <div key={domain.domain}>
            <h3 className="text-sm font-semibold text-slate-800">{domain.name}</h3>
            <ul className="divide-y divide-slate-100">
              {domain.skills.map((skill) => (
                <SkillRow
                  key={skill.concept}
                  name={skill.name}
                  correct={skill.correct}
                  total={skill.total}
                />
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
