import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { FIVE_MINUTES_NOTICE, ModuleTimer } from './module-timer';

const timer = (secondsLeft: number, hidden = false) => (
  <ModuleTimer
    moduleName="module 1"
    secondsLeft={secondsLeft}
    hidden={hidden}
    onHiddenChange={() => {}}
  />
);

describe('ModuleTimer', () => {
  // The Hide timer button goes at 5 minutes (the clock always shows then): had it the focus,
  // the focus is not dropped to the page.
  it('gives the focus to the clock when the button that had it goes at 5 minutes', () => {
    const { rerender } = render(timer(301));
    const toggle = screen.getByRole('button', { name: 'Hide timer' });
    toggle.focus();
    fireEvent.click(toggle);
    rerender(timer(300));
    expect(screen.queryByRole('button', { name: /timer/ })).toBeNull();
    expect(document.activeElement?.contains(screen.getByRole('timer'))).toBe(true);
  });

  // A sighted student whose clock was hidden saw it come back, amber, with no word of why.
  it('shows the 5-minute notice for a few seconds, then leaves it to screen readers', () => {
    const { rerender } = render(timer(301, true));
    expect(screen.getByText('Timer hidden')).toBeTruthy();
    rerender(timer(300, true));
    expect(screen.getByText(FIVE_MINUTES_NOTICE).className).not.toContain('sr-only');
    rerender(timer(290, true));
    expect(screen.getByText(FIVE_MINUTES_NOTICE).className).toContain('sr-only');
  });

  // The focus was on the page (a student reading the question): it stays there, not pulled to
  // the clock as the last minutes begin.
  it('leaves the focus where it was when the button did not have it', () => {
    const { rerender } = render(timer(301));
    expect(document.activeElement).toBe(document.body);
    rerender(timer(300));
    expect(document.activeElement).toBe(document.body);
  });
});
