import type { UseFormRegisterReturn } from 'react-hook-form';
import { MapPin, Video } from 'lucide-react';
import { ACADEMY } from '../../../lib/academy';
import { formatPrice } from '@academy/shared/plans';
import {
  SESSION_PRICES,
  SESSION_TYPE_LABELS,
  SESSION_TYPES,
  type SessionType,
} from '@academy/shared/scheduling-prices';

const DETAILS: Record<SessionType, { icon: typeof Video; text: string }> = {
  online: { icon: Video, text: 'Live video lesson, from anywhere' },
  'in-person': { icon: MapPin, text: `At our ${ACADEMY.city} office` },
};

/** Online or in-person as two radio cards, each with its price per session (SPEC §9). */
export function SessionTypeOptions({ field }: { field: UseFormRegisterReturn<'sessionType'> }) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-700">Session type</legend>
      <div className="mt-1.5 grid gap-3 sm:grid-cols-2">
        {SESSION_TYPES.map((type) => {
          const { icon: Icon, text } = DETAILS[type];
          const price = SESSION_PRICES[type];
          return (
            <label
              key={type}
              className="flex cursor-pointer gap-3 rounded-xl border border-slate-300 bg-white p-4 shadow-sm transition-colors hover:border-slate-400 has-checked:border-primary-500 has-checked:bg-primary-50/50 has-checked:ring-2 has-checked:ring-primary-500/30 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary-500"
            >
              <input
                type="radio"
                value={type}
                aria-labelledby={`session-type-${type}`}
                aria-describedby={`session-type-${type}-details`}
                className="mt-0.5 size-4 shrink-0 accent-primary-600 focus-visible:outline-none"
                {...field}
              />
              <span className="min-w-0">
                <span
                  id={`session-type-${type}`}
                  className="flex items-center gap-1.5 font-semibold text-slate-900"
                >
                  <Icon className="size-4 text-primary-600" aria-hidden="true" />
                  {SESSION_TYPE_LABELS[type]}
                </span>
                <span id={`session-type-${type}-details`}>
                  <span className="mt-0.5 block text-xs text-slate-500">
                    {text}
                    <span className="sr-only">.</span>
                  </span>{' '}
                  <span className="mt-2 flex flex-wrap items-baseline gap-x-1.5 text-sm">
                    <span className="font-bold text-slate-900">
                      {formatPrice(price.priceCents)}
                    </span>{' '}
                    <span className="text-slate-600">
                      per session<span className="sr-only">,</span>
                    </span>{' '}
                    <s className="text-slate-500">
                      <span className="sr-only">regularly</span>{' '}
                      {formatPrice(price.regularPriceCents)}
                    </s>
                  </span>
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
