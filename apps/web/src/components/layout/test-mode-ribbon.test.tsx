import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_MODE_RIBBON } from '@academy/shared/payments';
import { TestModeRibbon } from './test-mode-ribbon';

const scrollTo = (y: number) =>
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });

afterEach(() => scrollTo(0));

describe('the test-mode ribbon', () => {
  it('shows at the top of the page and hides once it scrolls, so it covers no sticky bar', () => {
    render(<TestModeRibbon />);
    const ribbon = screen.getByText(TEST_MODE_RIBBON);
    expect(ribbon.classList.contains('invisible')).toBe(false);
    scrollTo(400);
    expect(ribbon.classList.contains('invisible')).toBe(true);
    scrollTo(0);
    expect(ribbon.classList.contains('invisible')).toBe(false);
  });
});
