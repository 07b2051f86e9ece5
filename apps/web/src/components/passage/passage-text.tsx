import { passageParts, type PassagePart } from '@academy/shared/passage';

/**
 * Parts of a passage text with its marks as real markup: a blank is read as "blank", an
 * underlined part as "underlined: ..." (issue 40), since a screen reader does not announce an
 * underline; a title is a <cite>, set in italics.
 */
function Parts({ parts }: { parts: readonly PassagePart[] }) {
  return (
    <>
      {parts.map((part, i) =>
        part.kind === 'text' ? (
          part.value
        ) : part.kind === 'blank' ? (
          <span
            key={i}
            className="blank mx-0.5 inline-block w-16 border-b-2 border-slate-700 align-baseline"
          >
            <span className="sr-only">blank</span>
          </span>
        ) : part.kind === 'title' ? (
          <cite key={i}>{part.value}</cite>
        ) : (
          <u key={i} className="decoration-2 underline-offset-4">
            <span className="sr-only">underlined: </span>
            {part.value}
          </u>
        ),
      )}
    </>
  );
}

/** A passage text set as prose, with its marks. */
export function PassageText({ text }: { text: string }) {
  return <Parts parts={passageParts(text)} />;
}

/** A text's parts line by line; a mark stays whole on the line it starts on. */
function verseLines(text: string): PassagePart[][] {
  const lines: PassagePart[][] = [[]];
  for (const part of passageParts(text)) {
    if (part.kind !== 'text') {
      lines[lines.length - 1]!.push(part);
      continue;
    }
    part.value.split('\n').forEach((value, i) => {
      if (i > 0) lines.push([]);
      if (value) lines[lines.length - 1]!.push({ kind: 'text', value });
    });
  }
  return lines;
}

const blank = (line: readonly PassagePart[]) =>
  line.every((part) => part.kind === 'text' && !part.value.trim());

/**
 * A text set line by line (a poem): a stanza a paragraph, a line a block. On a phone a long line
 * wraps, and its continuation is indented under the line's start (a hanging indent) so that it
 * does not read as a line of its own.
 */
export function PassageVerse({ text }: { text: string }) {
  const stanzas: PassagePart[][][] = [[]];
  for (const line of verseLines(text)) {
    if (!blank(line)) stanzas[stanzas.length - 1]!.push(line);
    else if (stanzas[stanzas.length - 1]!.length > 0) stanzas.push([]);
  }
  return (
    <>
      {stanzas
        .filter((stanza) => stanza.length > 0)
        .map((stanza, i) => (
          <p key={i}>
            {stanza.map((line, j) => (
              <span key={j} className="block pl-6 -indent-6">
                <Parts parts={line} />
              </span>
            ))}
          </p>
        ))}
    </>
  );
}
