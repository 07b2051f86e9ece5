import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchesFreeEntry, parseSatNumber } from '../../src/features/questions/free-entry.ts';

describe('parseSatNumber', () => {
  it.each([
    ['3', 3n, 1n],
    ['0.75', 3n, 4n],
    ['.75', 3n, 4n],
    ['3.', 3n, 1n],
    ['6/8', 3n, 4n],
    ['-2/3', -2n, 3n],
    ['\u22122', -2n, 1n],
    ['+1.5', 3n, 2n],
    ['  -.5 ', -1n, 2n],
    ['1.5/2', 3n, 4n],
    ['007', 7n, 1n],
    ['3/-4', -3n, 4n],
    ['\u2013 3 / 4', -3n, 4n],
  ])('reads %j exactly', (input, num, den) => {
    expect(parseSatNumber(input)).toEqual({ num, den });
  });

  it.each(['', '.', '-', '1/0', '3 1/2', '1,000', '2x', '1e3', '--2', '50%', '(3)'])(
    'refuses %j',
    (input) => {
      expect(parseSatNumber(input)).toBeNull();
    },
  );
});

describe('matchesFreeEntry', () => {
  it('compares numbers by value', () => {
    for (const typed of ['3/4', '.75', '0.75', '6/8', '0.750', ' 3/4 ']) {
      expect(matchesFreeEntry(typed, ['3/4'])).toBe(true);
    }
    expect(matchesFreeEntry('\u22122', ['-2'])).toBe(true);
    expect(matchesFreeEntry('2', ['-2'])).toBe(false);
  });

  it('strips brackets before comparing', () => {
    expect(matchesFreeEntry('(3/4)', ['.75'])).toBe(true);
    expect(matchesFreeEntry('[-2]', ['-2'])).toBe(true);
    expect(matchesFreeEntry('()', ['0'])).toBe(false);
  });

  it('follows the SAT entry rule for 2/3 and -2/3', () => {
    for (const typed of ['.6666', '.6667', '0.666', '0.667', '2/3', '4/6']) {
      expect(matchesFreeEntry(typed, ['2/3']), typed).toBe(true);
    }
    for (const typed of ['.66', '.67', '0.66', '0.67', '.6', '.7', '.6668', '0.665']) {
      expect(matchesFreeEntry(typed, ['2/3']), typed).toBe(false);
    }
    for (const typed of ['-.6666', '-.6667', '-0.666', '-0.667', '\u2212.6667']) {
      expect(matchesFreeEntry(typed, ['-2/3']), typed).toBe(true);
    }
    for (const typed of ['-.66', '-0.67', '.6667', '-.6668']) {
      expect(matchesFreeEntry(typed, ['-2/3']), typed).toBe(false);
    }
  });

  it('accepts a longer decimal cut at its own last digit', () => {
    expect(matchesFreeEntry('0.6667', ['2/3'])).toBe(true);
    expect(matchesFreeEntry('.666666', ['2/3'])).toBe(true);
    expect(matchesFreeEntry('.666668', ['2/3'])).toBe(false);
  });

  it('compares text case-insensitively with whitespace collapsed', () => {
    expect(matchesFreeEntry('  No   Solution ', ['no solution'])).toBe(true);
    expect(matchesFreeEntry('nosolution', ['no solution'])).toBe(false);
  });

  it('refuses empty and overlong entries', () => {
    expect(matchesFreeEntry('   ', ['0'])).toBe(false);
    expect(matchesFreeEntry('1'.repeat(201), ['1'.repeat(201)])).toBe(false);
  });
});

// An oracle independent of the implementation: long division gives the decimal digits of |p/q|,
// and rounding is done on the digit string.
function decimalDigits(p: bigint, q: bigint, digits: number) {
  const a = p < 0n ? -p : p;
  let rest = a % q;
  let fraction = '';
  for (let i = 0; i <= digits; i++) {
    rest *= 10n;
    fraction += (rest / q).toString();
    rest %= q;
  }
  const truncated = `${a / q}${fraction.slice(0, digits)}`;
  const roundUp = Number(fraction[digits]) >= 5;
  const rounded = roundUp ? (BigInt(truncated) + 1n).toString() : truncated;
  return [truncated, rounded].map((scaled) => {
    const padded = scaled.padStart(digits + 1, '0');
    return { whole: padded.slice(0, -digits), fraction: padded.slice(-digits) };
  });
}

