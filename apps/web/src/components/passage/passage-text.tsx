import { passageParts } from '@academy/shared/passage';

/**
 * A passage text with its marks as real markup: a blank is read as "blank", an underlined part
 * as "underlined: ..." (issue 40), since a screen reader does not announce an underline.
 */
export function PassageText({ text }: { text: string }) {
  return (
    <>
      {passageParts(text).map((part, i) =>
        part.kind === 'text' ? (
          part.value
        ) : part.kind === 'blank' ? (
          <span
            key={i}
            className="blank mx-0.5 inline-block w-16 border-b-2 border-slate-700 align-baseline"
          >
            <span className="sr-only">blank</span>
          </span>
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
