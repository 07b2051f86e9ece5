import { angleScope, normalizeExpression, numberMath, type AngleUnit } from './math-engine';
import type { Point, RealFunction } from './intersections';

/** One line of the graphing list, as the student typed it and as it is drawn. */
export type GraphEntry =
  | { kind: 'empty' }
  | { kind: 'function'; fn: RealFunction }
  | { kind: 'point'; point: Point }
  | { kind: 'error'; message: string };

const POINT = /^\(\s*([^,()]+(?:\([^()]*\))?[^,()]*)\s*,\s*(.+)\s*\)$/;
const Y_EQUALS = /^(?:y|f\s*\(\s*x\s*\))\s*=/i;
export const NOT_A_FUNCTION = 'Graph y = … (a function of x) or a point, like (3, 4).';

function numberOf(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/**
 * Reads "y = x^2 - 1", "2x + 3" or "(3, 4)": a function of x compiled once (mathjs) and
 * evaluated per x, or a point. Trig reads `unit`.
 */
export function parseGraphEntry(text: string, unit: AngleUnit): GraphEntry {
  const source = normalizeExpression(text);
  if (!source) return { kind: 'empty' };
  const scope = angleScope(unit);
  const point = POINT.exec(source);
  try {
    if (point) {
      const x = numberOf(numberMath.evaluate(point[1]!, { ...scope }));
      const y = numberOf(numberMath.evaluate(point[2]!, { ...scope }));
      if (x === undefined || y === undefined)
        return { kind: 'error', message: 'A point needs two numbers, like (3, 4).' };
      return { kind: 'point', point: { x, y } };
    }
    const body = source.replace(Y_EQUALS, '');
    // mathjs reads "x = 2" as an assignment worth 2: a vertical line was drawn as y = 2.
    if (body.includes('=')) return { kind: 'error', message: NOT_A_FUNCTION };
    const compiled = numberMath.compile(body);
    const fn: RealFunction = (x) => {
      try {
        const value = compiled.evaluate({ ...scope, x });
        return typeof value === 'number' ? value : NaN;
      } catch {
        return NaN;
      }
    };
    // Undefined names show now, not as an empty graph: try a few x (one may be outside the domain).
    compiled.evaluate({ ...scope, x: 1.234 });
    return { kind: 'function', fn };
  } catch (error) {
    const text = error instanceof Error ? error.message : '';
    const name = /Undefined (?:symbol|function) (\w+)/.exec(text)?.[1];
    return {
      kind: 'error',
      message: name
        ? `Unknown name: ${name}. Graph functions of x.`
        : "This can't be graphed. Check the expression.",
    };
  }
}
