import { useState, type FormEvent } from 'react';
import { Alert } from '../../../lib/ui/alert.tsx';
import { Button } from '../../../lib/ui/button.tsx';
import { Field, controlClass } from '../../../lib/ui/field.tsx';
import type { TProfileProof } from '../queries.ts';

export interface TUnlockFormProps {
  profileName: string;
  needs: 'pin' | 'password';
  error: string | undefined;
  isPending: boolean;
  onSubmit: (proof: TProfileProof) => void;
  onCancel: () => void;
}

/** Asks for the PIN of the profile being entered, or the account password when leaving a kids profile. */
export function UnlockForm({ profileName, needs, error, isPending, onSubmit, onCancel }: TUnlockFormProps) {
  const [secret, setSecret] = useState('');
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit(needs === 'pin' ? { pin: secret } : { password: secret });
  }
  return (
    <form onSubmit={submit} className="mx-auto mt-8 max-w-sm space-y-4" aria-label={`Unlock ${profileName}`}>
      <Field
        label={needs === 'pin' ? `PIN for ${profileName}` : 'Account password'}
        hint={needs === 'password' ? 'Leaving a kids profile needs the account password.' : undefined}
      >
        {(control) => (
          <input
            {...control}
            autoFocus
            className={`${controlClass} h-11`}
            type="password"
            autoComplete={needs === 'pin' ? 'off' : 'current-password'}
            inputMode={needs === 'pin' ? 'numeric' : undefined}
            maxLength={needs === 'pin' ? 6 : undefined}
            value={secret}
            onChange={(event) => setSecret(event.target.value)}
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
