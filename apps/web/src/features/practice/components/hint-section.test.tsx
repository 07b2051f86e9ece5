import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { Hint } from '@academy/shared/questions';
import { HintSection, type HintKind } from './hint-section';
import { testMathHtml } from '../../../test/math-html';

const hints: Hint[] = [
  {
    _id: 'h3',
    order: 3,
    latex: 'Third: divide by $2$.',
    html: testMathHtml('Third: divide by $2$.'),
  },
  {
    _id: 'h1',
    order: 1,
    latex: 'First: look at the constant.',
    html: testMathHtml('First: look at the constant.'),
  },
  {
    _id: 'h2',
    order: 2,
    latex: 'Second: subtract it.',
    html: testMathHtml('Second: subtract it.'),
  },
];

function Harness({ kind = 'hint', list = hints }: { kind?: HintKind; list?: Hint[] }) {
  const [shown, setShown] = useState(0);
  return (
    <HintSection
      kind={kind}
      hints={list}
      shown={shown}
      onReveal={() => setShown((n) => Math.min(n + 1, list.length))}
    />
  );
}

const revealButton = () => screen.getByRole('button', { name: /^Show (hint|superhint) \(/ });
const revealedItems = () =>
  screen.queryByRole('list') ? within(screen.getByRole('list')).getAllByRole('listitem') : [];

describe('HintSection', () => {
  it('reveals one hint per click in order, counting up, and disables when all are shown', () => {
    render(<Harness />);
    expect(revealButton().textContent).toBe('Show hint (0/3)');
    expect(revealedItems()).toHaveLength(0);

    fireEvent.click(revealButton());
    expect(revealButton().textContent).toBe('Show hint (1/3)');
    expect(revealedItems().map((li) => li.textContent)).toEqual(['1.First: look at the constant.']);

    fireEvent.click(revealButton());
    fireEvent.click(revealButton());
    expect(revealButton().textContent).toBe('Show hint (3/3)');
    expect((revealButton() as HTMLButtonElement).disabled).toBe(true);
    expect(revealedItems()).toHaveLength(3);
    expect(revealedItems()[2]?.textContent).toContain('Third: divide by');
  });

  it('gives the focus to the last hint when its button disables, not to the page', () => {
    render(<Harness kind="superhint" list={hints.slice(0, 2)} />);
    revealButton().focus();
    fireEvent.click(revealButton());
    expect(document.activeElement).toBe(revealButton());
    fireEvent.click(revealButton());
    expect((revealButton() as HTMLButtonElement).disabled).toBe(true);
    expect(document.activeElement).toBe(revealedItems()[1]);
  });

  it('reads out a hint revealed while its button keeps the focus', () => {
    const { container } = render(<Harness />);
    const liveRegion = container.querySelector('[aria-live="polite"]')!;
    expect(liveRegion.textContent).toBe('');
    fireEvent.click(revealButton());
    expect(liveRegion.textContent).toBe('Hint 1 of 3: First: look at the constant.');
    fireEvent.click(revealButton());
    expect(liveRegion.textContent).toBe('Hint 2 of 3: Second: subtract it.');
    // The last one is read as it gets the focus: once is enough.
    fireEvent.click(revealButton());
    expect(liveRegion.textContent).toBe('');
  });

  it('collapses and expands the revealed hints, and a new reveal opens them', () => {
    render(<Harness list={hints.slice(0, 2)} kind="superhint" />);
    fireEvent.click(screen.getByRole('button', { name: 'Show superhint (0/2)' }));
    const toggle = screen.getByRole('button', { name: 'Superhints' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('list')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Show superhint (1/2)' }));
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(revealedItems()).toHaveLength(2);
  });

  it('renders nothing when the question has none', () => {
    const { container } = render(<Harness list={[]} />);
    expect(container.innerHTML).toBe('');
  });
});
