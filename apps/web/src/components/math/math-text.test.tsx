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

  it('keeps the punctuation after inline math with it, so no line starts with a period', () => {
    const { container } = render(
      <MathText text={'The roots are $x = 0$ and $x = 4$. The points are $(0, 5)$, then $$y$$.'} />,
    );
    const formulas = [...container.querySelectorAll('.katex')];
    // The period and the comma are drawn inside the formulas they follow.
    expect(formulas[1]?.querySelector('.katex-html')?.textContent).toMatch(/4\.$/);
    expect(formulas[2]?.querySelector('.katex-html')?.textContent).toMatch(/\),$/);
    expect(container.textContent).not.toContain('4.. The');
    expect(container.textContent).toContain(' The points are ');
    // Display math stands on its own line: what follows it stays prose.
    expect(container.textContent?.endsWith('.')).toBe(true);
    expect(formulas[3]?.querySelector('.katex-html')?.textContent).not.toContain('.');
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
