// Text with embedded math, as the question bank writes it: $...$ or \(...\) inline, $$...$$ or
// \[...\] display, and \$ for a literal dollar sign in prose. The web renderer, the server's
// search and previews, and the content checker all split text the same way through this file.

export interface MathTextSegment {
  kind: 'text' | 'math';
  value: string;
  display: boolean;
}

const OPENERS = [
  { open: '$$', close: '$$', display: true },
  { open: '\\[', close: '\\]', display: true },
  { open: '\\(', close: '\\)', display: false },
  { open: '$', close: '$', display: false },
] as const;

interface Scan {
  segments: MathTextSegment[];
  /** The first delimiter that opens math and never closes, if any. */
  unclosed?: string;
}

/** Where `close` ends the math starting at `from`, skipping backslash escapes such as \$. */
function findClose(text: string, close: string, from: number): number {
  for (let i = from; i < text.length; i++) {
    if (text.startsWith(close, i)) return i;
    if (text[i] === '\\') i++;
  }
  return -1;
}

function scan(text: string): Scan {
  const segments: MathTextSegment[] = [];
  let unclosed: string | undefined;
  let prose = '';
  let i = 0;
  const flushProse = () => {
    if (prose) segments.push({ kind: 'text', value: prose, display: false });
    prose = '';
  };
  while (i < text.length) {
    if (text.startsWith('\\$', i)) {
      prose += '$';
      i += 2;
      continue;
    }
    const opener = OPENERS.find((o) => text.startsWith(o.open, i));
    const end = opener ? findClose(text, opener.close, i + opener.open.length) : -1;
    if (!opener || end < 0) {
      // An unclosed opener stays visible as prose rather than swallowing the rest of the text.
      if (opener) unclosed ??= opener.open;
      const step = opener ? opener.open.length : 1;
      prose += text.slice(i, i + step);
      i += step;
      continue;
    }
    flushProse();
    const value = text.slice(i + opener.open.length, end);
    segments.push({ kind: 'math', value, display: opener.display });
    i = end + opener.close.length;
  }
  flushProse();
  return { segments, unclosed };
}

export function splitMathText(text: string): MathTextSegment[] {
  return scan(text).segments;
}

// Punctuation that closes a phrase, as it follows inline math in the bank ("$x = 4$. The ...").
const TRAILING_PUNCTUATION = /^[.,;:!?)\]]+/;

/**
 * Moves the punctuation right after inline math into the math, as text: a browser may break a
 * line between KaTeX's last box and the text after it, and a line would then start with the
 * period. Inside the formula's last box it stays with the formula.
 */
export function withPunctuationInMath(segments: MathTextSegment[]): MathTextSegment[] {
  const result = segments.map((segment) => ({ ...segment }));
  result.forEach((segment, index) => {
    const next = result[index + 1];
    if (segment.kind !== 'math' || segment.display || next?.kind !== 'text') return;
    const punctuation = TRAILING_PUNCTUATION.exec(next.value)?.[0];
    if (!punctuation) return;
    segment.value = `${segment.value}\\text{${punctuation}}`;
    next.value = next.value.slice(punctuation.length);
  });
  return result;
}

/** The delimiter that opens math without a matching close (a checker error), if any. */
export function findUnclosedMath(text: string): string | undefined {
  return scan(text).unclosed;
}

/** SPEC §5: a math field holding an image URL is shown as an image instead of rendered. */
export function isImageSource(s: string): boolean {
  const start = s.trimStart();
  return start.startsWith('data:image') || start.startsWith('https://');
}

const SYMBOLS: Record<string, string> = {
  cdot: '·',
  times: '×',
  div: '÷',
  pm: '±',
  mp: '∓',
  le: '≤',
  leq: '≤',
  ge: '≥',
  geq: '≥',
  ne: '≠',
  neq: '≠',
  approx: '≈',
  infty: '∞',
  pi: 'π',
  theta: 'θ',
  alpha: 'α',
  beta: 'β',
  gamma: 'γ',
  Delta: 'Δ',
  mu: 'μ',
  sigma: 'σ',
  degree: '°',
  circ: '°',
  angle: '∠',
  triangle: '△',
  parallel: '∥',
  perp: '⊥',
  sim: '∼',
  cong: '≅',
  ell: 'ℓ',
  to: '→',
  leftrightarrow: '↔',
  rightarrow: '→',
  Rightarrow: '⇒',
  ldots: '…',
  dots: '…',
  cdots: '⋯',
  '%': '%',
  $: '$',
  '{': '{',
  '}': '}',
};

/** A group that reads unambiguously without parentheses: one number (4,180 too) or one symbol. */
const SIMPLE = /^(?:-?\d{1,3}(?:,\d{3})+(?:\.\d+)?|-?[\d.]+|[A-Za-z]|\\[A-Za-z]+)$/;
const group = (s: string) => (SIMPLE.test(s.trim()) ? s.trim() : `(${s.trim()})`);

// Powers, subscripts and roots are written as words, as a screen reader should say them: read
// aloud, "x_1" is "x underscore 1" and "x^(n+1)" is "x caret n plus 1". Each ends with
// SPACE_IF_WORD, a space only where a word or a number follows: "x squared y", "(x squared)".
const SPACE_IF_WORD = '\u0001';
const WORD_FOLLOWS = new RegExp(`${SPACE_IF_WORD}(?=[\\p{L}\\p{N}√(])`, 'gu');
const POWERS: Record<string, string> = { '2': 'squared', '3': 'cubed' };
const ROOTS: Record<string, string> = { '2': 'square', '3': 'cube' };

function power(exponent: string): string {
  const words = POWERS[exponent.trim()] ?? `to the power ${group(exponent)}`;
  return ` ${words}${SPACE_IF_WORD}`;
}

