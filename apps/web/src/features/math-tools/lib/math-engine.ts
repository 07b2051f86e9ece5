import {
  absDependencies,
  acosDependencies,
  addDependencies,
  asinDependencies,
  atanDependencies,
  cbrtDependencies,
  ceilDependencies,
  compileDependencies,
  cosDependencies,
  create,
  divideDependencies,
  eDependencies,
  evaluateDependencies,
  expDependencies,
  factorialDependencies,
  floorDependencies,
  formatDependencies,
  fractionDependencies,
  log10Dependencies,
  logDependencies,
  modDependencies,
  multiplyDependencies,
  nthRootDependencies,
  piDependencies,
  powDependencies,
  roundDependencies,
  sinDependencies,
  sqrtDependencies,
  subtractDependencies,
  tanDependencies,
  typeOfDependencies,
  unaryMinusDependencies,
  unaryPlusDependencies,
  type FactoryFunctionMap,
  type MathJsInstance,
} from 'mathjs';
import { barsToAbs } from './absolute-bars';
import { exactTrig } from './exact-trig';
import { realPower } from './real-power';
import { bareCallsToCalls, closingOf, superscriptsToPowers } from './typed-notation';

// What a scientific calculator needs, not all of mathjs (matrices, units, algebra): the
// calculator's chunk is about a third of the full library's.
// (mathjs types each map as possibly undefined; each is defined in the library.)
const FACTORIES = {
  absDependencies,
  acosDependencies,
  addDependencies,
  asinDependencies,
  atanDependencies,
  cbrtDependencies,
  ceilDependencies,
  compileDependencies,
  cosDependencies,
  divideDependencies,
  eDependencies,
  evaluateDependencies,
  expDependencies,
  factorialDependencies,
  floorDependencies,
  formatDependencies,
  fractionDependencies,
  log10Dependencies,
  logDependencies,
  modDependencies,
  multiplyDependencies,
  nthRootDependencies,
  piDependencies,
  powDependencies,
  roundDependencies,
  sinDependencies,
  sqrtDependencies,
  subtractDependencies,
  tanDependencies,
  typeOfDependencies,
  unaryMinusDependencies,
  unaryPlusDependencies,
} as FactoryFunctionMap;

export type AngleUnit = 'deg' | 'rad';

// Functions that reach outside an expression (define units, parse or import code) are
// switched off, as mathjs' security notes advise for input typed by the user.
const DISABLED = ['import', 'createUnit', 'evaluate', 'parse', 'simplify', 'derivative', 'compile'];

export interface LockedMath {
  evaluate: (expression: string, scope: Record<string, unknown>) => unknown;
  compile: (expression: string) => { evaluate: (scope: Record<string, unknown>) => unknown };
  typeOf: (value: unknown) => string;
  format: MathJsInstance['format'];
  fraction: (value: string | number) => unknown;
}

function lockedDown(instance: MathJsInstance): LockedMath {
  // Kept before the switch-off: the expression no longer reaches them, this module does.
  const kept: LockedMath = {
    evaluate: instance.evaluate.bind(instance) as LockedMath['evaluate'],
    compile: instance.compile.bind(instance) as LockedMath['compile'],
    typeOf: instance.typeOf.bind(instance),
    format: instance.format.bind(instance),
    fraction: instance.fraction.bind(instance) as LockedMath['fraction'],
  };
  const { import: importFunctions } = instance;
  const blocked = Object.fromEntries(
    DISABLED.map((name) => [
      name,
      () => {
        throw new Error(`${name} is not available here`);
      },
    ]),
  );
  importFunctions(blocked, { override: true });
  return kept;
}

/** ^ and pow give the real odd root of a negative base, as Desmos does (see real-power.ts). */
function withRealPowers(instance: MathJsInstance): MathJsInstance {
  const complexPow = instance.pow;
  const pow = instance.typed('pow', {
    'number, number': (x: number, y: number) => realPower(x, y) ?? complexPow(x, y),
    'any, any': (x: unknown, y: unknown) => complexPow(x as number, y as number),
  });
  instance.import({ pow }, { override: true });
  return instance;
}

