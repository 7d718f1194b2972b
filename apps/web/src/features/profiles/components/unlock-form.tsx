import { Alert } from '../../../lib/ui/alert.tsx';
import { Button } from '../../../lib/ui/button.tsx';
import { Field, controlClass } from '../../../lib/ui/field.tsx';
import { useForm } from '../../../lib/ui/use-form.ts';
import type { TProfileProof } from '../queries.ts';

export interface TUnlockFormProps {
  profileName: string;
  needs: 'pin' | 'password';
  error: string | undefined;
  isPending: boolean;
  onSubmit: (proof: TProfileProof) => void;
  onCancel: () => void;
  /** Where the form sits: centred under the picker's title unless told otherwise. */
  className?: string;
}

/** Asks for the PIN of the profile being entered, or the account password when leaving a kids profile. */
export function UnlockForm({
  profileName,
  needs,
  error,
  isPending,
  onSubmit,
  onCancel,
  className = 'mx-auto mt-8 max-w-sm',
}: TUnlockFormProps) {
  const form = useForm({ initial: { secret: '' } });
  const secret = form.values.secret;
  const submit = form.handleSubmit(() => onSubmit(needs === 'pin' ? { pin: secret } : { password: secret }));
  return (
    <form onSubmit={submit} className={`${className} space-y-4`} aria-label={`Unlock ${profileName}`}>
      <Field
        label={needs === 'pin' ? `PIN for ${profileName}` : 'Account password'}
        hint={needs === 'password' ? 'Leaving a kids profile needs the account password.' : undefined}
      >
        {(control) => (
          <input
            {...control}
            {...form.field('secret')}
            autoFocus
            className={`${controlClass} h-11`}
            type="password"
            autoComplete={needs === 'pin' ? 'off' : 'current-password'}
            inputMode={needs === 'pin' ? 'numeric' : undefined}
            maxLength={needs === 'pin' ? 6 : undefined}
          />
        )}
      </Field>
      {error && <Alert>{error}</Alert>}
      <div className="flex gap-2">
        <Button type="submit" isPending={isPending} disabled={secret === ''}>
          Continue
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
