import { Eye, EyeOff } from 'lucide-react';
import { useId, useState } from 'react';

export interface TFormFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'password';
  autoComplete: string;
  /** The live check's message, shown once the field has been typed in. */
  error?: string | undefined;
  disabled?: boolean;
}

/** A labelled input with its live message; a password field has a show/hide toggle. */
export function FormField({
  label,
  value,
  onChange,
  type = 'text',
  autoComplete,
  error,
  disabled,
}: TFormFieldProps) {
  const id = useId();
  const [touched, setTouched] = useState(false);
  const [isShown, setIsShown] = useState(false);
  const shownError = touched ? error : undefined;
  const isPassword = type === 'password';
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          type={isPassword && isShown ? 'text' : type}
          value={value}
          autoComplete={autoComplete}
          disabled={disabled}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={shownError ? `${id}-error` : undefined}
          onChange={(event) => {
            setTouched(true);
            onChange(event.target.value);
          }}
          className="h-11 w-full rounded-lg border border-zinc-300 bg-white px-3 text-base outline-none focus-visible:border-brand-500 focus-visible:ring-2 focus-visible:ring-brand-500/40 disabled:opacity-60 aria-invalid:border-red-500 dark:border-white/15 dark:bg-zinc-900"
        />
        {isPassword && (
          <button
            type="button"
            onClick={() => setIsShown((shown) => !shown)}
            aria-label={isShown ? 'Hide password' : 'Show password'}
            aria-pressed={isShown}
            disabled={disabled}
            className="absolute inset-y-0 right-0 grid w-11 place-items-center text-zinc-500 hover:text-zinc-900 dark:hover:text-white"
          >
            {isShown ? (
              <EyeOff className="h-4 w-4" aria-hidden="true" />
            ) : (
              <Eye className="h-4 w-4" aria-hidden="true" />
            )}
          </button>
        )}
      </div>
      {shownError && (
        <p id={`${id}-error`} className="text-sm text-red-700 dark:text-red-400">
          {shownError}
        </p>
      )}
    </div>
  );
}
