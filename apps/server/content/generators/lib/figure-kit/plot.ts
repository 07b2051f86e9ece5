// A graph of functions in the xy-plane: a grid with labeled axes and ticks, curves sampled from
// the same functions the questions use, and marked points, all clipped to the window.
import { arrowTip } from './axes.ts';
import { coord, svgDocument } from './document.ts';
import { gridPath } from './grid.ts';
import { ACCENT, GRID_FAINT, INK_SOFT, WHITE } from './palette.ts';
import type { PlotWindow } from './plot-window.ts';
import { escapeXml, FONT_FAMILY, numberLabel } from './text.ts';
import { multiples } from './ticks.ts';
import { writeFigure } from '../write.ts';

export interface PlotOptions extends PlotWindow {
  /** Pixels per unit; defaults fit the plot into roughly 440 by 400 pixels. */
  xScale?: number;
  yScale?: number;
  xLabel?: string;
  yLabel?: string;
}

export interface CurveStyle {
  color?: string;
  width?: number;
  dashed?: boolean;
  samples?: number;
  from?: number;
  to?: number;
}

export interface PointStyle {
  label?: string;
  /** Where the label sits relative to the point. */
  anchor?: 'ne' | 'nw' | 'se' | 'sw' | 'n' | 's' | 'e' | 'w';
  color?: string;
  open?: boolean;
}

const INK = INK_SOFT;
const FONT = `font-family="${FONT_FAMILY}"`;

export class Plot {
  private readonly o: Required<PlotOptions>;
  private readonly left = 44;
  private readonly top = 30;
  private readonly right = 34;
  private readonly bottom = 34;
  private readonly layers: string[] = [];
  private readonly clipId: string;

  constructor(options: PlotOptions) {
    const xRange = options.xMax - options.xMin;
    const yRange = options.yMax - options.yMin;
    this.o = {
      xStep: 1,
      yStep: 1,
      xLabelEvery: 1,
      yLabelEvery: 1,
      xScale: 440 / xRange,
      yScale: 400 / yRange,
      xLabel: 'x',
      yLabel: 'y',
      ...options,
    };
    let hash = 0;
    for (const ch of options.title) hash = (Math.imul(hash, 31) + ch.charCodeAt(0)) >>> 0;
    this.clipId = `plot-area-${hash.toString(36)}`;
    // Axes are drawn at x = 0 and y = 0, so the window must contain the origin (possibly on
    // its left or bottom edge).
    if (!(this.o.xMin <= 0 && this.o.xMax > 0 && this.o.yMin <= 0 && this.o.yMax > 0)) {
      throw new Error(`plot window must contain the origin: ${JSON.stringify(options)}`);
    }
  }

  get width(): number {
    return this.left + (this.o.xMax - this.o.xMin) * this.o.xScale + this.right;
  }

  get height(): number {
    return this.top + (this.o.yMax - this.o.yMin) * this.o.yScale + this.bottom;
  }

  X(x: number): number {
    return this.left + (x - this.o.xMin) * this.o.xScale;
  }

  Y(y: number): number {
    return this.top + (this.o.yMax - y) * this.o.yScale;
  }

  /** Draws y = f(x), clipped to the window. */
  curve(f: (x: number) => number, style: CurveStyle = {}): this {
    const from = style.from ?? this.o.xMin;
    const to = style.to ?? this.o.xMax;
    const n = style.samples ?? 600;
    const span = this.o.yMax - this.o.yMin;
    const parts: string[] = [];
    let pen = false;
    for (let i = 0; i <= n; i++) {
      const x = from + ((to - from) * i) / n;
      const y = f(x);
      if (!Number.isFinite(y) || y > this.o.yMax + span || y < this.o.yMin - span) {
        pen = false;
        continue;
      }
      parts.push(`${pen ? 'L' : 'M'}${coord(this.X(x))} ${coord(this.Y(y))}`);
      pen = true;
    }
    return this.stroke(parts.join(' '), style);
  }

