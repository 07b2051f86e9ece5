import { useState, type ReactElement } from 'react';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { checkedIn, typedIn, useEarlyInput } from './use-early-input';

// A page the server sent drawn, answered before the app took it over: the app adopts the answer.

function Typed() {
  const [value, setValue] = useState('');
  const input = useEarlyInput<HTMLInputElement>(typedIn, value, setValue);
  return (
    <>
      <input
        ref={input}
        aria-label="Your answer"
        value={value}
        onChange={(e) => setValue(e.target.value)}
      />
      <output>{value || 'nothing'}</output>
    </>
  );
}

function Choices() {
  const [value, setValue] = useState('');
  const group = useEarlyInput<HTMLFieldSetElement>(checkedIn, value, setValue);
  return (
    <fieldset ref={group}>
      {['A', 'B'].map((id) => (
        <input
          key={id}
          type="radio"
          name="choice"
          value={id}
          checked={value === id}
          onChange={() => setValue(id)}
        />
      ))}
      <output>{value || 'nothing'}</output>
    </fieldset>
  );
}

const unmounts: (() => void)[] = [];
afterEach(() => {
  for (const unmount of unmounts.splice(0)) unmount();
});

async function hydrateAfter(ui: ReactElement, enter: (root: HTMLElement) => void) {
  const root = document.createElement('div');
  root.innerHTML = renderToString(ui);
  document.body.append(root);
  enter(root);
  const hydrated = await act(async () => hydrateRoot(root, ui));
  unmounts.push(() => {
    act(() => hydrated.unmount());
    root.remove();
  });
  return root;
}

describe('useEarlyInput', () => {
  it('takes an answer typed before hydration, and keeps it on screen', async () => {
    const root = await hydrateAfter(<Typed />, (r) => {
      r.querySelector('input')!.value = '2/3';
    });
    expect(root.querySelector('output')!.textContent).toBe('2/3');
    expect(root.querySelector('input')!.value).toBe('2/3');
  });

  it('takes a choice checked before hydration', async () => {
    const root = await hydrateAfter(<Choices />, (r) => {
      r.querySelector<HTMLInputElement>('input[value="B"]')!.checked = true;
    });
    expect(root.querySelector('output')!.textContent).toBe('B');
    expect(root.querySelector<HTMLInputElement>('input[value="B"]')!.checked).toBe(true);
  });

  it('changes nothing when nothing was entered', async () => {
    const root = await hydrateAfter(<Typed />, () => {});
    expect(root.querySelector('output')!.textContent).toBe('nothing');
  });
});
