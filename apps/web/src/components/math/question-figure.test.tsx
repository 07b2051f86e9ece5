import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QuestionFigure } from './question-figure';

const SRC = '/content/figures/algebra/line.svg';
const ALT = 'A line through (0, 6) and (3, 0)';

/** jsdom lays nothing out: the figure's own width and the width it is shown at, as a browser's. */
function sizes(own: number, shown: number) {
  vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(own);
  vi.spyOn(HTMLImageElement.prototype, 'clientWidth', 'get').mockReturnValue(shown);
}

afterEach(() => vi.restoreAllMocks());

describe('QuestionFigure', () => {
  it("names the figure with the bank's words, or with the fallback when there are none", () => {
    render(<QuestionFigure src={SRC} alt={ALT} fallbackAlt="Figure for this question" />);
    expect(screen.getByRole('img', { name: ALT })).toBeTruthy();
    render(<QuestionFigure src={SRC} fallbackAlt="Figure for the explanation" />);
    expect(screen.getByRole('img', { name: 'Figure for the explanation' })).toBeTruthy();
  });

  it('shown at its own size, offers nothing more', () => {
    sizes(490, 490);
    render(<QuestionFigure src={SRC} alt={ALT} fallbackAlt="Figure" />);
    fireEvent.load(screen.getByRole('img'));
    expect(screen.queryByRole('button', { name: 'Enlarge figure' })).toBeNull();
  });

  it('shrunk to fit, opens at its own size (the dialog loads on the press)', async () => {
    sizes(560, 300);
    render(<QuestionFigure src={SRC} alt={ALT} fallbackAlt="Figure" />);
    fireEvent.load(screen.getByRole('img'));
    fireEvent.click(screen.getByRole('button', { name: 'Enlarge figure' }));
    const dialog = await screen.findByRole('dialog', { name: 'Figure' }, { timeout: 5000 });
    const large = dialog.querySelector('img')!;
    expect(large.getAttribute('alt')).toBe(ALT);
    expect(large.style.width).toBe('560px');
  });
});
