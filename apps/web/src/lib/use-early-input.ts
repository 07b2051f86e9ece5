import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * What the visitor entered into a page the server sent drawn, before the app took it over: on
 * screen, but unknown to the app, which adopts the inputs as it finds them. It is taken as the
 * component mounts, before the browser paints, so a choice or a typed answer given early counts.
 * `read` finds it in the element the returned ref is put on; afterwards every change goes
 * through `onChange`, as usual.
 */
export function useEarlyInput<T extends HTMLElement>(
  read: (element: T) => string | undefined,
  value: string | undefined,
  onChange: (entered: string) => void,
): RefObject<T | null> {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const entered = ref.current ? read(ref.current) : undefined;
    if (entered && entered !== value) onChange(entered);
    // Only the inputs as first found.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ref;
}

/** The choice checked in a radio group. */
export const checkedIn = (group: HTMLElement) =>
  group.querySelector<HTMLInputElement>('input:checked')?.value;

/** What is typed in a text box. */
export const typedIn = (input: HTMLInputElement) => input.value;

/** The option chosen in a select. */
export const chosenIn = (select: HTMLSelectElement) => select.value;

/** A checkbox, as 'on' or 'off' (an empty reading would be taken for nothing entered). */
export const tickedIn = (box: HTMLInputElement) => (box.checked ? 'on' : 'off');
