import type { TProfile } from '@marquee/contract/routes';
import {
  PROFILE_AVATARS,
  PROFILE_NAME_MAX_LENGTH,
  PROFILE_PIN_PATTERN,
  type TProfileAvatar,
  type TProfileKind,
} from '@marquee/domain';
import { Alert } from '../../../lib/ui/alert.tsx';
import { Button } from '../../../lib/ui/button.tsx';
import { Field, controlClass } from '../../../lib/ui/field.tsx';
import { useForm, type TFieldErrors } from '../../../lib/ui/use-form.ts';
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

/** The form's fields as text; `removePin` is 'yes' when the box to remove the PIN is ticked. */
type TProfileFormFields = { name: string; avatar: string; kind: string; pin: string; removePin: string };

function profileFormErrors({ name, pin }: TProfileFormFields): TFieldErrors<TProfileFormFields> {
  return {
    name:
      name.trim().length > PROFILE_NAME_MAX_LENGTH
        ? `Name must be at most ${PROFILE_NAME_MAX_LENGTH} characters`
        : undefined,
    pin: pin !== '' && !PROFILE_PIN_PATTERN.test(pin) ? 'PIN must be 4 to 6 digits' : undefined,
  };
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
  const form = useForm<TProfileFormFields>({
    initial: {
      name: profile?.name ?? '',
      avatar: profile?.avatar ?? 'initials',
      kind: profile?.kind ?? 'standard',
      pin: '',
      removePin: '',
    },
    validate: profileFormErrors,
  });
  const { name } = form.values;

  const submit = form.handleSubmit((values) => {
    if (!form.isValid || values.name.trim() === '') return;
    onSubmit({
      name: values.name.trim(),
      avatar: values.avatar as TProfileAvatar,
      kind: values.kind as TProfileKind,
      ...(values.pin !== '' ? { pin: values.pin } : values.removePin ? { pin: null } : {}),
    });
  });

  return (
    <form
      onSubmit={submit}
      className="space-y-4"
      aria-label={profile ? `Change ${profile.name}` : 'Add a profile'}
    >
      <Field label="Name" error={form.errorOf('name')}>
        {(control) => (
          <input
            {...control}
            {...form.field('name')}
            className={`${controlClass} h-11`}
            maxLength={PROFILE_NAME_MAX_LENGTH + 10}
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
                checked={form.values.avatar === choice}
                onChange={() => form.setValue('avatar', choice)}
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
        hint="A kids profile sees titles for children only (up to PG and TV-Y7, or their level in the site's country), and cannot change profiles."
      >
        {(control) => (
          <select {...control} {...form.field('kind')} className={`${controlClass} h-11`}>
            <option value="standard">Standard</option>
            <option value="kids">Kids</option>
          </select>
        )}
      </Field>
      <Field
        label={profile?.hasPin ? 'New PIN' : 'PIN'}
        isOptional
        hint="4 to 6 digits, asked for to enter this profile."
        error={form.errorOf('pin')}
      >
        {(control) => (
          <input
            {...control}
            {...form.field('pin')}
            className={`${controlClass} h-11`}
            type="password"
            inputMode="numeric"
            autoComplete="off"
            maxLength={6}
          />
        )}
      </Field>
      {profile?.hasPin && (
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={form.values.removePin !== ''}
            onChange={(event) => form.setValue('removePin', event.target.checked ? 'yes' : '')}
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
