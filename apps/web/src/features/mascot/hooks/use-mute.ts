import { useState } from 'react';
import { readMuted, writeMuted } from '../lib/mute-preference';
import { stopSpeaking } from '../lib/speech';

/** The mute switch, remembered across visits; muting also cuts off the current sentence. */
export function useMute() {
  const [muted, setMuted] = useState(readMuted);

  const toggle = () => {
    const next = !muted;
    writeMuted(next);
    setMuted(next);
    if (next) stopSpeaking();
  };

  return { muted, toggle };
}
