import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MathToolsBar } from './math-tools-bar';

// d3 draws nothing in jsdom: the plane is a stub here (Playwright draws the real one).
vi.mock('./function-plot-view', () => ({
  FunctionPlotView: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));

afterEach(() => sessionStorage.clear());

// The panels are lazy chunks (mathjs): the first import takes a while in a test worker.
const findPanel = (name: string) => screen.findByRole('dialog', { name }, { timeout: 15_000 });

async function openCalculator() {
  fireEvent.click(screen.getByRole('button', { name: 'Calculator' }));
  return findPanel('Calculator');
}

function calculate(panel: HTMLElement, expression: string) {
  const input = within(panel).getByRole('textbox', { name: 'Expression' });
  fireEvent.change(input, { target: { value: expression } });
  fireEvent.submit(input.closest('form')!);
}

describe('MathToolsBar', { timeout: 30_000 }, () => {
  it('opens the calculator, computes exact fractions and closes on Escape, focus back on its button', async () => {
    render(<MathToolsBar questionId="q1" />);
    const opener = screen.getByRole('button', { name: 'Calculator' });
    expect(opener.getAttribute('aria-expanded')).toBe('false');
    const panel = await openCalculator();
    expect(opener.getAttribute('aria-expanded')).toBe('true');
    expect(panel.hasAttribute('data-mascot-avoid')).toBe(true);
    expect(document.activeElement).toBe(within(panel).getByRole('textbox', { name: 'Expression' }));

    calculate(panel, '1/3 + 1/6');
    expect(within(panel).getByRole('status').textContent).toContain('1/3 + 1/6 = 1/2 ≈ 0.5');
    calculate(panel, 'ans * 4');
    expect(within(panel).getByRole('status').textContent).toContain('ans * 4 = 2');
    calculate(panel, '2 +');
    expect(within(panel).getByRole('status').textContent).toContain(
      'The expression is not finished.',
    );

    fireEvent.keyDown(panel, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('keeps each question its own expressions for the session', async () => {
    const { rerender, unmount } = render(<MathToolsBar key="q1" questionId="q1" />);
    calculate(await openCalculator(), '2^10');
    // The next question: the calculator stays open, with nothing from the last one.
    rerender(<MathToolsBar key="q2" questionId="q2" />);
    const next = await findPanel('Calculator');
    expect(within(next).queryByText(/1024/)).toBeNull();
    unmount();
    // Back to the first: its history is there.
    render(<MathToolsBar questionId="q1" />);
    const back = await findPanel('Calculator');
    expect(within(back).getByRole('button', { name: 'Use again: 2^10 = 1024' })).toBeTruthy();
  });

  // A timed test taken again in the same tab showed the last attempt's work on each question.
  it('keeps a timed attempt its own expressions: the next attempt of the test starts afresh', async () => {
    const { unmount } = render(<MathToolsBar questionId="q1" attemptId="a1" />);
    calculate(await openCalculator(), '2^10');
    unmount();
    render(<MathToolsBar questionId="q1" attemptId="a2" />);
    const next = await findPanel('Calculator');
    expect(within(next).queryByText(/1024/)).toBeNull();
  });

  it('inserts keypad keys at the caret and switches degrees and radians', async () => {
    render(<MathToolsBar questionId="q1" />);
    const panel = await openCalculator();
    fireEvent.click(within(panel).getByRole('button', { name: 'Degrees' }));
    expect(
      within(panel).getByRole('button', { name: 'Degrees' }).getAttribute('aria-pressed'),
    ).toBe('true');
    fireEvent.click(within(panel).getByRole('button', { name: 'Sine' }));
    const input = within(panel).getByRole<HTMLInputElement>('textbox', { name: 'Expression' });
    expect(input.value).toBe('sin()');
    calculate(panel, 'sin(90)');
    expect(within(panel).getByRole('status').textContent).toContain('sin(90) = 1');
  });

  it('graphs functions and points and lists their intersections', async () => {
    render(<MathToolsBar questionId="q1" />);
    const panel = await openCalculator();
    fireEvent.mouseDown(within(panel).getByRole('tab', { name: 'Graphing' }));
    const first = await within(panel).findByLabelText('Expression 1 (y1)', {}, { timeout: 15_000 });
    fireEvent.change(first, { target: { value: 'y = x^2' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Add expression' }));
    fireEvent.change(within(panel).getByLabelText('Expression 2 (y2)'), {
      target: { value: 'x + 2' },
    });
    fireEvent.click(within(panel).getByRole('button', { name: 'Add expression' }));
    fireEvent.change(within(panel).getByLabelText('Expression 3 (y3)'), {
      target: { value: '(3, 4)' },
    });

    const crossings = within(panel).getByRole('region', { name: 'Intersections' });
    expect(crossings.textContent).toContain('(-1, 1)');
    expect(crossings.textContent).toContain('(2, 4)');
    within(panel).getByRole('img', { name: 'Graph of y1 = y = x^2; y2 = x + 2; point (3, 4)' });

    fireEvent.change(within(panel).getByLabelText('Trace at x ='), { target: { value: '3' } });
    expect(within(panel).getByText('y1(3) = 9')).toBeTruthy();

    fireEvent.change(within(panel).getByLabelText('Expression 3 (y3)'), {
      target: { value: 'y = q' },
    });
    within(panel).getByRole('textbox', {
      name: 'Expression 3 (y3)',
      description: 'Unknown name: q. Graph functions of x.',
    });
  });

  it('opens the reference sheet with the SAT formulas', async () => {
    render(<MathToolsBar questionId="q1" />);
    fireEvent.click(screen.getByRole('button', { name: 'Reference' }));
    const sheet = await findPanel('Reference sheet');
    for (const name of ['Area of a circle', 'Pythagorean theorem', 'Volume of a cone']) {
      expect(within(sheet).getByText(name)).toBeTruthy();
    }
    // No control of its own: its scrolling content takes the focus (it shows a focus ring),
    // not the panel (which shows none).
    await waitFor(() => expect(document.activeElement?.hasAttribute('data-panel-body')).toBe(true));
    expect(sheet.contains(document.activeElement)).toBe(true);
    fireEvent.click(within(sheet).getByRole('button', { name: 'Close reference sheet' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
