import { useState, type ReactElement } from 'react';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { checkedIn, chosenIn, tickedIn, typedIn, useEarlyInput } from './use-early-input';

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

function Chosen() {
  const [value, setValue] = useState('');
  const select = useEarlyInput<HTMLSelectElement>(chosenIn, value, setValue);
  return (
    <>
      <select ref={select} value={value} onChange={(e) => setValue(e.target.value)}>
        <option value="">All</option>
        <option value="missed">Missed</option>
      </select>
      <output>{value || 'nothing'}</output>
    </>
  );
}

function Ticked({ initially }: { initially: boolean }) {
  const [checked, setChecked] = useState(initially);
  const box = useEarlyInput<HTMLInputElement>(tickedIn, checked ? 'on' : 'off', (ticked) =>
    setChecked(ticked === 'on'),
  );
  return (
    <>
      <input
        ref={box}
        type="checkbox"
        checked={checked}
        onChange={(e) => setChecked(e.target.checked)}
      />
      <output>{checked ? 'on' : 'off'}</output>
    </>
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

  it('takes an option chosen before hydration', async () => {
    const root = await hydrateAfter(<Chosen />, (r) => {
      r.querySelector('select')!.value = 'missed';
    });
    expect(root.querySelector('output')!.textContent).toBe('missed');
    expect(root.querySelector('select')!.value).toBe('missed');
  });

  it('takes a box ticked or cleared before hydration', async () => {
    const ticked = await hydrateAfter(<Ticked initially={false} />, (r) => {
      r.querySelector('input')!.checked = true;
    });
    expect(ticked.querySelector('output')!.textContent).toBe('on');
    const cleared = await hydrateAfter(<Ticked initially />, (r) => {
      r.querySelector('input')!.checked = false;
    });
    expect(cleared.querySelector('output')!.textContent).toBe('off');
  });

  it('changes nothing when nothing was entered', async () => {
    const root = await hydrateAfter(<Typed />, () => {});
    expect(root.querySelector('output')!.textContent).toBe('nothing');
  });
});