/** Numbers as JavaScript doubles: every function, trig, roots, π. */
export const numberMath = lockedDown(withRealPowers(create(FACTORIES)));
/** Exact rationals: used to show 1/3 + 1/6 as 1/2 when the whole expression stays rational. */
export const fractionMath = lockedDown(create(FACTORIES, { number: 'Fraction' }));

const TO_RADIANS = Math.PI / 180;

/**
 * sin, cos, … reading degrees (exact at quarter turns, see exact-trig.ts) and asin, … answering
 * in degrees, as a scope overriding the built-ins.
 */
function degreeScope(): Record<string, (x: number) => number> {
  const inverse = { asin: Math.asin, acos: Math.acos, atan: Math.atan };
  const scope: Record<string, (x: number) => number> = { ...exactTrig(90) };
  for (const [name, fn] of Object.entries(inverse)) scope[name] = (x) => fn(x) / TO_RADIANS;
  return scope;
}

/** sin, cos and tan in radians, exact at quarter turns: sin(π) is 0, not 1.22464679915e-16. */
function radianScope(): Record<string, (x: number) => number> {
  const { sin, cos, tan } = exactTrig(Math.PI / 2);
  return { sin, cos, tan };
}

/**
 * log and ln as on Desmos, the SAT's calculator, and on school calculators: log is base 10
 * (log(x, b) base b) and ln the natural log. mathjs' own log is the natural one, and it has no
 * ln: log(100) read 4.605…, and ln(e) was an unknown function.
 */
const LOGARITHMS: Record<string, (x: number, base?: number) => number> = {
  log: (x, base) => (base === undefined ? Math.log10(x) : Math.log(x) / Math.log(base)),
  ln: (x) => Math.log(x),
};

const DEGREES = { ...LOGARITHMS, ...degreeScope() };
const RADIANS = { ...LOGARITHMS, ...radianScope() };

/** The functions an expression sees for the angle unit chosen, with log and ln in either. */
export const angleScope = (unit: AngleUnit): Record<string, unknown> =>
  unit === 'deg' ? DEGREES : RADIANS;

const OPERAND = /^\s*([-−–]?\s*(?:\d+(?:\.\d*)?|\.\d+|π|[A-Za-z_]\w*))/;

/**
 * √ roots what follows it as it reads on paper and on a school calculator's line: a number or a
 * name ("√16 + 2" is 6, "2√3", "√x"), a call ("√sin(x)", "√√16"), or a parenthesis. mathjs
 * alone read "√16" as the unknown name "sqrt16". The last √ goes first, so an earlier one finds
 * the call it became.
 */
function rootsToCalls(text: string): string {
  let out = text;
  for (let root = out.lastIndexOf('√'); root !== -1; root = out.lastIndexOf('√')) {
    const start = root + 1;
    const operand = OPERAND.exec(out.slice(start));
    // "√(" reads as the call it is; "√" alone is left for mathjs to say what is missing.
    let end = start + (operand?.[0].length ?? 0);
    const call = operand && /^\s*\(/.exec(out.slice(end));
    if (call && /[A-Za-z_]/.test(operand[1]!)) end = closingOf(out, end + call[0].length - 1);
    const rooted = operand ? `(${out.slice(start, end)})` : '';
    out = `${out.slice(0, root)}sqrt${rooted}${out.slice(end)}`;
  }
  return out;
}

/**
 * Calculator keys and pasted text to what mathjs reads: |…| √ × ÷ − π, superscript powers and
 * functions without brackets.
 */
export function normalizeExpression(text: string): string {
  return bareCallsToCalls(
    rootsToCalls(barsToAbs(superscriptsToPowers(text)))
      .replace(/[×·]/g, '*')
      .replace(/÷/g, '/')
      .replace(/[−–]/g, '-')
      .replace(/π/g, 'pi'),
  ).trim();
}
