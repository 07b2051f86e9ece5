import { Link } from '@tanstack/react-router';
import { Phone } from 'lucide-react';
import { ACADEMY } from '../../../lib/academy';
import { cn } from '../../../lib/cn';

// Buttons on the dark band: the shared button looks are made for light backgrounds. Sized as
// they are: a label wraps only when it cannot fit a line.
// Filled links: under forced colours, which remove backgrounds, a border keeps them buttons.
const bandButton =
  'inline-flex min-h-12 items-center justify-center rounded-lg px-5 py-2.5 text-base font-semibold shadow-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white forced-colors:border';

export function ClosingCallToAction() {
  return (
    <section
      aria-labelledby="closing-title"
      className="mx-auto max-w-6xl page-gutter py-16 sm:py-20"
    >
      <div className="relative isolate overflow-hidden rounded-3xl bg-primary-700 px-6 py-12 text-center shadow-pop sm:px-12 sm:py-16">
        <div
          aria-hidden="true"
          className="absolute -top-24 -right-24 -z-10 size-72 rounded-full bg-primary-400/40 blur-3xl"
        />
        <div
          aria-hidden="true"
          className="absolute -bottom-28 -left-20 -z-10 size-72 rounded-full bg-primary-900/50 blur-3xl"
        />
        <h2
          id="closing-title"
          className="text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl"
        >
          Ready to start your climb?
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-pretty text-primary-100">
          Create your account and try practice questions today. Your scores will show you the way.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link
            to="/signup"
            className={cn(bandButton, 'bg-white text-primary-700 hover:bg-primary-50')}
          >
            Create your account
          </Link>
          <Link
            to="/practice"
            className={cn(
              bandButton,
              'bg-primary-600 text-white ring-1 ring-white/40 hover:bg-primary-500',
            )}
          >
            Start practicing
          </Link>
        </div>
        <p className="mt-8 text-sm text-primary-100">
          Questions? Call us at{' '}
          <a
            href={ACADEMY.phoneHref}
            className="inline-flex items-center gap-1 font-semibold whitespace-nowrap text-white underline-offset-4 hover:underline"
          >
            <Phone className="size-3.5" aria-hidden="true" />
            {ACADEMY.phone}
          </a>
        </p>
      </div>
    </section>
  );
}
