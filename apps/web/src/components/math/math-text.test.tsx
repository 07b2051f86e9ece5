import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MathText } from './math-text';

describe('MathText', () => {
  it('renders inline and display math with KaTeX and keeps prose as text', () => {
    const { container } = render(
      <MathText text={'Solve $x^2 = 4$ then $$\\frac{1}{2}$$ and pay \\$5.'} />,
    );
    expect(container.querySelectorAll('.katex')).toHaveLength(2);
    expect(container.querySelectorAll('.katex-display')).toHaveLength(1);
    expect(container.textContent).toContain('Solve ');
    expect(container.textContent).toContain('pay $5.');
  });

  it('renders \\( \\) and \\[ \\] delimiters', () => {
    const { container } = render(<MathText text={'\\(a+b\\) and \\[c\\]'} />);
    expect(container.querySelectorAll('.katex')).toHaveLength(2);
  });

  it('shows data:image and https:// fields as images', () => {
    const { container } = render(<MathText text="data:image/png;base64,AAAA" imageAlt="graph" />);
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('graph');
    const { container: remote } = render(<MathText text="https://example.com/a.png" />);
    expect(remote.querySelector('img')?.getAttribute('src')).toBe('https://example.com/a.png');
  });

  it('does not turn HTML in prose or in TeX into markup', () => {
    const { container } = render(
      <MathText text={'<img src=x onerror=alert(1)> $\\href{javascript:alert(1)}{x}$'} />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('a')).toBeNull();
  });
});
