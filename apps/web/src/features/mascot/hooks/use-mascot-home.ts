import { useCallback, useState } from 'react';
import { INITIAL_POSITION, type MascotPosition } from '../../../store/mascot-slice';
import { readStoredPosition, storePosition } from '../lib/stored-position';

/**
 * Where the mascot stands when nothing on the page is in its way: the spec's start (right 40,
 * top 96) until the student drags it, then where they dragged it, remembered on this device.
 */
export function useMascotHome() {
  const [home, setHome] = useState<MascotPosition>(() => readStoredPosition() ?? INITIAL_POSITION);
  const remember = useCallback((position: MascotPosition) => {
    setHome(position);
    storePosition(position);
  }, []);
  return [home, remember] as const;
}
