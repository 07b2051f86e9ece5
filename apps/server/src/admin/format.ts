// How the admin commands print: plain text for a terminal.
import { HIDDEN_CHARACTERS } from '@academy/shared/plain-text';

/**
 * A cell as inert text: a control, bidi or zero-width character is written as its code
 * (`\u{1b}`), so an escape sequence saved in a name before names were cleaned, or in a column no
 * schema cleans, cannot move the cursor and redraw a row ("unpaid" shown as "paid").
 */
const printable = (text: string) =>
  text.replace(HIDDEN_CHARACTERS, (c) => `\\u{${c.charCodeAt(0).toString(16)}}`);

/**
 * A moment to the minute, labelled UTC: staff read these in Dallas, where a bare
 * "2027-11-08 05:30" would pass for a local time, and on the evening before, for the wrong day.
 */
export const date = (d: Date | null | undefined) =>
  d ? `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC` : '-';

/** Rows under a header, in columns as wide as their widest cell. */
export function table(header: string[], rawRows: string[][]) {
  if (rawRows.length === 0) return '(none)';
  const rows = rawRows.map((r) => r.map(printable));
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}
