import { useQuery } from '@tanstack/react-query';
import { satDateLabel } from '@academy/shared/sat-dates';
import { cn } from '../../../lib/cn';
import { satDatesQueryOptions } from '../api/sat-dates-api';

/**
 * The SAT dates the academy lists, as choices that fill the goal's test date: most students
 * sit one of them, and each says until when one can register. Nothing shows while they load,
 * if they fail, or when none is listed: the date field is there either way.
 */
export function SatDateChoices({
  today,
  chosen,
  onChoose,
}: {
  today: string;
  chosen: string;
  onChoose: (date: string) => void;
}) {
  const { data } = useQuery(satDatesQueryOptions());
  const dates = data?.dates.filter((d) => d.date >= today) ?? [];
  if (dates.length === 0) return null;
  return (
    <div role="group" aria-label="Upcoming SAT dates" className="space-y-1.5">
      <p className="text-xs font-medium text-slate-600">Upcoming SAT dates</p>
      <div className="flex flex-wrap gap-1.5">
        {dates.map((satDate) => {
          const pressed = satDate.date === chosen;
          return (
            <button
              key={satDate.date}
              type="button"
              aria-pressed={pressed}
              onClick={() => onChoose(satDate.date)}
              className={cn(
                'min-h-9 rounded-full border px-3 py-1 text-left text-xs transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-500',
                pressed
                  ? 'border-primary-600 bg-primary-50 font-semibold text-primary-800'
                  : 'border-slate-300 bg-white text-slate-700 hover:border-primary-300',
              )}
            >
              {satDateLabel(satDate, today)}
            </button>
          );
        })}
      </div>
    </div>
  );
}
