import { useMemo, useState } from 'react';
import {
  ArrowDown,
  ArrowLeft,
  ArrowRight,
  ArrowUp,
  RotateCcw,
  ZoomIn,
  ZoomOut,
} from 'lucide-react';
import type { AngleUnit } from '../lib/math-engine';
import { parseGraphEntry } from '../lib/graph-entries';
import { findIntersections, type Point, type RealFunction } from '../lib/intersections';
import { DEFAULT_VIEW, panView, zoomView } from '../lib/graph-view';
import { GraphExpressionList } from './graph-expression-list';
import { FunctionPlotView, type Domain } from './function-plot-view';
import { GraphReadouts } from './graph-readouts';
import { ValuesTable } from './values-table';

export const GRAPH_COLORS = ['#2563eb', '#dc2626', '#059669', '#9333ea', '#d97706', '#0891b2'];

export interface NamedFunction {
  name: string;
  fn: RealFunction;
  color: string;
}

interface GraphingCalculatorProps {
  expressions: string[];
  unit: AngleUnit;
  onChange: (expressions: string[]) => void;
}

const MAX_INTERSECTIONS = 12;

const viewButton =
  'inline-flex size-9 items-center justify-center rounded-md border border-slate-200 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-primary-500';

/** Functions of x and points on one plane, with trace, intersections and a table of values. */
export default function GraphingCalculator({
  expressions,
  unit,
  onChange,
}: GraphingCalculatorProps) {
  const entries = useMemo(
    () => expressions.map((text) => parseGraphEntry(text, unit)),
    [expressions, unit],
  );
  const [view, setView] = useState<Domain>(DEFAULT_VIEW);
  const [visible, setVisible] = useState<Domain>(DEFAULT_VIEW);
  const [traceX, setTraceX] = useState<number | null>(null);

  const functions = useMemo(
    () =>
      entries.flatMap((entry, index): NamedFunction[] =>
        entry.kind === 'function'
          ? [
              {
                name: `y${index + 1}`,
                fn: entry.fn,
                color: GRAPH_COLORS[index % GRAPH_COLORS.length]!,
              },
            ]
          : [],
      ),
    [entries],
  );
  const points = useMemo(
    () =>
      entries.flatMap((entry, index) =>
        entry.kind === 'point'
          ? [{ point: entry.point, color: GRAPH_COLORS[index % GRAPH_COLORS.length]! }]
          : [],
      ),
    [entries],
  );
  const intersections = useMemo(() => {
    const found: (Point & { between: string })[] = [];
    functions.forEach((f, i) =>
      functions
        .slice(i + 1)
        .forEach((g) =>
          findIntersections(f.fn, g.fn, visible.x[0], visible.x[1]).forEach((point) =>
            found.push({ ...point, between: `${f.name} and ${g.name}` }),
          ),
        ),
    );
    return found.slice(0, MAX_INTERSECTIONS);
  }, [functions, visible]);

  const move = (next: Domain) => {
    setView(next);
    setVisible(next);
  };
  const described =
    functions.length + points.length === 0
      ? 'Empty graph'
      : `Graph of ${[...functions.map((f) => `${f.name} = ${expressions[Number(f.name.slice(1)) - 1]}`), ...points.map((p) => `point (${p.point.x}, ${p.point.y})`)].join('; ')}`;

  return (
    <div className="space-y-3">
      <GraphExpressionList
        expressions={expressions}
        entries={entries}
        colors={GRAPH_COLORS}
        onChange={onChange}
      />
      <FunctionPlotView
        functions={functions}
        points={points}
        markers={intersections}
        traceX={traceX}
        view={view}
        onVisibleChange={setVisible}
        label={described}
      />
      <div role="group" aria-label="Graph view" className="flex flex-wrap gap-1">
        <button
          type="button"
          className={viewButton}
          aria-label="Zoom in"
          onClick={() => move(zoomView(visible, 0.5))}
        >
          <ZoomIn className="size-4" aria-hidden="true" />
        </button>
        <button
          type="button"
          className={viewButton}
          aria-label="Zoom out"
          onClick={() => move(zoomView(visible, 2))}
        >
          <ZoomOut className="size-4" aria-hidden="true" />
        </button>
        <button
          type="button"
          className={viewButton}
          aria-label="Pan left"
          onClick={() => move(panView(visible, -0.25, 0))}
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
        </button>
        <button
          type="button"
          className={viewButton}
          aria-label="Pan right"
          onClick={() => move(panView(visible, 0.25, 0))}
        >
          <ArrowRight className="size-4" aria-hidden="true" />
        </button>
        <button
          type="button"
          className={viewButton}
          aria-label="Pan up"
          onClick={() => move(panView(visible, 0, 0.25))}
        >
          <ArrowUp className="size-4" aria-hidden="true" />
        </button>
        <button
          type="button"
          className={viewButton}
          aria-label="Pan down"
          onClick={() => move(panView(visible, 0, -0.25))}
        >
          <ArrowDown className="size-4" aria-hidden="true" />
        </button>
        <button
          type="button"
          className={viewButton}
          aria-label="Reset view"
          onClick={() => move(DEFAULT_VIEW)}
        >
          <RotateCcw className="size-4" aria-hidden="true" />
        </button>
      </div>
      <GraphReadouts
        functions={functions}
        traceX={traceX}
        onTrace={setTraceX}
        intersections={intersections}
      />
      {functions.length > 0 ? <ValuesTable functions={functions} /> : null}
    </div>
  );
}
