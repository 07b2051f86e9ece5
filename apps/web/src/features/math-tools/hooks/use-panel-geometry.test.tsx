import { act, render, screen } from '@testing-library/react';
import type { KeyboardEvent } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { EffectBeforeParent } from '../../../test/effect-before-parent';
import { usePanelGeometry } from './use-panel-geometry';

const original = { width: window.innerWidth, height: window.innerHeight };
afterEach(() => {
  window.innerWidth = original.width;
  window.innerHeight = original.height;
});

function Panel({ onFirstCommit }: { onFirstCommit: () => void }) {
  const { geometry } = usePanelGeometry();
  return (
    <>
      <EffectBeforeParent run={onFirstCommit} />
      <p>{geometry.left + geometry.width}</p>
    </>
  );
}

describe('usePanelGeometry', () => {
  it('keeps the panel inside a window resized before it listened', async () => {
    window.innerWidth = 1280;
    window.innerHeight = 800;
    await act(async () => {
      render(
        <Panel
          onFirstCommit={() => {
            window.innerWidth = 375;
            window.innerHeight = 667;
            window.dispatchEvent(new Event('resize'));
          }}
        />,
      );
    });
    expect(Number(screen.getByRole('paragraph').textContent)).toBeLessThanOrEqual(375);
  });

  it('counts every arrow key pressed before the next render: a move, then a resize', () => {
    window.innerWidth = 1280;
    window.innerHeight = 800;
    let hook!: ReturnType<typeof usePanelGeometry>;
    function Probe() {
      hook = usePanelGeometry();
      return null;
    }
    render(<Probe />);
    const before = hook.geometry;
    const press = (key: string, shiftKey = false) =>
      ({ key, shiftKey, preventDefault() {} }) as unknown as KeyboardEvent<HTMLElement>;
    act(() => {
      const move = hook.keyHandler('move');
      const resize = hook.keyHandler('resize');
      move(press('ArrowLeft'));
      move(press('ArrowDown', true));
      resize(press('ArrowLeft'));
    });
    expect(hook.geometry).toEqual({
      left: before.left - 20,
      top: before.top + 60,
      width: before.width - 20,
      height: before.height,
    });
  });
});
