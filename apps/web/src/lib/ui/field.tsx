import { useId, type ReactNode } from 'react';

/** What a field's control needs to be tied to its label, hint and message. */
export interface TControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** The look of a form's text box, list or text area (give it a height: h-11, or rows). */
export const controlClass =
  // Clear of the sticky header, with its label, when focusing scrolls it into view.
  'scroll-mt-28 block w-full rounded-lg border border-zinc-300 bg-white px-3 text-base text-zinc-950 outline-none focus-visible:border-brand-500 focus-visible:ring-2 focus-visible:ring-brand-500/40 disabled:opacity-60 aria-invalid:border-red-500 dark:border-white/15 dark:bg-zinc-900 dark:text-white';

export interface TFieldProps {
  label: string;
  isOptional?: boolean;
  hint?: ReactNode;
  /** The field's message; the control is marked invalid while there is one. */
  error?: string | undefined;
  children: (control: TControlProps) => ReactNode;
}

/**
 * A labelled form field of any control (input, select, textarea): the label, a hint, the control and the
 * field's message under it, with the ids that tie them together for screen readers.
 */
export function Field({ label, isOptional = false, hint, error, children }: TFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-semibold text-zinc-900 dark:text-white">
        {label}
        {isOptional && <span className="font-normal text-zinc-600 dark:text-zinc-400"> (optional)</span>}
      </label>
      {hint && (
        <p id={hintId} className="text-sm text-zinc-600 dark:text-zinc-400">
          {hint}
        </p>
      )}
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {error && (
        <p id={errorId} className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
