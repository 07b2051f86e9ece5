// What every figure shares whatever draws it: the document with its accessible title on a white
// page, and coordinates rounded so the files stay short and stable.
import { escapeXml } from './text.ts';

/** A coordinate or length as an SVG attribute: two decimals at most, no trailing zeros. */
export const coord = (n: number) => String(Math.round(n * 100) / 100);

export function svgDocument(width: number, height: number, title: string, body: string[]) {
  const w = coord(width);
  const h = coord(height);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img">`,
    `<title>${escapeXml(title)}</title>`,
    `<rect x="0" y="0" width="${w}" height="${h}" fill="#ffffff"/>`,
    ...body,
    '</svg>',
  ].join('\n');
}
