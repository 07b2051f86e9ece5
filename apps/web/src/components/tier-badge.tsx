import { tierColour, tierLabel, type TierColour } from '@academy/shared/tiers';
import { cn } from '../lib/cn';

const colourClasses: Record<TierColour, string> = {
  grey: 'bg-slate-100 text-slate-700 ring-slate-300',
  yellow: 'bg-amber-100 text-amber-800 ring-amber-300',
  blue: 'bg-blue-100 text-blue-800 ring-blue-300',
  purple: 'bg-violet-100 text-violet-800 ring-violet-300',
};

export function TierBadge({
  tier,
  className,
}: {
  tier: string | null | undefined;
  className?: string;
}) {
  return (
    <span
      data-colour={tierColour(tier)}
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        colourClasses[tierColour(tier)],
        className,
      )}
    >
      {tierLabel(tier)}
    </span>
  );
}
