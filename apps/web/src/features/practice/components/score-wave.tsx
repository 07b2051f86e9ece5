import { waveHeightPercent } from '@academy/shared/catalog';

/**
 * The wave along a submodule card's bottom: it rises from 5% of the card at an average of 0 to
 * 25% at 10 (SPEC §2), so progress shows at a glance.
 */
export function ScoreWave({ averageScore }: { averageScore: number }) {
  return (
    <div
      aria-hidden="true"
      data-testid="score-wave"
      className="pointer-events-none absolute inset-x-0 bottom-0 text-primary-100 transition-[height] duration-700 ease-out"
      style={{ height: `${waveHeightPercent(averageScore)}%` }}
    >
      <svg
        viewBox="0 0 400 20"
        preserveAspectRatio="none"
        className="absolute inset-x-0 -top-2.5 h-2.5 w-full"
        fill="currentColor"
      >
        <path d="M0 10 C 60 0 120 0 200 10 S 340 20 400 8 V20 H0 Z" />
      </svg>
      <div className="h-full w-full bg-current" />
    </div>
  );
}
