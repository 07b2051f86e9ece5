import { MASTERY_LEVEL_RULES, MASTERY_LEVELS, MASTERY_SCORE_RULE } from '@academy/shared/mastery';

/**
 * How a concept's score is made and the rule behind each level: the progress page's help, and
 * the practice page's beside the scores. A level's name goes beside its rule only where the box
 * is wide enough for both, so it reads in the practice page's narrow sidebar too.
 */
export function MasteryRules() {
  return (
    <div className="@container">
      <p className="text-slate-700">{MASTERY_SCORE_RULE}</p>
      <dl className="mt-3 space-y-2">
        {MASTERY_LEVELS.map((level) => (
          <div key={level} className="@xs:flex @xs:gap-2">
            <dt className="font-semibold text-slate-900 @xs:w-28 @xs:shrink-0">{level}</dt>
            <dd className="text-slate-700">{MASTERY_LEVEL_RULES[level]}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
