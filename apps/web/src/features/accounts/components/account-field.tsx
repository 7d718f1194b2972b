import { clsx } from 'clsx';
import { Eye, EyeOff } from '../../../lib/icons.tsx';
import { useState } from 'react';
import { controlClass, Field } from '../../../lib/ui/field.tsx';
import type { TFieldBinding, TForm } from '../../../lib/ui/use-form.ts';

export interface TAccountFieldProps {
  label: string;
  /** The field of the form (useForm's `field`). */
  binding: TFieldBinding;
  type?: 'text' | 'email' | 'password';
  autoComplete: string;
  /** The live check's message, shown once the field has been typed in. */
  error: string | undefined;
  disabled: boolean;
}

/** One of a form's text boxes: its field, label and kind. */
export interface TAccountFieldSpec<F> {
  name: keyof F & string;
  label: string;
  type?: TAccountFieldProps['type'];
  autoComplete: string;
}

/** The text boxes of the login or sign-up form, each bound to its field and showing its message. */
export function AccountFields<F extends { [K in keyof F]: string }>({
  form,
  fields,
  disabled,
}: {
  form: TForm<F>;
  fields: readonly TAccountFieldSpec<F>[];
  disabled: boolean;
}) {
  return fields.map(({ name, label, type, autoComplete }) => (
    <AccountField
      key={name}
      label={label}
      binding={form.field(name)}
      autoComplete={autoComplete}
      error={form.errorOf(name)}
      disabled={disabled}
      {...(type ? { type } : {})}
    />
  ));
}

/** A labelled text box of the login and sign-up forms with its live message; a password one can be shown. */
function AccountField({ label, binding, type = 'text', autoComplete, error, disabled }: TAccountFieldProps) {
  const [isShown, setIsShown] = useState(false);
  const isPassword = type === 'password';
  return (
    <Field label={label} error={error}>
      {(control) => (
        <div className="relative">
          <input
            {...control}
            {...binding}
            type={isPassword && isShown ? 'text' : type}
            autoComplete={autoComplete}
            disabled={disabled}
            className={clsx(controlClass, 'h-11')}
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
      )}
    </Field>
  );
}
