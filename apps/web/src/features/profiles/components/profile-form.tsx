import type { TProfile } from '@marquee/contract/routes';
import {
  PROFILE_AVATARS,
  PROFILE_NAME_MAX_LENGTH,
  PROFILE_PIN_PATTERN,
  type TProfileAvatar,
  type TProfileKind,
} from '@marquee/domain';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../lib/ui/alert.tsx';
import { Button } from '../../../lib/ui/button.tsx';
import { Field, controlClass } from '../../../lib/ui/field.tsx';
import type { TProfileFields } from '../queries.ts';
import { AVATAR_LABELS, ProfileAvatar } from './profile-avatar.tsx';

export interface TProfileFormProps {
  /** The profile being changed; none for a new one. */
  profile?: TProfile;
  submitLabel: string;
  isPending: boolean;
  error: string | undefined;
  onSubmit: (fields: TProfileFields & { name: string }) => void;
  onCancel?: () => void;
}

/** A profile's name, avatar, kind and PIN, for adding one or changing one. */
export function ProfileForm({
  profile,
  submitLabel,
  isPending,
  error,
  onSubmit,
  onCancel,
}: TProfileFormProps) {
  const [name, setName] = useState(profile?.name ?? '');
  const [avatar, setAvatar] = useState<TProfileAvatar>(profile?.avatar ?? 'initials');
  const [kind, setKind] = useState<TProfileKind>(profile?.kind ?? 'standard');
  const [pin, setPin] = useState('');
  const [isPinRemoved, setPinRemoved] = useState(false);
  const nameError =
    name.trim().length > PROFILE_NAME_MAX_LENGTH
      ? `Name must be at most ${PROFILE_NAME_MAX_LENGTH} characters`
      : undefined;
  const pinError = pin !== '' && !PROFILE_PIN_PATTERN.test(pin) ? 'PIN must be 4 to 6 digits' : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (nameError || pinError || name.trim() === '') return;
    onSubmit({
      name: name.trim(),
      avatar,
      kind,
      ...(pin !== '' ? { pin } : isPinRemoved ? { pin: null } : {}),
    });
  }

  return (
    <form
      onSubmit={submit}
      className="space-y-4"
      aria-label={profile ? `Change ${profile.name}` : 'Add a profile'}
    >
      <Field label="Name" error={nameError}>
        {(control) => (
          <input
            {...control}
            className={`${controlClass} h-11`}
            value={name}
            maxLength={PROFILE_NAME_MAX_LENGTH + 10}
            onChange={(event) => setName(event.target.value)}
          />
        )}
      </Field>
      <fieldset>
        <legend className="mb-1.5 text-sm font-semibold">Avatar</legend>
        <div role="radiogroup" aria-label="Avatar" className="flex flex-wrap gap-2">
          {PROFILE_AVATARS.map((choice) => (
            <label
              key={choice}
              className="flex cursor-pointer flex-col items-center gap-1 rounded-lg p-1.5 text-xs has-[:checked]:ring-2 has-[:checked]:ring-brand-500 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500"
            >
              <input
                type="radio"
                name="avatar"
                value={choice}
                checked={avatar === choice}
                onChange={() => setAvatar(choice)}
                className="sr-only"
              />
              <ProfileAvatar avatar={choice} name={name || '?'} />
              {AVATAR_LABELS[choice]}
            </label>
          ))}
        </div>
      </fieldset>
      <Field
        label="Kind"
        hint="A kids profile sees titles up to PG and TV-Y7 only, and cannot change profiles."
      >
        {(control) => (
          <select
            {...control}
            className={`${controlClass} h-11`}
            value={kind}
            onChange={(event) => setKind(event.target.value as TProfileKind)}
          >
            <option value="standard">Standard</option>
            <option value="kids">Kids</option>
          </select>
        )}
      </Field>
      <Field
        label={profile?.hasPin ? 'New PIN' : 'PIN'}
        isOptional
        hint="4 to 6 digits, asked for to enter this profile."
        error={pinError}
      >
        {(control) => (
          <input
            {...control}
            className={`${controlClass} h-11`}
            type="password"
            inputMode="numeric"
            autoComplete="off"
            maxLength={6}
            value={pin}
            onChange={(event) => setPin(event.target.value)}
          />
        )}
      </Field>
      {profile?.hasPin && (
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={isPinRemoved}
            onChange={(event) => setPinRemoved(event.target.checked)}
          />
          Remove the PIN
        </label>
      )}
      {error && <Alert>{error}</Alert>}
      <div className="flex gap-2">
        <Button type="submit" isPending={isPending}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
