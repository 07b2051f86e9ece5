// Two parallel lines cut by a transversal, with angle marks in chosen positions. Used by the
// lines-and-angles figures and generator.
import { add, polar, pt, radians, type Pt } from '../lib/figure-kit/vector.ts';
import { Figure } from '../lib/figure-kit/figure.ts';

/** Which of the four angles at an intersection: above/below the line, right/left of t. */
export type Slot = 'UR' | 'UL' | 'LL' | 'LR';

export interface AngleMark {
  at: 'P' | 'Q';
  slot: Slot;
  text: string;
  /** Label distance from the vertex in pixels. */
  r?: number;
}

/** Measure of a slot when the transversal makes `theta` degrees with the parallel lines. */
export const slotMeasure = (slot: Slot, theta: number) =>
  slot === 'UR' || slot === 'LL' ? theta : 180 - theta;

const slotRange = (slot: Slot, theta: number): [number, number] =>
  ({ UR: [0, theta], UL: [theta, 180], LL: [180, 180 + theta], LR: [180 + theta, 360] })[slot] as [
    number,
    number,
  ];

/**
 * Draws lines l and m (horizontal, parallel) and transversal t at `theta` degrees (0-180,
 * measured counterclockwise from the rightward direction of l). Returns the two intersections.
 */
export function transversalFigure(
  title: string,
  theta: number,
  marks: AngleMark[],
  names = ['ℓ', 'm', 't'],
  gap = 120,
) {
  const f = new Figure(420, 170 + gap, title);
  const yP = 90;
  const xP = 210 + gap / 2 / Math.tan(radians(theta));
  const P = pt(xP, yP);
  const Q = pt(xP - gap / Math.tan(radians(theta)), yP + gap);
  for (const y of [yP, yP + gap]) {
    f.line(pt(24, y), pt(396, y));
    f.arrowHead(pt(396, y), pt(1, 0));
    f.arrowHead(pt(24, y), pt(-1, 0));
    f.parallelMark(pt(40, y), pt(120, y), 1, 0.6);
  }
  const tTop = polar(P, 75, theta);
  const tBot = polar(Q, 75, theta + 180);
  f.line(tBot, tTop);
  f.arrowHead(tTop, pt(tTop.x - P.x, tTop.y - P.y));
  f.arrowHead(tBot, pt(tBot.x - Q.x, tBot.y - Q.y));
  f.text(pt(404, yP - 14), names[0]!, { italic: true, anchor: 'end' });
  f.text(pt(404, yP + gap - 14), names[1]!, { italic: true, anchor: 'end' });
  f.text(add(tTop, pt(14, 0)), names[2]!, { italic: true });
  const used = { P: 0, Q: 0 };
  for (const m of marks) {
    const v: Pt = m.at === 'P' ? P : Q;
    const [a0, a1] = slotRange(m.slot, theta);
    f.angleArc(v, polar(v, 10, a0), polar(v, 10, a1), 18 + 7 * used[m.at]++);
    const mid = (a0 + a1) / 2;
    const c = Math.cos(radians(mid));
    const anchor = c > 0.35 ? 'start' : c < -0.35 ? 'end' : 'middle';
    f.text(polar(v, m.r ?? 30, mid), m.text, { anchor });
  }
  return { f, P, Q };
}
