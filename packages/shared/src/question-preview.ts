import { mathTextToPlain, splitMathText } from './math-text.ts';

/** SPEC §9: a card previews the first 150 characters of the question. */
export const PREVIEW_LENGTH = 150;
export const PREVIEW_ELLIPSIS = '...';

export type PreviewSegment = { kind: 'text'; value: string } | { kind: 'math'; value: string };

export interface QuestionPreview {
  segments: PreviewSegment[];
  /** True when text was left out, so the card ends with an ellipsis. */
  truncated: boolean;
}

/**
 * A formula of several rows (a system of equations, a table of values) on one line, its rows
 * apart by commas: a card shows one line of text, and the rows stood beside it as a tall block.
 */
export function oneLineFormula(tex: string): string {
  if (!tex.includes('\\\\')) return tex;
  return (
    tex
      .replace(/\\begin\{array\}\{[^}]*\}/g, '')
      .replace(/\\(?:begin|end)\{[a-zA-Z*]+\}/g, '')
      .replace(/\\hline/g, '')
      .replace(/\\\\(?:\[[^\]]*\])?/g, ',\\quad ')
      // An alignment point before a relation (a system's `&=`) goes; a table's cell break spaces.
      .replace(/(?<!\\)&\s*(?=[=<>]|\\(?:leq?|geq?|neq?)\b)/g, '')
      .replace(/(?<!\\)&/g, '\\; ')
      .replace(/(?:,\\quad\s*)+$/, '')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** How many characters a formula takes on screen, roughly: its readable plain-text form. */
const mathLength = (tex: string) => mathTextToPlain(`\\(${tex}\\)`).length;

/**
 * The start of a question's text (with math) cut at `limit` visible characters. Prose may be cut
 * anywhere, but a formula is kept whole or left out, so the preview never renders a broken one.
 * Runs of white space become one space: a card shows one paragraph.
 */
export function questionPreview(text: string, limit = PREVIEW_LENGTH): QuestionPreview {
  const segments: PreviewSegment[] = [];
  let remaining = limit;
  const parts = splitMathText(text.trim());
  for (const [index, part] of parts.entries()) {
    if (part.kind === 'math') {
      const value = oneLineFormula(part.value);
      const length = mathLength(value);
      if (length > remaining) return { segments, truncated: true };
      segments.push({ kind: 'math', value });
      remaining -= length;
      continue;
    }
    const prose = part.value.replace(/\s+/g, ' ');
    if (prose.length > remaining) {
      const cut = prose.slice(0, remaining).trimEnd();
      if (cut) segments.push({ kind: 'text', value: cut });
      return { segments, truncated: true };
    }
    segments.push({ kind: 'text', value: prose });
    remaining -= prose.length;
    // Nothing left for what follows: only an ellipsis if something does follow.
    if (remaining === 0 && index < parts.length - 1) return { segments, truncated: true };
  }
  return { segments, truncated: false };
}

/**
 * The same cut for the plain-text version of a question (`body`, math written out), where the
 * characters are what a screen reader reads: the card's accessible name.
 */
export function plainPreview(body: string, limit = PREVIEW_LENGTH): string {
  const text = body.replace(/\s+/g, ' ').trim();
  return text.length > limit ? `${text.slice(0, limit).trimEnd()}${PREVIEW_ELLIPSIS}` : text;
}
