// How the admin commands print: plain text for a terminal.

/**
 * A moment to the minute, labelled UTC: staff read these in Dallas, where a bare
 * "2027-11-08 05:30" would pass for a local time, and on the evening before, for the wrong day.
 */
export const date = (d: Date | null | undefined) =>
  d ? `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC` : '-';

/** Rows under a header, in columns as wide as their widest cell. */
export function table(header: string[], rows: string[][]) {
  if (rows.length === 0) return '(none)';
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}
