// What every figure shares whatever draws it: the document with its accessible title on a white
// page, escaped text, the font, and coordinates rounded so the files stay short and stable.

export const FONT_FAMILY = 'Arial, Helvetica, sans-serif';

/** A coordinate or length as an SVG attribute: two decimals at most, no trailing zeros. */
export const coord = (n: number) => String(Math.round(n * 100) / 100);

export const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

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
