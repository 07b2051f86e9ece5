import { useId } from 'react';
import { inputClasses } from '../../../components/ui/input';
import { formatShort } from '../lib/format-short';
import type { Point } from '../lib/intersections';
import type { NamedFunction } from './graphing-calculator';

interface GraphReadoutsProps {
  functions: NamedFunction[];
  traceX: number | null;
  onTrace: (x: number | null) => void;
  intersections: (Point & { between: string })[];
}

/** Trace (each function's value at an x) and the intersections in view. */
export function GraphReadouts({ functions, traceX, onTrace, intersections }: GraphReadoutsProps) {
  const traceId = useId();
  if (functions.length === 0) return null;
  return (
    <div className="space-y-3 text-sm">
      <div>
        <label htmlFor={traceId} className="block font-medium text-slate-700">
          Trace at x =
        </label>
        <input
          id={traceId}
          type="number"
          step="0.1"
          value={traceX ?? ''}
          onChange={(event) =>
            onTrace(event.target.value === '' ? null : Number(event.target.value))
          }
          className={inputClasses + ' mt-1 h-9 w-32 font-mono'}
        />
        {traceX !== null ? (
          <ul aria-live="polite" className="mt-1 font-mono text-slate-800">
            {functions.map((f) => (
              <li key={f.name}>
                <span style={{ color: f.color }} aria-hidden="true">
                  ●{' '}
                </span>
                {f.name}({formatShort(traceX)}) = {formatShort(f.fn(traceX))}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {functions.length > 1 ? (
        <section aria-label="Intersections">
          <h3 className="font-medium text-slate-700">Intersections in view</h3>
          {intersections.length === 0 ? (
            <p className="text-slate-600">None in view. Zoom out or pan to look further.</p>
          ) : (
            <ul className="font-mono text-slate-800">
              {intersections.map((point) => (
                <li key={`${point.between}:${point.x}`}>
                  ({formatShort(point.x)}, {formatShort(point.y)}){' '}
                  <span className="font-sans text-xs text-slate-600">{point.between}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </div>
  );
}