/** Every decimal of p/q, truncated or rounded, written with `length` characters (minus excluded). */
function decimalsOfLength(p: bigint, q: bigint, length: number): string[] {
  const sign = p < 0n ? '-' : '';
  const whole = ((p < 0n ? -p : p) / q).toString();
  const prefixes = whole === '0' ? ['', '0'] : [whole];
  return prefixes.flatMap((prefix) => {
    const digits = length - prefix.length - 1;
    if (digits < 1) return [];
    return decimalDigits(p, q, digits)
      .map((d) => `${sign}${d.whole === '0' ? prefix : d.whole}.${d.fraction}`)
      .filter((s) => s.length - sign.length === length);
  });
}

function gcd(a: bigint, b: bigint): bigint {
  a = a < 0n ? -a : a;
  while (b) [a, b] = [b, a % b];
  return a;
}

const terminates = (q: bigint) => {
  while (q % 2n === 0n) q /= 2n;
  while (q % 5n === 0n) q /= 5n;
  return q === 1n;
};

const fraction = fc
  .tuple(fc.integer({ min: -999, max: 999 }), fc.integer({ min: 1, max: 999 }))
  .map(([p, q]) => ({ p: BigInt(p), q: BigInt(q) }));

describe('matchesFreeEntry properties', () => {
  it('uses an oracle that writes 2/3 and -2/3 as SAT-MATH.md does', () => {
    expect(decimalsOfLength(2n, 3n, 5)).toEqual(['.6666', '.6667', '0.666', '0.667']);
    expect(decimalsOfLength(-2n, 3n, 2)).toEqual(['-.6', '-.7']);
    expect(nearMisses('0.667')).toEqual(['0.666', '0.668']);
  });

  it('accepts the fraction, its reduced and scaled forms and every field-filling decimal', () => {
    fc.assert(
      fc.property(fraction, fc.integer({ min: 2, max: 9 }), ({ p, q }, k) => {
        const accepted = [`${p}/${q}`];
        const value = parseSatNumber(accepted[0] ?? '');
        expect(value).not.toBeNull();
        const forms = [
          `${p}/${q}`,
          `${value?.num}/${value?.den}`,
          `${p * BigInt(k)}/${q * BigInt(k)}`,
          ...decimalsOfLength(p, q, 5),
        ];
        for (const form of forms) expect(matchesFreeEntry(form, accepted), form).toBe(true);
      }),
    );
  });

  it('refuses shorter truncations and roundings of a non-terminating decimal', () => {
    fc.assert(
      fc.property(
        fraction.filter(({ p, q }) => !terminates(q / gcd(p, q))),
        fc.integer({ min: 1, max: 4 }),
        ({ p, q }, length) => {
          for (const form of decimalsOfLength(p, q, length)) {
            expect(matchesFreeEntry(form, [`${p}/${q}`]), form).toBe(false);
          }
        },
      ),
    );
  });

  it('refuses any other fraction and the near misses of a field-filling decimal', () => {
    fc.assert(
      fc.property(fraction, fraction, ({ p, q }, other) => {
        fc.pre(p * other.q !== other.p * q);
        expect(matchesFreeEntry(`${other.p}/${other.q}`, [`${p}/${q}`])).toBe(false);
        for (const form of decimalsOfLength(p, q, 5)) {
          for (const miss of nearMisses(form)) {
            if (!decimalsOfLength(p, q, 5).includes(miss)) {
              expect(matchesFreeEntry(miss, [`${p}/${q}`]), miss).toBe(false);
            }
          }
        }
      }),
    );
  });
});

/** The decimals one unit away in the last digit, written with the same number of characters. */
function nearMisses(form: string): string[] {
  const [whole = '', fraction = ''] = form.split('.');
  const scaled = BigInt(`${whole.replace('-', '')}${fraction}`);
  return [scaled - 1n, scaled + 1n]
    .filter((n) => n >= 0n)
    .map((n) => n.toString().padStart(whole.replace('-', '').length + fraction.length, '0'))
    .map(
      (s) =>
        `${whole.startsWith('-') ? '-' : ''}${s.slice(0, -fraction.length)}.${s.slice(-fraction.length)}`,
    )
    .filter((s) => s.length === form.length);
}
