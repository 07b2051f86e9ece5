// |x - 3| is how an absolute value is written on paper, on Desmos (the SAT's calculator) and in
// the questions; mathjs reads only abs(x - 3), and said "That can't be calculated".

/** What an operand ends with: a bar after one of these closes, where a bar is open. */
const OPERAND_END = /[\w.)!π]/;

/**
 * Each |…| as abs(…). A bar closes the innermost open one (in the same parentheses) when it
 * follows an operand, and opens one otherwise: "|-3|", "2|x - 1|", "||x| - 3|", "|x||y|".
 * Unpaired bars are left as they are, for the parser to say what is wrong.
 */
export function barsToAbs(text: string): string {
  if (!text.includes('|')) return text;
  let out = '';
  let depth = 0;
  // The parenthesis depth at which each open bar was opened, innermost last.
  const open: number[] = [];
  let last = '';
  for (const char of text) {
    let emitted = char;
    if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    else if (char === '|') {
      if (open.at(-1) === depth && OPERAND_END.test(last)) {
        open.pop();
        emitted = ')';
      } else {
        open.push(depth);
        emitted = 'abs(';
      }
    }
    out += emitted;
    if (char.trim()) last = emitted.at(-1)!;
  }
  // A bar never closed: give the text back for the parser's own message.
  return open.length ? text : out;
}
