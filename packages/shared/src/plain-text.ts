// Names and contacts are shown in pages, mails and the admin's terminal: text there must read as
// it looks. These rules clean what a person typed or pasted, on the server and in the forms.

/**
 * Invisible characters that change how the text around them is shown: C0 and C1 controls (an
 * escape sequence redraws a terminal), bidi overrides, isolates and marks (they reorder a line),
 * zero-width characters and word joiners, the byte order mark, and lone UTF-16 surrogates.
 */
export const HIDDEN_CHARACTERS =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u001F\u007F-\u009F\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const BREAKS_AND_TABS = /[\t\n\v\f\r\u0085\u2028\u2029]/g;

/**
 * One line of plain text: any run of white space (line breaks and tabs included) becomes one
 * space, hidden characters are dropped, the ends are trimmed. A line break in a name would
 * start a line of its own in the tutor's mail, where "Total paid: $1.00" reads as a fact.
 */
export const plainText = (text: string) =>
  text.replace(BREAKS_AND_TABS, ' ').replace(HIDDEN_CHARACTERS, '').replace(/\s+/g, ' ').trim();

/**
 * Paragraphs of plain text: line breaks stay (a note is a paragraph or a list), each line is
 * cleaned as plainText, and no more than one blank line is kept between paragraphs.
 */
export const paragraphText = (text: string) =>
  text
    .split(/\r\n|\r|\n/)
    .map(plainText)
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();

/** A letter of any script: a name needs one, so "---" or a lone emoji is not a name. */
export const HAS_LETTER = /\p{L}/u;

/** The first `max` characters, counted by code point: never half of a surrogate pair. */
export const truncateCodePoints = (text: string, max: number) =>
  Array.from(text).slice(0, max).join('');
