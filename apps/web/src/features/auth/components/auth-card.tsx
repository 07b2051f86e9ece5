import type { ReactNode } from 'react';
import { LogoMark } from '../../../components/logo';
import { cn } from '../../../lib/cn';

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /**
   * Starts the card below the mascot on phones and tablets, where it stands over the card's
   * title (the login and signup titles wrap clear of it, shorter ones do not).
   */
  belowMascot?: boolean;
}

/** The centred card that holds the login and register forms. */
export function AuthCard({ title, subtitle, children, footer, belowMascot }: AuthCardProps) {
  return (
    <div
      className={cn(
        'relative isolate overflow-hidden px-4 pb-10 sm:pb-16',
        belowMascot ? 'pt-[144px] sm:pt-[176px] lg:pt-16' : 'pt-10 sm:pt-16',
      )}
    >
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-72 bg-gradient-to-b from-primary-100/70 to-transparent"
      />
      {/* Wide enough for Google's button at the spec's 400 px from 640 px up. */}
      <div className="mx-auto w-full max-w-[29.25rem]">
        <div className="rounded-2xl border border-slate-200/80 bg-white p-6 shadow-card sm:p-8">
          <div className="mb-6 text-center">
            <LogoMark className="mx-auto mb-4 size-11" />
            <h1 className="text-2xl font-bold tracking-tight text-balance text-slate-900">
              {title}
            </h1>
            {subtitle ? <p className="mt-2 text-sm text-slate-600">{subtitle}</p> : null}
          </div>
          {children}
        </div>
        {footer ? <p className="mt-6 text-center text-sm text-slate-600">{footer}</p> : null}
      </div>
    </div>
  );
}
