import { act, render, screen } from '@testing-library/react';
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
});
