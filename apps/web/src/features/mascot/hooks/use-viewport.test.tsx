import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EffectBeforeParent } from '../../../test/effect-before-parent';
import { useViewport } from './use-viewport';

const root = document.documentElement;
const setViewport = (width: number, height: number) => {
  Object.defineProperty(root, 'clientWidth', { configurable: true, value: width });
  Object.defineProperty(root, 'clientHeight', { configurable: true, value: height });
};

function Size({ onFirstCommit }: { onFirstCommit?: () => void }) {
  const { width, height } = useViewport();
  return (
    <>
      <EffectBeforeParent run={onFirstCommit} />
      <p>
        {width}×{height}
      </p>
    </>
  );
}

const nextFrame = () => new Promise((done) => requestAnimationFrame(done));

afterEach(() => {
  delete (root as { clientWidth?: number }).clientWidth;
  delete (root as { clientHeight?: number }).clientHeight;
});

describe('useViewport', () => {
  it('follows the window once a frame has passed after a resize', async () => {
    setViewport(1280, 800);
    render(<Size />);
    expect(screen.getByRole('paragraph').textContent).toBe('1280×800');
    setViewport(375, 667);
    await act(async () => {
      window.dispatchEvent(new Event('resize'));
      await nextFrame();
    });
    expect(screen.getByRole('paragraph').textContent).toBe('375×667');
  });

  it('does not miss a resize between its first render and its subscription', async () => {
    setViewport(1280, 800);
    render(
      <Size
        onFirstCommit={() => {
          setViewport(375, 667);
          window.dispatchEvent(new Event('resize'));
        }}
      />,
    );
    await act(nextFrame);
    expect(screen.getByRole('paragraph').textContent).toBe('375×667');
  });
});
