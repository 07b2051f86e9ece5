// A unit circle with axes, tick labels at 1 and -1, and a point at a given angle. Used by the
// radians-and-unit-circle figures and generator.
import { add, polar, pt, radians } from '../lib/figure-kit/vector.ts';
import { Figure } from '../lib/figure-kit/figure.ts';

/** Draws the unit circle, a ray to the point at `deg` degrees and the angle arc from the x-axis. */
export function unitCircleFigure(title: string, deg: number, angleLabel: string, pointLabel = 'P') {
  const f = new Figure(340, 340, title);
  const O = pt(170, 170);
  const R = 120;
  f.line(pt(20, 170), pt(322, 170), { width: 1.6 });
  f.arrowHead(pt(322, 170), pt(1, 0));
  f.line(pt(170, 322), pt(170, 18), { width: 1.6 });
  f.arrowHead(pt(170, 18), pt(0, -1));
  f.text(pt(318, 154), 'x', { italic: true });
  f.text(pt(186, 22), 'y', { italic: true });
  f.circle(O, R, { width: 2.2, stroke: '#3730a3' });
  f.text(add(O, pt(R + 10, 14)), '1', { size: 14, anchor: 'start' });
  f.text(add(O, pt(-R - 10, 14)), '−1', { size: 14, anchor: 'end' });
  f.text(add(O, pt(10, -R - 10)), '1', { size: 14, anchor: 'start' });
  f.text(add(O, pt(10, R + 12)), '−1', { size: 14, anchor: 'start' });
  f.text(add(O, pt(-10, 14)), 'O', { italic: true, anchor: 'end' });
  const P = polar(O, R, deg);
  f.line(O, P, { width: 2 });
  f.dot(P, 4.5);
  // Angle arc from the positive x-axis counterclockwise to the ray (may exceed 180 degrees).
  const r = 30;
  const s = polar(O, r, 0);
  const e = polar(O, r, deg);
  const large = deg % 360 > 180 ? 1 : 0;
  f.path(`M ${s.x} ${s.y} A ${r} ${r} 0 ${large} 0 ${e.x.toFixed(1)} ${e.y.toFixed(1)}`, {
    stroke: '#3730a3',
    width: 1.8,
  });
  f.arrowHead(e, pt(-Math.sin(radians(deg)), -Math.cos(radians(deg))), 8);
  f.text(polar(O, 54, deg / 2), angleLabel);
  const out = polar(O, R + 20, deg);
  f.text(out, pointLabel, { italic: true });
  return f;
}
