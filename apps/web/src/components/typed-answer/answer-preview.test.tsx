import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { AnswerPreview } from './answer-preview';

const MATHML = 'http://www.w3.org/1998/Math/MathML';

/** The preview's formula, as markup, or null when none shows. */
function previewOf(value: string) {
  const { container } = render(<AnswerPreview value={value} />);
  const math = container.querySelector('math');
  if (!math) {
    expect(container.textContent).toBe('');
    return null;
  }
  expect(math.namespaceURI).toBe(MATHML);
  expect(container.textContent).toMatch(/^Answer Preview:/);
  return { markup: math.innerHTML, label: math.getAttribute('aria-label') };
}

describe('AnswerPreview', () => {
  it.each([
    ['1/2', '<mfrac><mn>1</mn><mn>2</mn></mfrac>', '1 over 2'],
    ['-3.5', '<mo>−</mo><mn>3.5</mn>', 'negative 3.5'],
    ['.5', '<mn>.5</mn>', '.5'],
    ['-2/3', '<mo>−</mo><mfrac><mn>2</mn><mn>3</mn></mfrac>', 'negative 2 over 3'],
    ['3/-4', '<mfrac><mn>3</mn><mrow><mo>−</mo><mn>4</mn></mrow></mfrac>', '3 over negative 4'],
    // Read as the server reads it: any dash is a minus, spaces and a plus sign change nothing.
    [' – 7 / 2 ', '<mo>−</mo><mfrac><mn>7</mn><mn>2</mn></mfrac>', 'negative 7 over 2'],
    ['+4', '<mn>4</mn>', '4'],
  ])('shows %s as math', (value, markup, label) => {
    expect(previewOf(value)).toEqual({ markup, label });
  });

  it.each(['', '  ', 'abc', '3/', '3 1/2', '1,500', '50%', '-'])(
    'shows nothing for %j',
    (value) => {
      expect(previewOf(value)).toBeNull();
    },
  );
});
