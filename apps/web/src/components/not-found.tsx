import { useEffect } from 'react';
import { Link } from '@tanstack/react-router';
import { ACADEMY } from '../lib/academy';
import { cn } from '../lib/cn';
import { buttonClasses } from './ui/button';

/** SPEC §2: unknown routes show 'Not Found'. */
export function NotFound() {
  useEffect(() => {
    document.title = `Not Found · ${ACADEMY.name}`;
  }, []);

  return (
    // Below phones' and tablets' mascot (MascotSpot's spot), which the centred words would meet.
    <div className="mx-auto flex max-w-md flex-col items-center px-4 pt-[144px] pb-20 text-center sm:pt-[176px] lg:py-20">
      <p className="text-sm font-semibold tracking-wide text-primary-600">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900">Not Found</h1>
      <p className="mt-3 text-slate-600">
        The page you are looking for does not exist or has moved.
      </p>
      <Link to="/" className={cn(buttonClasses(), 'mt-8')}>
        Back to home
      </Link>
    </div>
  );
}
