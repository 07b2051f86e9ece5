import { Link } from '@tanstack/react-router';
import { formatScore, type SubModule } from '@academy/shared/catalog';
import { doneText } from '@academy/shared/mastery';
import { ScoreWave } from './score-wave';
import { SubmoduleImage } from './submodule-image';

interface SubmoduleCardProps {
  submodule: SubModule;
  /** The card title's level under the page's headings. */
  titleAs?: 'h3' | 'h4';
}

const questionCount = (count: number) => `${count} ${count === 1 ? 'question' : 'questions'}`;

export function SubmoduleCard({ submodule, titleAs: Title = 'h3' }: SubmoduleCardProps) {
  const average = formatScore(submodule.averageScore);
  return (
    <Link
      to="/practice/$subModuleId"
      params={{ subModuleId: submodule._id }}
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200/80 bg-white shadow-card transition duration-200 hover:-translate-y-0.5 hover:shadow-pop focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-500"
    >
      <div className="aspect-[16/9] overflow-hidden bg-primary-50">
        <SubmoduleImage key={submodule.imageUrl} src={submodule.imageUrl} />
      </div>
      <ScoreWave averageScore={submodule.averageScore} />
      {/* The average goes below the counts where they would leave the title and counts less
          than 8rem: with text at 200% they were a word a line, "done" under the average. */}
      <div className="relative flex flex-1 flex-wrap items-end justify-between gap-4 px-4 pt-4 pb-5 sm:px-5">
        <div className="min-w-0 flex-[1_1_8rem]">
          <Title className="font-semibold text-slate-900 group-hover:text-primary-700">
            {submodule.name}
          </Title>
          <p className="mt-0.5 text-sm text-slate-600">{questionCount(submodule.questionCount)}</p>
          {submodule.answered !== undefined && (
            <p className="text-sm text-slate-600">
              {doneText(submodule.answered, submodule.questionCount)}
            </p>
          )}
        </div>
        <div className="ml-auto shrink-0 text-right">
          <p className="text-xs font-medium text-slate-600">Average</p>
          <p className="text-2xl leading-tight font-bold text-primary-700 tabular-nums">
            {average}
            <span className="text-sm font-medium text-slate-500">/10</span>
          </p>
        </div>
      </div>
    </Link>
  );
}
