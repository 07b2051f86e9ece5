/** Whether the mascot stays silent, remembered across visits. */
export const MASCOT_MUTED_STORAGE_KEY = 'mascot_muted';

export function readMuted(): boolean {
  try {
    return localStorage.getItem(MASCOT_MUTED_STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

export function writeMuted(muted: boolean) {
  try {
    if (muted) localStorage.setItem(MASCOT_MUTED_STORAGE_KEY, 'true');
    else localStorage.removeItem(MASCOT_MUTED_STORAGE_KEY);
  } catch {
    // Blocked storage: the choice still holds for this visit through component state.
  }
}
