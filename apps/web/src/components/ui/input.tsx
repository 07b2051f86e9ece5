import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** The look of a form control's box, but its height. */
const controlBoxLook =
  'w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm transition-colors placeholder:text-slate-400 hover:border-slate-400 focus:border-primary-500 focus:outline-2 focus:outline-offset-0 focus:outline-primary-500/30 aria-invalid:border-red-500 aria-invalid:focus:outline-red-500/30 disabled:bg-slate-100 disabled:text-slate-500 sm:text-sm';

/** The look of a form control's box, shared by inputs and input-like buttons (pickers). */
export const controlBoxClasses = cn('h-11', controlBoxLook);

/**
 * The box of a select or a picker's button, which grows rather than cut its choice: the chosen
 * text wraps onto more lines. With text at 200% a phone's select held "SAT Readin" of "SAT
 * Reading and Writing". On one line it is the 2.75rem every control box is.
 */
export const growingControlBoxClasses = cn('min-h-11 py-2 whitespace-normal', controlBoxLook);

export const inputClasses = cn(
  controlBoxClasses,
  'block read-only:bg-slate-50 read-only:text-slate-600',
);

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(inputClasses, className)} {...props} />;
}
