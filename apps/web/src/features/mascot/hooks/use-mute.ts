import { useEffect, useState } from 'react';
import { MASCOT_MUTED_STORAGE_KEY, readMuted, writeMuted } from '../lib/mute-preference';
import { stopSpeaking } from '../lib/speech';

/**
 * The mute switch, remembered across visits; muting also cuts off the current sentence. The
 * choice is the device's: muted in one tab, the mascot of every other tab falls silent too.
 */
export function useMute() {
  const [muted, setMuted] = useState(readMuted);

  useEffect(() => {
    const follow = (event: StorageEvent) => {
      // A null key: the other tab cleared the whole storage.
      if (event.key !== MASCOT_MUTED_STORAGE_KEY && event.key !== null) return;
      const next = readMuted();
      setMuted(next);
      if (next) stopSpeaking();
    };
    window.addEventListener('storage', follow);
    return () => window.removeEventListener('storage', follow);
  }, []);

  const toggle = () => {
    const next = !muted;
    writeMuted(next);
    setMuted(next);
    if (next) stopSpeaking();
  };

  return { muted, toggle };
}
