// Figures for the hand-written questions in questions/geometry-trigonometry/triangles.yaml.
// Run: npx tsx content/generators/geometry-trigonometry/triangles-figures.ts
import { add, centroid, lerp, pt, radians, type Pt } from '../lib/figure-kit/vector.ts';
import { Figure } from '../lib/figure-kit/figure.ts';
import { fitFrame } from '../lib/figure-kit/frame.ts';
import { SHADE } from '../lib/figure-kit/palette.ts';

/** Triangle with base from (0,0) to (base,0) and the given base angles (degrees), apex above. */
export function triangleFromAngles(angA: number, angB: number, base = 1): [Pt, Pt, Pt] {
  const angC = 180 - angA - angB;
  const b = (base * Math.sin(radians(angB))) / Math.sin(radians(angC));
  return [pt(0, 0), pt(base, 0), pt(b * Math.cos(radians(angA)), b * Math.sin(radians(angA)))];
}

// triangles-001: angles 48 and 77 at the base, x at the top.
{
  const T = triangleFromAngles(48, 77);
  const f = new Figure(360, 260, 'Triangle with angles of 48 degrees, 77 degrees and x degrees');
  const { map } = fitFrame(T, 360, 260, 40);
  const [A, B, Cc] = T.map(map) as [Pt, Pt, Pt];
  f.poly([A, B, Cc], { fill: SHADE });
  f.markAngle(A, B, Cc, 26, 48, '48°');
  f.markAngle(B, Cc, A, 24, 46, '77°');
  f.markAngle(Cc, A, B, 22, 40, 'x°');
  f.save('geometry-trigonometry', 'triangles-001');
}

// triangles-002: AB = AC, vertex angle 40 at A, base angle x at B.
{
  const T = triangleFromAngles(70, 70);
  const f = new Figure(
    320,
    280,
    'Isosceles triangle ABC with AB equal to AC, angle A of 40 degrees and angle B of x degrees',
  );
  const { map } = fitFrame(T, 320, 280, 36);
  const [B, Cc, A] = T.map(map) as [Pt, Pt, Pt];
  f.poly([A, B, Cc], { fill: SHADE });
  f.ticks(A, B, 1);
  f.ticks(A, Cc, 1);
  f.markAngle(A, B, Cc, 30, 50, '40°');
  f.markAngle(B, Cc, A, 24, 42, 'x°');
  f.vertexNames([A, B, Cc], ['A', 'B', 'C']);
  f.save('geometry-trigonometry', 'triangles-002');
}

// triangles-003: angle A = 58, angle B = x = 72, exterior angle at C = 130 (BC extended past C).
{
  const T = triangleFromAngles(72, 50);
  const f = new Figure(
    400,
    260,
    'Triangle ABC with angle A of 58 degrees, angle B of x degrees, and an exterior angle of 130 degrees at C',
  );
  const ext = pt(1.45, 0);
  const { map } = fitFrame([...T, ext], 400, 260, 40);
  const [B, Cc, A] = T.map(map) as [Pt, Pt, Pt];
  const E = map(ext);
  f.poly([A, B, Cc], { fill: SHADE });
  f.line(Cc, E);
  f.arrowHead(E, pt(1, 0));
  f.markAngle(A, B, Cc, 24, 44, '58°');
  f.markAngle(B, Cc, A, 24, 44, 'x°');
  f.markAngle(Cc, E, A, 22, 42, '130°');
  f.vertexNames([A, B, Cc], ['A', 'B', 'C']);
  f.save('geometry-trigonometry', 'triangles-003');
}

// triangles-004: DE parallel to BC, AD = 6, DB = 4, DE = 9 (BC = 15).
{
  const T = triangleFromAngles(64, 52);
  const f = new Figure(
    380,
    300,
    'Triangle ABC with segment DE parallel to BC; AD = 6, DB = 4, DE = 9',
  );
  const { map } = fitFrame(T, 380, 300, 40);
  const [B, Cc, A] = T.map(map) as [Pt, Pt, Pt];
  const D = lerp(A, B, 0.6);
  const E = lerp(A, Cc, 0.6);
  f.poly([A, B, Cc], { fill: SHADE });
  f.line(D, E);
  f.parallelMark(D, E, 1, 0.55);
  f.parallelMark(B, Cc, 1, 0.55);
  const g = centroid([A, B, Cc]);
  f.sideLabel(A, D, '6', g, 14);
  f.sideLabel(D, B, '4', g, 14);
  f.text(add(lerp(D, E, 0.35), pt(0, -13)), '9');
  f.vertexNames([A, B, Cc], ['A', 'B', 'C']);
  f.text(add(D, pt(-16, 0)), 'D', { italic: true });
  f.text(add(E, pt(16, 0)), 'E', { italic: true });
  f.save('geometry-trigonometry', 'triangles-004');
}

