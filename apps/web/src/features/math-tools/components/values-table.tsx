import { useId, useState } from 'react';
import { inputClasses } from '../../../components/ui/input';
import { formatShort } from '../lib/format-short';
import type { NamedFunction } from './graphing-calculator';

const ROWS = 11;

/** x and each function's value, from a start in even steps. */
export function ValuesTable({ functions }: { functions: NamedFunction[] }) {
  const startId = useId();
  const stepId = useId();
  const [start, setStart] = useState('-5');
  const [step, setStep] = useState('1');
  const from = Number(start) || 0;
  const by = Number(step) || 1;
  const xs = Array.from({ length: ROWS }, (_, i) => from + i * by);

  return (
    <details className="rounded-lg border border-slate-200 text-sm">
      <summary className="cursor-pointer px-3 py-2 font-medium text-slate-700 focus-visible:outline-2 focus-visible:outline-primary-500">
        Table of values
      </summary>
      <div className="space-y-2 px-3 pb-3">
        <div className="flex gap-3">
          <div>
            <label htmlFor={startId} className="block text-xs text-slate-600">
              Start x
            </label>
            <input
              id={startId}
              type="number"
              value={start}
              onChange={(e) => setStart(e.target.value)}
              className={inputClasses + ' h-8 w-24 font-mono'}
            />
          </div>
          <div>
            <label htmlFor={stepId} className="block text-xs text-slate-600">
              Step
            </label>
            <input
              id={stepId}
              type="number"
              value={step}
              onChange={(e) => setStep(e.target.value)}
              className={inputClasses + ' h-8 w-24 font-mono'}
            />
          </div>
        </div>
        <div className="overflow-x-auto">
          <table className="w-full font-mono">
            <caption className="sr-only">Table of values</caption>
            <thead>
              <tr className="text-left text-slate-600">
                <th scope="col" className="pr-3">
                  x
                </th>
                {functions.map((f) => (
                  <th key={f.name} scope="col" className="pr-3">
                    <span aria-hidden="true" style={{ color: f.color }}>
                      ●{' '}
                    </span>
                    {f.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {xs.map((x) => (
                <tr key={x} className="border-t border-slate-100">
                  <th scope="row" className="pr-3 text-left font-normal">
                    {formatShort(x)}
                  </th>
                  {functions.map((f) => (
                    <td key={f.name} className="pr-3">
                      {formatShort(f.fn(x))}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </details>
  );
}
