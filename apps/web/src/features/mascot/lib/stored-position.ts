import { MASCOT_POSITION_STORAGE_KEY } from '@academy/shared/storage-keys';
import type { MascotPosition } from '../../../store/mascot-slice';

const isOffset = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/**
 * The position the student dragged the mascot to on this device, as dragged: it is clamped to
 * the viewport only when drawn, so a smaller window never rewrites it. Null when there is none,
 * it is unreadable, or storage is blocked.
 */
export function readStoredPosition(): MascotPosition | null {
  try {
    const raw = localStorage.getItem(MASCOT_POSITION_STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { right, top } = parsed as Record<string, unknown>;
    return isOffset(right) && isOffset(top) ? { right, top } : null;
  } catch {
    return null;
  }
}

export function storePosition({ right, top }: MascotPosition) {
  try {
    localStorage.setItem(MASCOT_POSITION_STORAGE_KEY, JSON.stringify({ right, top }));
  } catch {
    // Storage full or blocked: the mascot stays where it was dragged until the page reloads.
  }
}
