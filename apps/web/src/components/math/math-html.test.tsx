import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MathHtml } from './math-html';

// As the server renders `Solve $x$: $$y$$` (packages/shared/src/math-html.ts), shortened.
const HTML =
  'Solve <span class="katex"><math><mi>x</mi></math></span>: ' +
  '<span class="math-display"><span class="katex-display">y</span></span>';

describe('MathHtml', () => {
  it("inserts the server's HTML, in a block or inline", () => {
    const { container } = render(<MathHtml block text="Solve $x$: $$y$$" html={HTML} />);
    const root = container.firstElementChild!;
    expect(root.tagName).toBe('DIV');
    expect(root.querySelector('math')).not.toBeNull();
    expect(root.textContent).toBe('Solve x: y');
    const { container: inline } = render(<MathHtml text="$x$" html={HTML} />);
    expect(inline.firstElementChild!.tagName).toBe('SPAN');
  });

  it('lets each display formula scroll sideways, with its edges marked', () => {
    const { container } = render(<MathHtml text="Solve $x$: $$y$$" html={HTML} />);
    expect(container.querySelector('.math-display')?.classList.contains('scroll-edges')).toBe(true);
  });

  it('shows data:image and https:// fields as images', () => {
    const { container } = render(
      <MathHtml text="data:image/png;base64,AAAA" html="" imageAlt="graph" />,
    );
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('graph');
    const { container: remote } = render(<MathHtml text="https://example.com/a.png" html="" />);
    expect(remote.querySelector('img')?.getAttribute('src')).toBe('https://example.com/a.png');
  });
});
