// What every mail body is made of, written once so the text and HTML parts say the same.

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** One line of plain text: a name typed with a line break must not start a line of its own. */
export const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * "April 30, 2027 at 11:31 PM CDT": a mail is read away from the page that knew the reader's
 * zone, so the zone is always written out.
 */
export const formatDateTime = (date: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone,
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(date);

/** Label and value pairs: "Label: value" lines in text, a two-column table in HTML. */
export type Rows = [string, string][];

export const rowsText = (rows: Rows) => rows.map(([k, v]) => `${k}: ${v}`).join('\n');
export const rowsHtml = (rows: Rows) =>
  `<table cellpadding="4">${rows
    .map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`)
    .join('')}</table>`;

/** A paragraph of text with links in it (written out in full in the text part), or a table. */
export type Block = (string | { url: string })[] | { rows: Rows };

/** The text and HTML parts of a mail of paragraphs and tables; every value is escaped. */
export function renderBlocks(blocks: Block[]): { text: string; html: string } {
  const text = blocks.map((block) =>
    'rows' in block
      ? rowsText(block.rows)
      : block.map((part) => (typeof part === 'string' ? part : part.url)).join(''),
  );
  const html = blocks.map((block) =>
    'rows' in block
      ? rowsHtml(block.rows)
      : `<p>${block
          .map((part) =>
            typeof part === 'string'
              ? escapeHtml(part)
              : `<a href="${escapeHtml(part.url)}">${escapeHtml(part.url)}</a>`,
          )
          .join('')}</p>`,
  );
  return { text: `${text.join('\n\n')}\n`, html: html.join('') };
}
