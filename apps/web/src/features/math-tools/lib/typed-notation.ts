// What students type or paste that mathjs does not read: a function without its brackets
// ("sin 30", as on a scientific calculator and on Desmos, the SAT's calculator) and superscript
// powers ("3²" copied from a question or a document).

/** Where the parenthesis opened at `open` closes, or the text's end when it never does. */
export function closingOf(text: string, open: number): number {
  let depth = 0;
  for (let at = open; at < text.length; at += 1) {
    if (text[at] === '(') depth += 1;
    else if (text[at] === ')' && --depth === 0) return at + 1;
  }
  return text.length;
}

const SUPERSCRIPTS: Record<string, string> = {
  '⁰': '0',
  '¹': '1',
  '²': '2',
  '³': '3',
  '⁴': '4',
  '⁵': '5',
  '⁶': '6',
  '⁷': '7',
  '⁸': '8',
  '⁹': '9',
  '⁻': '-',
  '⁺': '+',
};

/** "3²" as "3^(2)", "10⁻³" as "10^(-3)": a run of superscripts is one exponent. */
export function superscriptsToPowers(text: string): string {
  return text.replace(
    /[⁻⁺]?[⁰¹²³⁴⁵⁶⁷⁸⁹]+/g,
    (run) => `^(${[...run].map((char) => SUPERSCRIPTS[char]).join('')})`,
  );
}

// The functions a calculator's keys write without brackets. Not preceded by a letter, so "tan"
// in "atan" is not one; followed by anything, so "sin30" and "sinx" are read as on Desmos.
const BARE_FUNCTION = /(?<![A-Za-z_])(?:asin|acos|atan|sin|cos|tan|sqrt|abs|exp|ln|log)/g;
// A number, a name, or a number times a name ("2pi", "3x"), with an optional sign.
const ATOM = /^\s*-?\s*(?:(?:\d+(?:\.\d*)?|\.\d+)(?:[A-Za-z_]\w*)?|[A-Za-z_]\w*)/;
const POWER = /^\s*\^\s*/;

/** Where the operand starting at `start` ends (a call or a power goes with it), or -1. */
function operandEnd(text: string, start: number): number {
  const atom = ATOM.exec(text.slice(start));
  if (!atom) return -1;
  let end = start + atom[0].length;
  const call = /[A-Za-z_]\w*$/.test(atom[0]) && /^\s*\(/.exec(text.slice(end));
  if (call) end = closingOf(text, end + call[0].length - 1);
  for (;;) {
    const rest = text.slice(end);
    const power = POWER.exec(rest);
    if (power) {
      const base = end + power[0].length;
      const next = text[base] === '(' ? closingOf(text, base) : operandEnd(text, base);
      if (next === -1) return end;
      end = next;
    } else if (rest.startsWith('!')) end += 1;
    else return end;
  }
}

/**
 * "sin 30" as "sin(30)": the function takes the number or name after it with its powers, as
 * sin x² is read on paper. The last one goes first, so "sin cos 0" finds the call it became.
 */
export function bareCallsToCalls(text: string): string {
  let out = text;
  const starts = [...text.matchAll(BARE_FUNCTION)].map((m) => [m.index, m[0].length] as const);
  for (const [at, length] of starts.reverse()) {
    const start = at + length;
    if (/^\s*\(/.test(out.slice(start))) continue;
    const end = operandEnd(out, start);
    if (end === -1) continue;
    out = `${out.slice(0, start)}(${out.slice(start, end).trim()})${out.slice(end)}`;
  }
  return out;
}
