// Session storage for what a tab keeps to be kind (a draft, an open panel): storage that is
// blocked (private mode, a locked-down browser) or full must never break the page, so every
// failure reads as "nothing kept" and a write that fails is simply not kept.

/** The text kept under this key in this tab; null when there is none or storage is off. */
export function readSessionItem(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

/** The value kept as JSON under this key; null when there is none or it is damaged. */
export function readSessionJson(key: string): unknown {
  const saved = readSessionItem(key);
  if (saved === null) return null;
  try {
    return JSON.parse(saved) as unknown;
  } catch {
    return null;
  }
}

/** Keeps the text under this key; an empty text (a box emptied) keeps nothing. */
export function writeSessionItem(key: string, value: string) {
  if (!value) {
    removeSessionItem(key);
    return;
  }
  try {
    sessionStorage.setItem(key, value);
  } catch {
    // Full or blocked: the value lives only as long as the page, as without storage.
  }
}

export function writeSessionJson(key: string, value: unknown) {
  writeSessionItem(key, JSON.stringify(value));
}

export function removeSessionItem(key: string) {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Blocked: nothing was kept to remove.
  }
}
