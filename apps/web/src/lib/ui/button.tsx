import { clsx } from 'clsx';
import { LoaderCircle } from 'lucide';
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Icon } from '../icon.tsx';

const VARIANTS = {
  primary: 'bg-brand-700 text-white shadow-sm hover:bg-brand-600 disabled:opacity-50',
  secondary:
    'border border-zinc-300 hover:bg-zinc-100 disabled:opacity-50 dark:border-white/15 dark:hover:bg-white/10',
  danger: 'bg-red-700 text-white shadow-sm hover:bg-red-600 disabled:opacity-50',
  /** A done action that stays on screen, solid (it is disabled: there is nothing more to do). */
  success: 'bg-emerald-700 text-white shadow-sm',
} as const;

const SIZES = {
  /** The forms' buttons. */
  md: 'h-11 rounded-lg px-4',
  sm: 'h-10 rounded-lg px-4 text-sm',
  /** The dialogs' and pages' rounded actions. */
  pill: 'rounded-full px-5 py-2.5 text-sm',
} as const;

export interface TButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof VARIANTS;
  size?: keyof typeof SIZES;
  /** Shows the spinner in place of `icon` while the action is under way. */
  isPending?: boolean;
  icon?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

/** The app's button: one look per variant and size, a spinner while its action is pending. */
export function Button({
  variant = 'primary',
  size = 'md',
  isPending = false,
  icon,
  type = 'button',
  className,
  children,
  ...props
}: TButtonProps) {
  return (
    <button
      {...props}
      type={type}
      className={clsx(
        'inline-flex items-center justify-center gap-2 font-semibold transition-colors disabled:cursor-not-allowed',
        VARIANTS[variant],
        SIZES[size],
        className,
      )}
    >
      {isPending ? <Icon icon={LoaderCircle} className="h-4 w-4 animate-spin" /> : icon}
      {children}
    </button>
  );
}
