// Number lines: a solution set of an inequality (its ends open or closed, a ray running off with
// an arrow), and an interval or its outside drawn for an absolute-value inequality.
import { arrowMarker, arrowTip } from './axes.ts';
import { coord, svgDocument } from './document.ts';
import { ACCENT, INK, INK_SOFT, LINE_COLORS } from './palette.ts';
import { FONT_FAMILY, numberLabel } from './text.ts';
import { multiples } from './ticks.ts';

const FONT = `font-family="${FONT_FAMILY}"`;

export interface NumberLineOptions {
  title: string;
  min: number;
  max: number;
  step?: number;
  /** Endpoints of the solution set, each drawn as a closed (included) or open circle. */
  ends: { at: number; closed: boolean }[];
  /** The shaded part: between two ends, or a ray to the left or right of one end. */
  shade: { from: number | '-inf'; to: number | 'inf' };
}

export function numberLine(o: NumberLineOptions): string {
  const step = o.step ?? 1;
  const unit = 44;
  const left = 34;
  const W = Math.round(left * 2 + (o.max - o.min) * unit);
  const H = 96;
  const y = 44;
  const X = (v: number) => left + (v - o.min) * unit;
  const parts: string[] = [];
  parts.push(arrowMarker('arrow', INK, 9, 7));
  parts.push(
    `<line x1="${coord(X(o.min) - 22)}" y1="${y}" x2="${coord(X(o.max) + 22)}" y2="${y}" stroke="${INK}" stroke-width="1.6" marker-start="url(#arrow)" marker-end="url(#arrow)"/>`,
  );
  const ticks: string[] = [];
  for (const v of multiples(o.min, o.max, step)) {
    ticks.push(`M${coord(X(v))} ${y - 7}V${y + 7}`);
    parts.push(
      `<text x="${coord(X(v))}" y="${y + 30}" ${FONT} font-size="15" fill="${INK}" text-anchor="middle">${numberLabel(v, 3)}</text>`,
    );
  }
  parts.push(`<path d="${ticks.join('')}" stroke="${INK}" stroke-width="1.4" fill="none"/>`);
  const from = o.shade.from === '-inf' ? X(o.min) - 22 : X(o.shade.from);
  const to = o.shade.to === 'inf' ? X(o.max) + 22 : X(o.shade.to);
  const markers =
    (o.shade.from === '-inf' ? ' marker-start="url(#arrowBlue)"' : '') +
    (o.shade.to === 'inf' ? ' marker-end="url(#arrowBlue)"' : '');
  parts.push(arrowMarker('arrowBlue', LINE_COLORS[0], 7, 4));
  parts.push(
    `<line x1="${coord(from)}" y1="${y}" x2="${coord(to)}" y2="${y}" stroke="${LINE_COLORS[0]}" stroke-width="6"${markers}/>`,
  );
  for (const e of o.ends) {
    parts.push(
      `<circle cx="${coord(X(e.at))}" cy="${y}" r="7" fill="${e.closed ? LINE_COLORS[0] : '#ffffff'}" stroke="${LINE_COLORS[0]}" stroke-width="3"/>`,
    );
  }
  return svgDocument(W, H, o.title, parts);
}

/** A number line from lo to hi with the closed interval [a, b] (or its outside) shaded. */
export function intervalLine(
  title: string,
  lo: number,
  hi: number,
  a: number,
  b: number,
  outside: boolean,
): string {
  const unit = 36;
  const left = 30;
  const width = left * 2 + (hi - lo) * unit;
  const y = 50;
  const X = (v: number) => left + (v - lo) * unit;
  const parts: string[] = [];
  parts.push(
    `<path d="M${X(lo) - 14} ${y} H${X(hi) + 14}" stroke="${INK_SOFT}" stroke-width="2"/>`,
    `<path d="${arrowTip(X(lo) - 20, y, 'left')} ${arrowTip(X(hi) + 20, y, 'right')}" fill="${INK_SOFT}"/>`,
  );
  const ticks: string[] = [];
  const labels: string[] = [];
  for (let v = lo; v <= hi; v++) {
    ticks.push(`M${X(v)} ${y - 7} V${y + 7}`);
    labels.push(`<text x="${X(v)}" y="${y + 28}" text-anchor="middle">${numberLabel(v)}</text>`);
  }
  parts.push(`<path d="${ticks.join(' ')}" stroke="${INK_SOFT}" stroke-width="2"/>`);
  parts.push(`<g ${FONT} font-size="14" fill="${INK_SOFT}">${labels.join('')}</g>`);
  const seg = (x1: number, x2: number) =>
    `<path d="M${x1} ${y} H${x2}" stroke="${ACCENT}" stroke-width="6" stroke-linecap="butt"/>`;
  if (outside) {
    parts.push(seg(X(lo) - 16, X(a)), seg(X(b), X(hi) + 16));
    parts.push(
      `<path d="${arrowTip(X(lo) - 22, y, 'left', 12, 8)} ${arrowTip(X(hi) + 22, y, 'right', 12, 8)}" fill="${ACCENT}"/>`,
    );
  } else {
    parts.push(seg(X(a), X(b)));
  }
  for (const v of [a, b])
    parts.push(
      `<circle cx="${X(v)}" cy="${y}" r="7" fill="${ACCENT}" stroke="${ACCENT}" stroke-width="2"/>`,
    );
  return svgDocument(width, 90, title, parts);
}
