/**
 * The key of a typed answer as a student reads it: every exact form the bank lists, as math,
 * "33/2 or 16.5", as College Board's explanations name each form a student may enter. A price
 * shown only as "33/2" reads wrong, and a decimal's copy without its leading zero (".6" beside
 * "0.6") says nothing new. An item that writes its key out (`answerLatex`) keeps its own.
 */
export function typedKeyLatex(accepted: readonly string[], answerLatex?: string): string {
  if (answerLatex) return answerLatex;
  const shown = accepted.filter(
    (form) => !/^-?\./.test(form) || !accepted.includes(leadingZero(form)),
  );
  return shown.map((form) => `$${form}$`).join(' or ');
}

function leadingZero(form: string): string {
  return form.startsWith('-') ? `-0${form.slice(1)}` : `0${form}`;
}
