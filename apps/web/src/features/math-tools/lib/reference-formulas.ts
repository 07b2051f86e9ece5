/** One line of the SAT reference sheet: what it is, and its formula in TeX. */
export interface ReferenceFormula {
  name: string;
  tex: string;
}

/**
 * The Digital SAT's reference sheet, as the test shows it. TeX strings rendered by the app's
 * math component, so they follow it wherever math rendering goes.
 */
export const REFERENCE_FORMULAS: readonly ReferenceFormula[] = [
  { name: 'Area of a circle', tex: 'A = \\pi r^2' },
  { name: 'Circumference of a circle', tex: 'C = 2\\pi r' },
  { name: 'Area of a rectangle', tex: 'A = \\ell w' },
  { name: 'Area of a triangle', tex: 'A = \\tfrac{1}{2}bh' },
  { name: 'Pythagorean theorem', tex: 'c^2 = a^2 + b^2' },
  {
    name: 'Special right triangle 30°-60°-90°',
    tex: '\\text{sides } x,\\ x\\sqrt{3},\\ 2x',
  },
  { name: 'Special right triangle 45°-45°-90°', tex: '\\text{sides } s,\\ s,\\ s\\sqrt{2}' },
  { name: 'Volume of a rectangular box', tex: 'V = \\ell w h' },
  { name: 'Volume of a cylinder', tex: 'V = \\pi r^2 h' },
  { name: 'Volume of a sphere', tex: 'V = \\tfrac{4}{3}\\pi r^3' },
  { name: 'Volume of a cone', tex: 'V = \\tfrac{1}{3}\\pi r^2 h' },
  { name: 'Volume of a pyramid', tex: 'V = \\tfrac{1}{3}\\ell w h' },
];

/** The facts the sheet states in words. */
export const REFERENCE_FACTS: readonly string[] = [
  'The number of degrees of arc in a circle is $360$.',
  'The number of radians of arc in a circle is $2\\pi$.',
  'The sum of the measures in degrees of the angles of a triangle is $180$.',
];
