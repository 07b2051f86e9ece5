import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

// Forced colours (Windows high contrast) remove backgrounds and shadows, and set text in the
// user's colours: a disabled button there is GrayText, as the system's own are.
const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-500 disabled:cursor-not-allowed disabled:opacity-60 forced-colors:disabled:border-[GrayText] forced-colors:disabled:text-[GrayText]';

// A filled button without its background was bare text, like a link: under forced colours it
// gets a border in its text colour (only there, so its size in normal colours stays the same).
// A secondary button has its border already; a ghost one is text in any colours.
const filledForcedBorder = 'forced-colors:border';

const variants: Record<ButtonVariant, string> = {
  primary: `bg-primary-600 text-white shadow-sm hover:bg-primary-700 disabled:hover:bg-primary-600 ${filledForcedBorder}`,
  secondary:
    'border border-slate-300 bg-white text-slate-700 shadow-sm hover:bg-slate-50 hover:text-slate-900',
  ghost: 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  danger: `bg-red-600 text-white shadow-sm hover:bg-red-700 ${filledForcedBorder}`,
};

const sizes: Record<ButtonSize, string> = {
  sm: 'px-3 text-sm',
  md: 'px-4 text-sm',
  lg: 'px-5 text-base',
};

const oneLine: Record<ButtonSize, string> = {
  sm: 'h-9 whitespace-nowrap',
  md: 'h-10 whitespace-nowrap',
  lg: 'h-12 whitespace-nowrap',
};

// A label that can be longer than a phone is wide (a plan's or a skill's name) wraps, the
// button growing from the same height.
const wrapping: Record<ButtonSize, string> = {
  sm: 'min-h-9 py-1.5 whitespace-normal',
  md: 'min-h-10 py-2 whitespace-normal',
  lg: 'min-h-12 py-3 whitespace-normal',
};

/** The button look, for links that should look like buttons. */
export function buttonClasses({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  wrap = false,
}: { variant?: ButtonVariant; size?: ButtonSize; fullWidth?: boolean; wrap?: boolean } = {}) {
  return cn(
    base,
    variants[variant],
    sizes[size],
    (wrap ? wrapping : oneLine)[size],
    fullWidth && 'w-full',
  );
}

export type ButtonProps = ComponentProps<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  wrap?: boolean;
};

export function Button({
  variant,
  size,
  fullWidth,
  wrap,
  className,
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={cn(buttonClasses({ variant, size, fullWidth, wrap }), className)}
      {...props}
    />
  );
}
