import { Volume2, VolumeX } from 'lucide-react';

/**
 * The mascot's visible mute switch; its pressed state says whether the voice is off. Sized in
 * pixels like the mascot it sits on, so larger text does not grow it over the page's words.
 */
export function MuteToggle({ muted, onToggle }: { muted: boolean; onToggle: () => void }) {
  const Icon = muted ? VolumeX : Volume2;
  return (
    <button
      type="button"
      aria-label="Mute mascot voice"
      aria-pressed={muted}
      title={muted ? 'Mascot voice off' : 'Mascot voice on'}
      onClick={onToggle}
      className="absolute -bottom-1 -left-1 flex size-[32px] items-center justify-center rounded-full border border-slate-200 bg-white text-slate-600 shadow-card transition-colors touch-target hover:bg-slate-50 hover:text-slate-900 aria-pressed:text-slate-400"
    >
      <Icon className="size-[16px]" aria-hidden="true" />
    </button>
  );
}
