// Text as figures print it: escaped for XML, and numbers with a true minus sign (U+2212) like a
// printed test, rounded so that floating-point noise never reaches a label.

export const FONT_FAMILY = 'Arial, Helvetica, sans-serif';

export const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A number rounded to at most `decimals` places, without trailing zeros, with a true minus. */
export function numberLabel(n: number, decimals = 2): string {
  const scale = 10 ** decimals;
  const s = String(Math.round(n * scale) / scale);
  return s.startsWith('-') ? `\u2212${s.slice(1)}` : s;
}

/** A data value as typed: shortest decimal up to `digits` places, ASCII minus, never -0. */
export function decimal(n: number, digits = 6): string {
  const s = Number(n.toFixed(digits)).toString();
  return s === '-0' ? '0' : s;
}

export interface TextStyle {
  size: number;
  fill: string;
  anchor: 'start' | 'middle' | 'end';
  italic?: boolean;
  bold?: boolean;
}

/**
 * A `<text>` at (x, y), both already written as the figure writes coordinates. `baseline` comes
 * before the italic and bold attributes, `extra` after them.
 */
export function textElement(
  x: string,
  y: string,
  s: string,
  style: TextStyle,
  { baseline, extra = [] }: { baseline?: string; extra?: string[] } = {},
) {
  const attrs = [
    `x="${x}"`,
    `y="${y}"`,
    `font-family="${FONT_FAMILY}"`,
    `font-size="${style.size}"`,
    `fill="${style.fill}"`,
    `text-anchor="${style.anchor}"`,
  ];
  if (baseline) attrs.push(`dominant-baseline="${baseline}"`);
  if (style.italic) attrs.push('font-style="italic"');
  if (style.bold) attrs.push('font-weight="bold"');
  return `<text ${[...attrs, ...extra].join(' ')}>${escapeXml(s)}</text>`;
}
