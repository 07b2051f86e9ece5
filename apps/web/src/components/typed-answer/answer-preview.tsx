import type { HTMLAttributes } from 'react';
import { SAT_NUMBER, satEntry } from '@academy/shared/sat-number-entry';

// React's JSX types know no MathML elements, though React DOM creates them in MathML's
// namespace under <math>. Only the ones the preview writes.
type MathMLProps = HTMLAttributes<MathMLElement>;
declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      math: MathMLProps;
      mrow: MathMLProps;
      mfrac: MathMLProps;
      mn: MathMLProps;
      mo: MathMLProps;
    }
  }
}

/** A real minus sign before a negative part; a plus sign changes nothing. */
const minus = (sign: string) => (sign === '-' ? <mo>−</mo> : null);
const words = (sign: string, text: string) => (sign === '-' ? `negative ${text}` : text);

/**
 * Bluebook's "Answer Preview:" under a typed answer: the entry as the server reads it (decision
 * 009), drawn as math, so that a student sees 1/2 as a fraction and -3.5 with its minus. Native
 * MathML, not KaTeX: no math route may load KaTeX's JavaScript (decision 039). Nothing shows for
 * what is not one number, which the box's own message covers. No live region: it changes with
 * every keystroke, and the box already echoes what is typed.
 */
export function AnswerPreview({ value }: { value: string }) {
  const parts = SAT_NUMBER.exec(satEntry(value));
  if (!parts) return null;
  const [, sign = '', numerator = '', denominatorSign = '', denominator] = parts;
  return (
    <p className="text-sm text-slate-600">
      Answer Preview:{' '}
      {/* Named in words: a screen reader without MathML support reads <mfrac> 1 2 as "12". */}
      <math
        aria-label={words(
          sign,
          denominator === undefined
            ? numerator
            : `${numerator} over ${words(denominatorSign, denominator)}`,
        )}
        className="answer-preview-math text-lg text-slate-900"
      >
        {minus(sign)}
        {denominator === undefined ? (
          <mn>{numerator}</mn>
        ) : (
          <mfrac>
            <mn>{numerator}</mn>
            {denominatorSign === '-' ? (
              <mrow>
                {minus(denominatorSign)}
                <mn>{denominator}</mn>
              </mrow>
            ) : (
              <mn>{denominator}</mn>
            )}
          </mfrac>
        )}
      </math>
    </p>
  );
}
