// What students type or paste that mathjs does not read: superscript powers ("3²" copied from
// a question or a document).

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
