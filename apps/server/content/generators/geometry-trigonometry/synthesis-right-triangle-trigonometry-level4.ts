// Two level-4 templates of synthesis-right-triangle-trigonometry.ts: a direction at the
// complementary angle in the xy-plane, and a cofunction equation with a root that makes an angle
// not acute. Each key is confirmed numerically.
import { check, close } from '../lib/check.ts';
import type { SynthesisBank } from './synthesis-common.ts';

const LEVEL4 = { direction: 4, cofunctionRoot: 4 };
const deg = (d: number) => (d * Math.PI) / 180;

export function addTrigLevel4(bank: SynthesisBank) {
  // ---------- (9) the direction at the complementary angle ----------
  {
    const [px, py, yk] = [15, 8, 30];
    const k = (yk * py) / px; // slope of the second line is px / py
    check(
      Number.isInteger(k) && close(Math.tan(Math.PI / 2 - Math.atan2(py, px)) * k, yk),
      'complementary direction',
    );
    bank.fe({
      difficulty: LEVEL4.direction,
      body: `In the $xy$-plane, $O$ is the origin and $P$ is the point $(${px}, ${py})$. Segment $\\overline{OP}$ makes an angle of $\\theta$ with the positive $x$-axis. A line through $O$ makes an angle of $90^\\circ - \\theta$ with the positive $x$-axis and passes through the point $(k, ${yk})$, where $k > 0$. What is the value of $k$?`,
      answer: k,
      hints: ['What is $\\tan \\theta$? What is the tangent of the complementary angle?'],
      superhints: [
        `$\\tan(90^\\circ - \\theta) = \\frac{1}{\\tan \\theta}$, and the slope of a line through the origin is the tangent of its angle with the positive $x$-axis.`,
      ],
      explanation: `$\\tan \\theta = \\frac{${py}}{${px}}$, so the second line has slope $\\tan(90^\\circ - \\theta) = \\frac{${px}}{${py}}$. It passes through $(k, ${yk})$: $${yk} = \\frac{${px}}{${py}}k$, so $k = ${k}$.`,
    });
  }

  // ---------- (10) sin(x^2 + 3x) = cos(2x + 6) with both angles acute ----------
  {
    // (x² + 3x) + (2x + 6) = 90 → x² + 5x - 84 = 0 → x = 7 or x = -12
    const roots = [7, -12];
    check(
      roots.every((x) => x * x + 5 * x - 84 === 0),
      'roots',
    );
    // check: a search over whole x from -100 to 100 for acute angles with sin = cos
    const found: number[] = [];
    for (let x = -100; x <= 100; x++) {
      const [u, v] = [x * x + 3 * x, 2 * x + 6];
      if (u > 0 && u < 90 && v > 0 && v < 90 && close(Math.sin(deg(u)), Math.cos(deg(v))))
        found.push(x);
    }
    check(found.length === 1 && found[0] === 7, 'exactly one x');
    bank.fe({
      difficulty: LEVEL4.cofunctionRoot,
      body: 'The angles with measures $(x^2 + 3x)^\\circ$ and $(2x + 6)^\\circ$ are both acute, and $\\sin\\left((x^2 + 3x)^\\circ\\right) = \\cos\\left((2x + 6)^\\circ\\right)$. What is the value of $x$?',
      answer: 7,
      hints: [
        'For acute angles, a sine equals a cosine when the angles are complementary.',
        'The equation you get has two solutions. Check both angles for each.',
      ],
      superhints: [
        'Set $(x^2 + 3x) + (2x + 6) = 90$, factor, and keep only the solution that makes both angles between $0^\\circ$ and $90^\\circ$.',
      ],
      explanation:
        'The angles are complementary: $x^2 + 5x + 6 = 90$, so $x^2 + 5x - 84 = 0$ and $(x + 12)(x - 7) = 0$. For $x = -12$ the angles are $108^\\circ$ and $-18^\\circ$, not acute. For $x = 7$ they are $70^\\circ$ and $20^\\circ$.',
    });
  }
}
