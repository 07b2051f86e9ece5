import { Link } from '@tanstack/react-router';
import { ShieldAlert } from 'lucide-react';
import { ROLE_REQUIRED_MESSAGE } from '@academy/shared/roles';
import { buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

/** What a student or a parent sees on a tutor's page: no redirect, a plain explanation. */
export function NoAccess() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center px-4 pt-[144px] pb-20 text-center sm:pt-[176px] lg:py-20">
      <ShieldAlert className="size-10 text-primary-600" aria-hidden="true" />
      <h1 className="mt-3 text-2xl font-bold tracking-tight text-slate-900">No access</h1>
      <p className="mt-3 text-slate-600">
        {ROLE_REQUIRED_MESSAGE}: the tutor workspace is for the academy’s tutors.
      </p>
      <Link to="/" className={cn(buttonClasses(), 'mt-8')}>
        Back to home
      </Link>
    </div>
  );
}
