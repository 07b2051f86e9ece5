import { Link } from '@tanstack/react-router';
import { ACADEMY } from '../../../lib/academy';
import { CLEAR_OF_LARGE_MASCOT } from '../../../components/layout/mascot-spot';
import { buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { MountainRidge } from './mountain-ridge';

interface LandingHeroProps {
  /** Where to go after signing in, passed on to the login page. */
  redirect?: string;
}

export function LandingHero({ redirect }: LandingHeroProps) {
  const search = redirect ? { redirect } : {};
  return (
    <section className="relative isolate overflow-hidden" aria-labelledby="landing-title">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-b from-primary-100/80 via-primary-50/50 to-slate-50"
      />
      {/* Below 1024 px the mascot's starting place (top 96, right 40) is above the content, not on
          it; up to 1279 px the content keeps to its left. */}
      <div
        className={cn(
          'mx-auto flex max-w-3xl flex-col items-center page-gutter pt-[144px] pb-28 text-center sm:pt-[128px] sm:pb-36 lg:pt-24',
          CLEAR_OF_LARGE_MASCOT,
        )}
      >
        <p className="rounded-full bg-accent-100 px-3 py-1 text-xs font-semibold tracking-wide text-accent-800 uppercase">
          SAT &amp; ACT preparation · {ACADEMY.city}, {ACADEMY.region}
        </p>
        <h1
          id="landing-title"
          className="mt-6 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl"
        >
          Reach your best score with {ACADEMY.name}
        </h1>
        <p className="mt-5 max-w-xl text-lg text-pretty text-slate-600">
          Practice by topic, one question at a time, with hints, clear explanations and scores that
          show where to focus next. A Dallas tutor is there when you want one.
        </p>
        <div className="mt-10 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Link to="/signup" search={search} className={buttonClasses({ size: 'lg' })}>
            Get started
          </Link>
          <Link
            to="/login"
            search={search}
            className={buttonClasses({ variant: 'secondary', size: 'lg' })}
          >
            Login
          </Link>
        </div>
      </div>
      <MountainRidge className="absolute inset-x-0 bottom-0 -z-10 h-20 w-full sm:h-28" />
    </section>
  );
}
