import { ArrowDown, ArrowUp, Minus } from 'lucide-react';
import { TREND_DAYS, type BriefConcept } from '@academy/shared/tutor-brief';
import { signed } from '../lib/format';

function Trend({ trend }: { trend: number | null }) {
  if (trend === null) return <span className="text-slate-500">new</span>;
  const Icon = trend > 0 ? ArrowUp : trend < 0 ? ArrowDown : Minus;
  const label = trend > 0 ? 'up' : trend < 0 ? 'down' : 'no change';
  return (
    <span className={trend > 0 ? 'text-green-700' : trend < 0 ? 'text-red-700' : 'text-slate-600'}>
      <Icon className="inline size-3.5" aria-hidden="true" /> {signed(trend)}
      <span className="sr-only"> ({label})</span>
    </span>
  );
}

/** The brief's weakest concepts with their scores and how each moved. */
export function WeakestTable({ weakest }: { weakest: BriefConcept[] }) {
  if (weakest.length === 0) return <p className="text-sm text-slate-500">No practice yet.</p>;
  return (
    // Only a concept's name may break inside a word, so that with text at 200% on a phone the
    // table fits the screen: breaking any cell anywhere let the table squeeze the narrow columns
    // first, and even at 100% the score read "0.0 /" over "10" under a "SCOR" "E" heading.
    <table className="w-full text-left text-sm">
      <thead className="text-xs text-slate-500 uppercase">
        <tr>
          <th className="py-1 pr-3 font-semibold wrap-anywhere">Concept</th>
          <th className="py-1 pr-3 font-semibold">Score</th>
          <th className="py-1 font-semibold">{TREND_DAYS}-day trend</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {weakest.map((c) => (
          <tr key={`${c.subModuleName}-${c.concept}`}>
            <td className="py-1.5 pr-3 wrap-anywhere">
              {c.name} <span className="text-slate-500">({c.subModuleName})</span>
            </td>
            <td className="py-1.5 pr-3 whitespace-nowrap tabular-nums">
              {c.score.toFixed(1)} / 10
            </td>
            <td className="py-1.5 tabular-nums">
              <Trend trend={c.trend} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
