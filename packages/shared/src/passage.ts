// The passage of a Reading and Writing question (issue 40): one text or a pair, student notes,
// an optional table, and the public-domain work an excerpt comes from. Texts are plain text
// with marks the web renders as real markup: `__blank__`, `[u]...[/u]`, and `[i]...[/i]` for the
// title of a book, play or collection, which the SAT sets in italics (in an introduction too).

export interface PassageText {
  /** "Text 1" / "Text 2" for a pair; absent for a single text. */
  label?: string;
  text: string;
}

export interface PassageTable {
  title: string;
  columns: string[];
  rows: string[][];
}

export interface PassageSource {
  work: string;
  author: string;
  year: number;
}

export interface Passage {
  /**
   * The line the SAT prints above a text to say what it is ("The following text is from…"),
   * apart from the text itself; titles of books, plays and collections in `[i]...[/i]`, as in a
   * text (`passageParts`).
   */
  intro?: string;
  texts: PassageText[];
  /** A student's bulleted notes (Rhetorical Synthesis), shown as a list after NOTES_INTRO. */
  notes?: string[];
  table?: PassageTable;
  /** Set when the text is a public-domain excerpt, kept as published. */
  source?: PassageSource;
}

export const NOTES_INTRO = 'While researching a topic, a student has taken the following notes:';

/** The words a passage text may hold (SAT-RW.md: about 25–150 per text). */
export const PASSAGE_WORDS = { min: 25, max: 150 } as const;

export type PassagePart =
  | { kind: 'text'; value: string }
  | { kind: 'blank' }
  | { kind: 'underlined'; value: string }
  | { kind: 'title'; value: string };

const MARK = /__blank__|\[u\]([\s\S]*?)\[\/u\]|\[i\]([\s\S]*?)\[\/i\]/g;

/** Splits a passage text into plain runs, blanks, underlined runs and titles, in order. */
export function passageParts(text: string): PassagePart[] {
  const parts: PassagePart[] = [];
  let last = 0;
  for (const match of text.matchAll(MARK)) {
    if (match.index > last) parts.push({ kind: 'text', value: text.slice(last, match.index) });
    parts.push(
      match[1] !== undefined
        ? { kind: 'underlined', value: match[1] }
        : match[2] !== undefined
          ? { kind: 'title', value: match[2] }
          : { kind: 'blank' },
    );
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', value: text.slice(last) });
  return parts;
}

/** The text as a reader hears it, for mails and search: "blank", "underlined: ...". */
export function passagePlainText(text: string): string {
  return passageParts(text)
    .map((p) => (p.kind === 'blank' ? '______' : p.value))
    .join('');
}

/** Words of a passage text, marks removed; a blank counts as one word. */
export function passageWordCount(text: string): number {
  return passagePlainText(text)
    .split(/\s+/)
    .filter((w) => /[A-Za-z0-9_]/.test(w)).length;
}

/** Marks that do not pair up: an opening [u] or [i] without its close, or the reverse. */
export function unbalancedMark(text: string): string | undefined {
  const rest = text.replace(MARK, '');
  return ['[u]', '[/u]', '[i]', '[/i]', '__'].find((mark) => rest.includes(mark));
}
