import { useEffect, useRef } from 'react';
import functionPlotExport, {
  type FunctionPlotDatum,
  type FunctionPlotDatumScope,
} from 'function-plot';
import type { Point, RealFunction } from '../lib/intersections';

// function-plot ships CommonJS only: the bundle hands over its exports object, whose default
// is the function.
const functionPlot =
  (functionPlotExport as unknown as { default?: typeof functionPlotExport }).default ??
  functionPlotExport;

export interface Domain {
  x: [number, number];
  y: [number, number];
}

export interface PlotProps {
  functions: { fn: RealFunction; color: string }[];
  points: { point: Point; color: string }[];
  /** Intersections, drawn as dark dots. */
  markers: Point[];
  traceX: number | null;
  /** The view asked for by the buttons; pointer zoom and pan move it without a new request. */
  view: Domain;
  onVisibleChange: (domain: Domain) => void;
  label: string;
}

// The plot is rebuilt once the wheel or drag rests, not during it.
const SETTLE_MS = 250;

/**
 * function-plot mounted in a div: its zoom, pan and tip, drawing functions evaluated by our own
 * compiled mathjs expressions (never its own parser).
 */
export function FunctionPlotView({
  functions,
  points,
  markers,
  traceX,
  view,
  onVisibleChange,
  label,
}: PlotProps) {
  const box = useRef<HTMLDivElement>(null);
  const current = useRef<Domain>(view);
  const report = useRef(onVisibleChange);
  report.current = onVisibleChange;

  useEffect(() => {
    current.current = view;
  }, [view]);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const draw = () => {
      element.replaceChildren();
      const width = element.clientWidth || 320;
      const data: FunctionPlotDatum[] = [
        ...functions.map(({ fn, color }) => ({
          fn: (scope: FunctionPlotDatumScope) => fn(scope.x as number),
          graphType: 'polyline' as const,
          sampler: 'builtIn' as const,
          color,
        })),
        ...points.map(({ point, color }) => ({
          points: [[point.x, point.y]],
          fnType: 'points',
          graphType: 'scatter' as const,
          color,
          attr: { r: 4 },
        })),
        ...(markers.length > 0
          ? [
              {
                points: markers.map((m) => [m.x, m.y]),
                fnType: 'points',
                graphType: 'scatter' as const,
                color: '#0f172a',
                attr: { r: 4 },
              },
            ]
          : []),
      ];
      const chart = functionPlot({
        target: element,
        width,
        height: Math.round(Math.min(width * 0.8, 320)),
        grid: true,
        xAxis: { domain: [...current.current.x] },
        yAxis: { domain: [...current.current.y] },
        tip: { xLine: true, yLine: true },
        annotations: traceX === null ? [] : [{ x: traceX, text: `x = ${traceX}` }],
        data,
      });
      chart.on('all:zoom', () => {
        const { xScale, yScale } = chart.meta;
        if (!xScale || !yScale) return;
        current.current = {
          x: xScale.domain() as [number, number],
          y: yScale.domain() as [number, number],
        };
        clearTimeout(timer);
        timer = setTimeout(() => report.current(current.current), SETTLE_MS);
      });
      return chart;
    };
    let chart = draw();
    let drawnWidth = element.clientWidth;
    const observer = new ResizeObserver(() => {
      if (element.clientWidth === drawnWidth) return;
      drawnWidth = element.clientWidth;
      chart.removeAllListeners();
      chart = draw();
    });
    observer.observe(element);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
      chart.removeAllListeners();
      element.replaceChildren();
    };
  }, [functions, points, markers, traceX, view]);

  return (
    <div
      ref={box}
      role="img"
      aria-label={label}
      className="function-plot-box w-full touch-none overflow-hidden rounded-lg border border-slate-200"
    />
  );
}
