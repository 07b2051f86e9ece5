import { describe, expect, it } from 'vitest';
import { signupSchema } from './auth.ts';
import { plainText, truncateCodePoints } from './plain-text.ts';
import { schedulingRequestSchema } from './scheduling.ts';

describe('plainText', () => {
  it.each([
    ['Ada\u001b[2K\u001b[1A Lovelace', 'Ada[2K[1A Lovelace'],
    ['Ada\u0000\u0007\u009b', 'Ada'],
    ['\u202eecalevoL\u202c', 'ecalevoL'],
    ['Ad\u200ba\u2066\u2069\u200e\u200f\u061c\u2060\ufeff', 'Ada'],
    ['Maria\r\n\tGarcia', 'Maria Garcia'],
    ['  Ada   Lovelace  ', 'Ada Lovelace'],
    ['Zo\ud800e', 'Zoe'],
    ['José 😀 Nuñez', 'José 😀 Nuñez'],
    ['王小明', '王小明'],
  ])('%j becomes %j', (input, output) => {
    expect(plainText(input)).toBe(output);
  });
});

describe('truncateCodePoints', () => {
  it('never cuts a surrogate pair in half', () => {
    const name = `${'a'.repeat(49)}😀b`;
    expect(name.slice(0, 50)).toMatch(/[\ud800-\udbff]$/);
    expect(truncateCodePoints(name, 50)).toBe(`${'a'.repeat(49)}😀`);
  });
});

describe('names in the shared schemas', () => {
  const signup = (firstname: string, lastname = 'Lovelace') =>
    signupSchema.safeParse({
      email: 'ada@example.com',
      password: 'Correct1Horse',
      firstname,
      lastname,
    });

  it('are cleaned before they are stored', () => {
    expect(signup('\u202eAda\u200b').data?.firstname).toBe('Ada');
  });

  it('need a visible letter', () => {
    expect(signup('\u200b\u200b').error?.issues.map((i) => i.message)).toEqual([
      'First name is required',
    ]);
    expect(signup('---').error?.issues.map((i) => i.message)).toEqual([
      'First name must contain a letter',
    ]);
    expect(signup('Ada', '😀').error?.issues.map((i) => i.message)).toEqual([
      'Last name must contain a letter',
    ]);
  });

  it('keep a booking name optional but a name when given', () => {
    const book = (fullName: unknown) =>
      schedulingRequestSchema.safeParse({
        fullName,
        contactInfo: 'a\u001b[31m@example.com',
        sessionType: 'online',
        sessionCount: 1,
      });
    expect(book('\u200b').data).toMatchObject({
      fullName: undefined,
      contactInfo: 'a[31m@example.com',
    });
    expect(book(null).success).toBe(true);
    expect(book('***').error?.issues.map((i) => i.message)).toEqual(['Name must contain a letter']);
  });
});
