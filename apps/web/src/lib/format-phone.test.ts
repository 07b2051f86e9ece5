import { describe, expect, it } from 'vitest';
import { formatPhone } from './format-phone';

describe('formatPhone', () => {
  it('writes a US number as people read it, with or without its country code', () => {
    expect(formatPhone('+12145550100')).toBe('+1 (214) 555-0100');
    expect(formatPhone('12145550100')).toBe('+1 (214) 555-0100');
    expect(formatPhone('2145550100')).toBe('(214) 555-0100');
  });

  it('leaves any other number as stored', () => {
    expect(formatPhone('+442071838750')).toBe('+442071838750');
    expect(formatPhone('123456789012345')).toBe('123456789012345');
  });
});
