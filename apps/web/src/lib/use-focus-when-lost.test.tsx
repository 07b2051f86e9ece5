import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { useFocusAfterBusy } from './use-focus-when-lost';

function Form({ busy }: { busy: boolean }) {
  const ref = useRef<HTMLButtonElement>(null);
  useFocusAfterBusy(busy, () => ref.current);
  return (
    <>
      <input aria-label="Elsewhere" />
      <button ref={ref} type="submit" disabled={busy}>
        Send
      </button>
    </>
  );
}

describe('useFocusAfterBusy', () => {
  it('gives the focus back when the wait ends with nothing focused', () => {
    const { rerender } = render(<Form busy={false} />);
    rerender(<Form busy />);
    // What a browser does to a focused button once it is disabled.
    (document.activeElement as HTMLElement).blur();
    rerender(<Form busy={false} />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Send' }));
  });

  it('leaves the focus where the user put it meanwhile', () => {
    const { rerender } = render(<Form busy />);
    screen.getByLabelText('Elsewhere').focus();
    rerender(<Form busy={false} />);
    expect(document.activeElement).toBe(screen.getByLabelText('Elsewhere'));
  });
});
