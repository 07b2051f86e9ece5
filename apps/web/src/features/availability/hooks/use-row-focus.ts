import { useEffect, useRef } from 'react';

/**
 * Keeps the keyboard in an editable list of rows: a row added takes the focus on its first
 * control (it appears above the Add button, which kept it), and a row removed hands it to the
 * row now in its place, or the last, or to the Add button when none is left.
 */
export function useRowFocus(count: number) {
  const list = useRef<HTMLUListElement>(null);
  const add = useRef<HTMLButtonElement>(null);
  const before = useRef(count);
  const removedAt = useRef<number | null>(null);
  useEffect(() => {
    const previous = before.current;
    before.current = count;
    const rows = list.current?.children;
    const firstControl = (row: Element | undefined) =>
      row?.querySelector<HTMLElement>('input, select, button');
    if (count === previous + 1 && document.activeElement === add.current) {
      firstControl(rows?.[count - 1])?.focus();
    } else if (count === previous - 1 && removedAt.current !== null) {
      const next = rows?.[Math.min(removedAt.current, count - 1)];
      (firstControl(next) ?? add.current)?.focus();
    }
    removedAt.current = null;
  }, [count]);
  return {
    list,
    add,
    /** Call as row `index` is removed, before the list changes. */
    removing: (index: number) => {
      removedAt.current = index;
    },
  };
}
