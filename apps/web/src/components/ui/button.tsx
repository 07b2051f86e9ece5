import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

// Forced colours (Windows high contrast) remove backgrounds and shadows, and set text in the
// user's colours: a disabled button there is GrayText, as the system's own are.
const base =
  'inline-flex items-center justify-center gap-2 rounded-lg text-center font-semibold [&_svg]:shrink-0 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-500 disabled:cursor-not-allowed disabled:opacity-60 forced-colors:disabled:border-[GrayText] forced-colors:disabled:text-[GrayText]';

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

// A label wraps, the button growing from its height, only when it cannot fit a line: a plan's or a
// skill's name on a phone, and any label with text at 200% (WCAG 1.4.4), which otherwise ran the
// page past the screen's edge; its lines are centred, as one line is, and its icon keeps its size
// (it shrank to nothing beside the wrapped words). A row gives its other items' room first only if
// they can shrink more; none of the app's pages is laid out differently at normal text size. The
// padding leaves one line, with a border, within the height.
const sizes: Record<ButtonSize, string> = {
  sm: 'min-h-9 px-3 py-1.5 text-sm',
  md: 'min-h-10 px-4 py-2 text-sm',
  lg: 'min-h-12 px-5 py-2.5 text-base',
};

/** The button look, for links that should look like buttons. */
export function buttonClasses({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
}: { variant?: ButtonVariant; size?: ButtonSize; fullWidth?: boolean } = {}) {
  return cn(base, variants[variant], sizes[size], fullWidth && 'w-full');
}

export type ButtonProps = ComponentProps<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
};

export function Button({
  variant,
  size,
  fullWidth,
  className,
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={cn(buttonClasses({ variant, size, fullWidth }), className)}
      {...props}
    />
  );
}
