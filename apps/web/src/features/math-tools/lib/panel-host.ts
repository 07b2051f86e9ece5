import { createContext } from 'react';

/**
 * Where the math tools' panel is put instead of beside its buttons: a timed test's tools sit in
 * its sticky bar, and a sticky element is a stacking context of its own, which held the panel
 * under the mascot (drawn over the calculator's keys, taking their clicks). Null: beside them.
 */
export const PanelHostContext = createContext<HTMLElement | null>(null);