  /** Draws straight segments through the given points (for piecewise-linear graphs). */
  polyline(points: readonly (readonly [number, number])[], style: CurveStyle = {}): this {
    const d = points
      .map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${coord(this.X(x))} ${coord(this.Y(y))}`)
      .join(' ');
    return this.stroke(d, style);
  }

  /** Strokes a path in the curve style, clipped to the window. */
  private stroke(d: string, style: CurveStyle): this {
    this.layers.push(
      `<path d="${d}" fill="none" stroke="${style.color ?? ACCENT}" stroke-width="${
        style.width ?? 3
      }" stroke-linejoin="round" stroke-linecap="round"${
        style.dashed ? ' stroke-dasharray="8 6"' : ''
      } clip-path="url(#${this.clipId})"/>`,
    );
    return this;
  }

  point(x: number, y: number, style: PointStyle = {}): this {
    const cx = this.X(x);
    const cy = this.Y(y);
    const color = style.color ?? INK;
    this.layers.push(
      `<circle cx="${coord(cx)}" cy="${coord(cy)}" r="5" fill="${style.open ? WHITE : color}" stroke="${color}" stroke-width="2"/>`,
    );
    if (style.label) this.label(cx, cy, style.label, style.anchor ?? 'ne');
    return this;
  }

  /** A text label at data coordinates. */
  text(x: number, y: number, text: string, anchor: PointStyle['anchor'] = 'ne'): this {
    this.label(this.X(x), this.Y(y), text, anchor);
    return this;
  }

  private label(cx: number, cy: number, text: string, anchor: NonNullable<PointStyle['anchor']>) {
    const dx = anchor.includes('e') ? 9 : anchor.includes('w') ? -9 : 0;
    const dy = anchor.includes('n') ? -10 : anchor.includes('s') ? 22 : 5;
    const textAnchor = dx > 0 ? 'start' : dx < 0 ? 'end' : 'middle';
    this.layers.push(
      `<text x="${coord(cx + dx)}" y="${coord(cy + dy)}" ${FONT} font-size="16" font-weight="bold" fill="${INK}" text-anchor="${textAnchor}" paint-order="stroke" stroke="#ffffff" stroke-width="4">${escapeXml(
        text,
      )}</text>`,
    );
  }

  toSvg(): string {
    const o = this.o;
    const w = this.width;
    const h = this.height;
    const out: string[] = [];
    out.push(
      `<defs><clipPath id="${this.clipId}"><rect x="${coord(this.X(o.xMin))}" y="${coord(this.Y(o.yMax))}" width="${coord(
        (o.xMax - o.xMin) * o.xScale,
      )}" height="${coord((o.yMax - o.yMin) * o.yScale)}"/></clipPath></defs>`,
    );
    // Grid.
    const xs = multiples(o.xMin, o.xMax, o.xStep);
    const ys = multiples(o.yMin, o.yMax, o.yStep);
    const grid = gridPath({ ...o, xs, ys, X: (x) => this.X(x), Y: (y) => this.Y(y) }, true);
    out.push(`<path d="${grid}" stroke="${GRID_FAINT}" stroke-width="1" fill="none"/>`);
    // Axes with arrowheads.
    const ax = this.X(0);
    const ay = this.Y(0);
    out.push(
      `<path d="M${coord(this.X(o.xMin) - 6)} ${coord(ay)} H${coord(this.X(o.xMax) + 14)} M${coord(ax)} ${coord(
        this.Y(o.yMin) + 6,
      )} V${coord(this.Y(o.yMax) - 14)}" stroke="${INK}" stroke-width="2" fill="none"/>`,
    );
    const xTip = arrowTip(this.X(o.xMax) + 20, ay, 'right');
    const yTip = arrowTip(ax, this.Y(o.yMax) - 20, 'up');
    out.push(`<path d="${xTip} ${yTip}" fill="${INK}"/>`);
    out.push(
      `<text x="${coord(this.X(o.xMax) + 12)} " y="${coord(ay + 22)}" ${FONT} font-size="18" font-style="italic" fill="${INK}">${escapeXml(
        o.xLabel,
      )}</text>`,
    );
    out.push(
      `<text x="${coord(ax + 10)}" y="${coord(this.Y(o.yMax) - 10)}" ${FONT} font-size="18" font-style="italic" fill="${INK}">${escapeXml(
        o.yLabel,
      )}</text>`,
    );
    // Ticks and labels.
    const labels: string[] = [];
    const tickMarks: string[] = [];
    xs.forEach((x) => {
      if (Math.abs(x) < 1e-9) return;
      tickMarks.push(`M${coord(this.X(x))} ${coord(ay - 4)} V${coord(ay + 4)}`);
      const k = Math.round(x / o.xStep);
      if (k % o.xLabelEvery !== 0) return;
      labels.push(
        `<text x="${coord(this.X(x))}" y="${coord(ay + 20)}" text-anchor="middle">${numberLabel(x)}</text>`,
      );
    });
    ys.forEach((y) => {
      if (Math.abs(y) < 1e-9) return;
      tickMarks.push(`M${coord(ax - 4)} ${coord(this.Y(y))} H${coord(ax + 4)}`);
      const k = Math.round(y / o.yStep);
      if (k % o.yLabelEvery !== 0) return;
      labels.push(
        `<text x="${coord(ax - 8)}" y="${coord(this.Y(y) + 5)}" text-anchor="end">${numberLabel(y)}</text>`,
      );
    });
    labels.push(`<text x="${coord(ax - 8)}" y="${coord(ay + 20)}" text-anchor="end">0</text>`);
    out.push(`<path d="${tickMarks.join(' ')}" stroke="${INK}" stroke-width="2" fill="none"/>`);
    out.push(
      `<g ${FONT} font-size="14" fill="${INK}" paint-order="stroke" stroke="#ffffff" stroke-width="3">${labels.join(
        '',
      )}</g>`,
    );
    out.push(...this.layers);
    return svgDocument(w, h, o.title, out);
  }

  /** Writes figures/<folder>/<id>.svg and returns the path the question refers to. */
  save(folder: string, id: string): string {
    return writeFigure(folder, id, this.toSvg());
  }
}
