import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/**
 * The `<title>` of an SVG figure of the bank: what the figure shows, in words. It becomes the
 * figure's alternative text, so a screen reader user gets the graph or the diagram too.
 * Undefined for a data URI or a figure without one.
 */
export function figureTitle(root: string, ref: string | undefined): string | undefined {
  if (!ref || ref.startsWith('data:')) return undefined;
  let svg: string;
  try {
    svg = readFileSync(join(root, ref), 'utf8');
  } catch {
    return undefined; // check.ts reports the missing file
  }
  const title = /<svg\b[^>]*>\s*<title>([^<]*)<\/title>/.exec(svg)?.[1];
  const text = title
    ?.replace(/&(?:#x([0-9a-f]+)|#(\d+)|(\w+));/gi, (whole, hex, dec, name) =>
      hex
        ? String.fromCodePoint(parseInt(hex, 16))
        : dec
          ? String.fromCodePoint(Number(dec))
          : (ENTITIES[name] ?? whole),
    )
    .replace(/\s+/g, ' ')
    .trim();
  return text || undefined;
}
