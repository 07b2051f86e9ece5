import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { configureStore } from '@reduxjs/toolkit';
import { Provider } from 'react-redux';
import { mascotReducer, updateMascot } from '../../../store/mascot-slice';
import { useScreenFit } from './use-screen-fit';

const makeStore = () => configureStore({ reducer: { mascot: mascotReducer } });

function renderFit(width: number, viewport = { width, height: 800 }) {
  const store = makeStore();
  window.innerWidth = width;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>{children}</Provider>
  );
  const hook = renderHook(({ size }) => useScreenFit(size), {
    wrapper,
    initialProps: { size: viewport },
  });
  return { store, ...hook };
}

const originalWidth = window.innerWidth;
afterEach(() => {
  window.innerWidth = originalWidth;
});

describe('useScreenFit', () => {
  it.each([
    [375, { width: 80, height: 100 }],
    [700, { width: 100, height: 125 }],
    [900, { width: 100, height: 125 }],
    [1280, { width: 180, height: 225 }],
  ])('sizes the mascot for a %i px wide screen', (width, size) => {
    const { store } = renderFit(width);
    expect(store.getState().mascot.size).toEqual(size);
  });

  it('resizes and pulls the mascot back inside when the window shrinks', () => {
    const { store, rerender } = renderFit(1280);
    store.dispatch(updateMascot({ position: { right: 1000, top: 500 } }));

    window.innerWidth = 375;
    rerender({ size: { width: 375, height: 600 } });

    expect(store.getState().mascot.size).toEqual({ width: 80, height: 100 });
    // 375 − 80 − 10 from the right, 600 − 100 − 10 from the top: 10 px inside the corner.
    expect(store.getState().mascot.position).toEqual({ right: 285, top: 490 });
  });
});