const subscript = (s: string) => ` sub ${group(s)}${SPACE_IF_WORD}`;

function root(index: string, radicand: string): string {
  const n = index.trim();
  const name = ROOTS[n] ?? `${/^\d+$/.test(n) ? n : group(n)}th`;
  return `${name} root of ${group(radicand)}${SPACE_IF_WORD}`;
}

/** Innermost-first rewrites: each pattern only matches braces that hold no further braces. */
const REWRITES: [RegExp, (...groups: string[]) => string][] = [
  [
    /\\(?:text|textbf|mathrm|mathbf|operatorname|overline|overrightarrow|vec)\{([^{}]*)\}/g,
    (a) => a,
  ],
  [/\\[dt]?frac\{([^{}]*)\}\{([^{}]*)\}/g, (a, b) => `${group(a)}/${group(b)}`],
  [/\\[dt]?frac(\d)(\d)/g, (a, b) => `${a}/${b}`],
  [/\\sqrt\[([^\]]*)\]\{([^{}]*)\}/g, (n, x) => root(n, x)],
  [/\\sqrt\{([^{}]*)\}/g, (x) => `√${group(x)}`],
  [/\^\{([^{}]*)\}/g, (x) => power(x)],
  [/_\{([^{}]*)\}/g, (x) => subscript(x)],
];

// Environments of rows: a system of equations (aligned, gathered, align*, ...), cases, a matrix.
// The innermost first: its body holds no further \begin.
const ROWS =
  /\\begin\{(aligned|alignedat|gathered|split|align\*?|alignat\*?|gather\*?|cases|dcases|rcases|matrix|smallmatrix|[pbBvV]matrix)\}(?:\{\d+\})?((?:(?!\\begin\{)[\s\S])*?)\\end\{\1\}/g;
const ROW_BREAK = /\\\\(?:\[[^\]]*\])?/;
const MATRIX_BRACKETS: Record<string, [string, string]> = {
  pmatrix: ['(', ')'],
  bmatrix: ['[', ']'],
  Bmatrix: ['\\{', '\\}'],
  vmatrix: ['|', '|'],
  Vmatrix: ['‖', '‖'],
};

/**
 * Rows read one after another, separated by "; " (a comma would run into numbers such as
 * 4{,}180). In a system `&` only aligns, and says nothing; in cases and matrices it parts cells.
 */
function rowsToPlain(env: string, body: string): string {
  const isSystem = !/cases|matrix/.test(env);
  const rows = body
    .replace(/\\hline/g, ' ')
    .split(ROW_BREAK)
    .map((row) => (isSystem ? row.replace(/&/g, '') : row.replace(/\s*&\s*/g, ', ')).trim())
    .filter(Boolean)
    .join('; ');
  const [open, close] = MATRIX_BRACKETS[env] ?? ['', ''];
  return ` ${open}${rows}${close} `;
}

/** TeX source made readable as plain text, for search, previews and screen-reader fallbacks. */
function texToPlain(tex: string): string {
  // 4{,}180 is TeX's thousands comma: its braces kept \frac{4{,}180}{2} from being read.
  let out = tex.replace(/\{,\}/g, ',');
  for (let changed = true; changed;) {
    const before = out;
    out = out.replace(ROWS, (_m, env: string, body: string) => rowsToPlain(env, body));
    changed = out !== before;
  }
  out = out
    // A table reads as its cells in order: its frame and rules say nothing in plain text.
    .replace(/\\begin\{array\}\{[^{}]*\}|\\end\{array\}|\\hline|&/g, ' ')
    .replace(/\^\s*\\circ/g, '°')
    .replace(/\\(?:left|right)\./g, '')
    .replace(/\\(?:left|right)(?![A-Za-z])/g, '');
  for (let changed = true; changed;) {
    const before = out;
    for (const [pattern, rewrite] of REWRITES) {
      out = out.replace(pattern, (_m, ...groups: string[]) => rewrite(...groups));
    }
    changed = out !== before;
  }
  return out
    .replace(/\^([\dA-Za-z])/g, (_m, e: string) => power(e))
    .replace(/_([\dA-Za-z])/g, (_m, sub: string) => subscript(sub))
    .replace(/\\sqrt(\d|[A-Za-z])/g, '√$1')
    .replace(/\\[,;:! ]|\\qquad|\\quad|~|\\\\/g, ' ')
    .replace(/(?<!\\)[{}]/g, '')
    .replace(/\\([A-Za-z]+|[%${}])(\s*)(?=([A-Za-z]?))/g, (_m, name: string, space, next) => {
      const symbol = SYMBOLS[name];
      if (symbol === undefined) return name + space;
      // "2\pi r" reads as 2πr, as TeX sets it; spaces around operators such as \le stay.
      return /\p{L}/u.test(symbol) && next ? symbol : symbol + space;
    })
    .replace(WORD_FOLLOWS, ' ')
    .replaceAll(SPACE_IF_WORD, '');
}

/** A readable plain-text version: math written out as text, powers and subscripts in words. */
export function mathTextToPlain(text: string): string {
  const segments = splitMathText(text);
  return segments
    .map((segment, index) => {
      if (segment.kind === 'text') return segment.value;
      const plain = texToPlain(segment.value);
      // Display math stands apart: before a new sentence it ends as one, or the two run on
      // ("y = x + 2 The graphs of the equations...").
      const next = segments[index + 1];
      const sentenceFollows = next?.kind === 'text' && /^\s*\p{Lu}/u.test(next.value);
      return segment.display && sentenceFollows && !/[.?!:;,]\s*$/.test(plain)
        ? `${plain.trimEnd()}.`
        : plain;
    })
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}