// triangles-006: person 6 ft with a 4 ft shadow; tree with a 22 ft shadow and height h.
{
  const f = new Figure(
    440,
    280,
    'Two similar right triangles: a person 6 feet tall with a 4-foot shadow, and a tree of height h with a 22-foot shadow',
  );
  const k = 6.4;
  const ground = 240;
  const drawTri = (x0: number, hgt: number, shadow: number, hLabel: string, sLabel: string) => {
    const top = pt(x0, ground - hgt * k);
    const foot = pt(x0, ground);
    const tip = pt(x0 + shadow * k, ground);
    f.poly([top, foot, tip], { fill: SHADE });
    f.rightAngle(foot, top, tip, 10);
    f.text(pt(x0 - 10, ground - (hgt * k) / 2), hLabel, { anchor: 'end', italic: hLabel === 'h' });
    f.text(pt(x0 + (shadow * k) / 2, ground + 16), sLabel);
  };
  drawTri(60, 6, 4, '6 ft', '4 ft');
  drawTri(230, 33, 22, 'h', '22 ft');
  f.save('geometry-trigonometry', 'triangles-006');
}

// triangles-007: right angle at C, altitude CD to AB with AD = 4 and DB = 9.
{
  // A = (0,0), B = (13,0), D = (4,0), C = (4,6).
  const f = new Figure(
    420,
    250,
    'Right triangle ABC with right angle at C and altitude CD to hypotenuse AB; AD = 4 and DB = 9',
  );
  const { map } = fitFrame([pt(0, 0), pt(13, 0), pt(4, 6)], 420, 250, 40);
  const [A, B, Cc, D] = [map(pt(0, 0)), map(pt(13, 0)), map(pt(4, 6)), map(pt(4, 0))];
  f.poly([A, B, Cc], { fill: SHADE });
  f.line(Cc, D, { dash: true, width: 1.6 });
  f.rightAngle(Cc, A, B);
  f.rightAngle(D, B, Cc, 11);
  f.text(add(lerp(A, D, 0.5), pt(0, 16)), '4');
  f.text(add(lerp(D, B, 0.5), pt(0, 16)), '9');
  f.text(add(A, pt(-14, 4)), 'A', { italic: true });
  f.text(add(B, pt(14, 4)), 'B', { italic: true });
  f.text(add(Cc, pt(0, -16)), 'C', { italic: true });
  f.text(add(D, pt(0, 30)), 'D', { italic: true });
  f.save('geometry-trigonometry', 'triangles-007');
}

// triangles-009: DE parallel to BC with AD : DB = 2 : 3; trapezoid DBCE shaded.
{
  const T = triangleFromAngles(58, 66);
  const f = new Figure(
    360,
    290,
    'Triangle ABC with segment DE parallel to BC, AD to DB in the ratio 2 to 3, and quadrilateral DBCE shaded',
  );
  const { map } = fitFrame(T, 360, 290, 40);
  const [B, Cc, A] = T.map(map) as [Pt, Pt, Pt];
  const D = lerp(A, B, 0.4);
  const E = lerp(A, Cc, 0.4);
  f.poly([D, B, Cc, E], { fill: SHADE });
  f.poly([A, B, Cc]);
  f.line(D, E);
  f.parallelMark(D, E, 1, 0.6);
  f.parallelMark(B, Cc, 1, 0.55);
  f.vertexNames([A, B, Cc], ['A', 'B', 'C']);
  f.text(add(D, pt(-16, 0)), 'D', { italic: true });
  f.text(add(E, pt(16, 0)), 'E', { italic: true });
  f.save('geometry-trigonometry', 'triangles-009');
}

// triangles-010: AB = AC, D on AC with AD = BD = BC; angle A = 36 degrees (not labeled).
{
  const T = triangleFromAngles(72, 72);
  const f = new Figure(
    300,
    340,
    'Isosceles triangle ABC with point D on side AC; segments AD, BD and BC are marked equal',
  );
  const [b0, c0, a0] = T;
  const side = Math.hypot(a0.x - c0.x, a0.y - c0.y);
  const d0 = lerp(a0, c0, 1 / side);
  const { map } = fitFrame(T, 300, 340, 36);
  const [B, Cc, A, D] = [map(b0), map(c0), map(a0), map(d0)];
  f.poly([A, B, Cc], { fill: SHADE });
  f.line(B, D);
  f.ticks(A, D, 1);
  f.ticks(B, D, 1);
  f.ticks(B, Cc, 1);
  f.vertexNames([A, B, Cc], ['A', 'B', 'C']);
  f.text(add(D, pt(16, 2)), 'D', { italic: true });
  f.save('geometry-trigonometry', 'triangles-010');
}
