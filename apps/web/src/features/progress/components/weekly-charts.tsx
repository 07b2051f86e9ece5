// Loaded only on /progress (React.lazy in progress-page.tsx): recharts stays out of every other
// page's JavaScript.
import {
  Bar,
  BarChart,
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { ProgressDashboard } from '@academy/shared/progress-dashboard';
import { formatWeek } from '../lib/format';

type Weeks = ProgressDashboard['weeks'];

const AXIS = { fontSize: 12, fill: '#475569' };

/**
 * The charts draw what the tables beside them say; screen readers read the tables. Hidden from
 * them, the charts take no keyboard focus either (recharts' accessibility layer would).
 */
export default function WeeklyCharts({ weeks }: { weeks: Weeks }) {
  const data = weeks.map((w) => ({
    week: formatWeek(w.weekStart),
    answered: w.answered,
    // A week without answers has no accuracy: a gap in the line, not a 0%.
    accuracy: w.answered ? Math.round(w.accuracy * 100) : null,
  }));
  return (
    // Columns and figures may shrink below the drawn SVG's width: otherwise a chart measured
    // wider once keeps its column wide and runs out of the card.
    <div aria-hidden="true" className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <figure className="min-w-0">
        <figcaption className="text-sm font-medium text-slate-700">Questions answered</figcaption>
        <div className="mt-2 h-48">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart
              accessibilityLayer={false}
              data={data}
              margin={{ top: 4, right: 4, bottom: 0, left: -20 }}
            >
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="week" tick={AXIS} interval="preserveStartEnd" />
              <YAxis allowDecimals={false} tick={AXIS} />
              <Tooltip />
              <Bar dataKey="answered" name="Answered" fill="#4f46e5" radius={[4, 4, 0, 0]} />
            </BarChart>
          </ResponsiveContainer>
        </div>
      </figure>
      <figure className="min-w-0">
        <figcaption className="text-sm font-medium text-slate-700">Accuracy (%)</figcaption>
        <div className="mt-2 h-48">
          <ResponsiveContainer width="100%" height="100%">
            <LineChart
              accessibilityLayer={false}
              data={data}
              margin={{ top: 4, right: 4, bottom: 0, left: -20 }}
            >
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="week" tick={AXIS} interval="preserveStartEnd" />
              <YAxis domain={[0, 100]} tick={AXIS} />
              <Tooltip />
              <Line
                dataKey="accuracy"
                name="Accuracy (%)"
                stroke="#0d9488"
                strokeWidth={2}
                dot={{ r: 3 }}
                connectNulls={false}
              />
            </LineChart>
          </ResponsiveContainer>
        </div>
      </figure>
    </div>
  );
}
