// The Digital SAT entry rules for a free-entry answer (digits, `.`, `/` and a leading `-`; at
// most 5 characters, 6 with the minus) and the exact forms of a value that follow them.
import { check } from './check.ts';
import { frac, fracEq, terminatingDecimal, type Frac } from './fraction.ts';

export function fitsEntryField(s: string): boolean {
  if (!/^-?[0-9./]+$/.test(s)) return false;
  return s.length <= (s.startsWith('-') ? 6 : 5);
}

/** Reads a typed answer (integer, decimal or fraction) back as an exact fraction. */
function parseEntry(s: string): Frac {
  const negative = s.startsWith('-');
  const body = negative ? s.slice(1) : s;
  let out: Frac;
  if (body.includes('/')) {
    const [p, q] = body.split('/');
    out = frac(Number(p), Number(q));
  } else if (body.includes('.')) {
    const [whole, decimals = ''] = body.split('.');
    out = frac(
      Number(whole || '0') * 10 ** decimals.length + Number(decimals || '0'),
      10 ** decimals.length,
    );
  } else {
    out = frac(Number(body));
  }
  return negative ? frac(-out.n, out.d) : out;
}

/**
 * Every form a student may type for an exact value: the fraction (if it fits) and the
 * terminating decimal with and without a leading zero. Repeating decimals are accepted by the
 * answer checker from the fraction, so only the fraction is listed.
 */
export function acceptedForms(a: Frac): string[] {
  const out: string[] = [];
  if (a.d === 1) {
    out.push(String(a.n));
  } else {
    out.push(`${a.n}/${a.d}`);
    const decimal = terminatingDecimal(a);
    if (decimal !== undefined) {
      out.push(decimal);
      if (/^-?0\./.test(decimal)) out.push(decimal.replace('0.', '.'));
    }
  }
  const forms = out.filter(fitsEntryField);
  check(forms.length > 0, `no typeable form for ${a.n}/${a.d}`);
  for (const f of forms) check(fracEq(parseEntry(f), a), `form ${f} does not equal ${a.n}/${a.d}`);
  return forms;
}

/** Whether a student could type the value at all (templates reroll numbers until they can). */
export function canBeEntered(a: Frac): boolean {
  try {
    acceptedForms(a);
    return true;
  } catch {
    return false;
  }
}
