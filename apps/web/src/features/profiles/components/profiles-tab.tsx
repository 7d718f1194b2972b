import type { TProfile } from '@marquee/contract/routes';
import { MAX_PROFILES, PROFILE_MESSAGES } from '@marquee/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { showToast } from '../../../lib/toast.ts';
import { Alert } from '../../../lib/ui/alert.tsx';
import { Button } from '../../../lib/ui/button.tsx';
import { useStoredUser } from '../../accounts/use-user.ts';
import {
  createProfileMutation,
  deleteProfileMutation,
  errorMessageOf,
  profilesQuery,
  updateProfileMutation,
  type TProfileFields,
  unlockErrorOf,
} from '../queries.ts';
import { ProfileAvatar } from './profile-avatar.tsx';
import { ProfileForm } from './profile-form.tsx';
import { UnlockForm } from './unlock-form.tsx';

type TEditing =
  | { mode: 'add' }
  | { mode: 'edit'; profile: TProfile }
  | { mode: 'delete'; profile: TProfile }
  /** Another profile's PIN, asked for before its PIN changes or it is deleted; `action` says which. */
  | { mode: 'unlock'; profile: TProfile; action: 'edit' | 'delete'; fields?: TProfileFields };

/** The profiles tab: the account's profiles, to add, rename, give an avatar, kind or PIN, and delete. */
export function ProfilesTab() {
  const user = useStoredUser();
  const profiles = useQuery({ ...profilesQuery(), enabled: Boolean(user?.username) });
  const [editing, setEditing] = useState<TEditing | undefined>();
  // A finished change closes its own form only: the visitor may already have opened another (a Delete right
  // after a Save), which its answer must not close.
  const done = (message: string, isOwnForm: (current: TEditing) => boolean) => {
    setEditing((current) => (current && isOwnForm(current) ? undefined : current));
    showToast(message, { kind: 'success' });
  };
  const isFor = (action: 'edit' | 'delete') => (current: TEditing) =>
    current.mode === action || (current.mode === 'unlock' && current.action === action);
  const create = useMutation({
    ...createProfileMutation(),
    onSuccess: () => done('Profile added', (current) => current.mode === 'add'),
  });
  const update = useMutation({ ...updateProfileMutation(), onSuccess: () => done('Saved', isFor('edit')) });
  const remove = useMutation({
    ...deleteProfileMutation(),
    onSuccess: () => done('Profile deleted', isFor('delete')),
  });

  if (!user?.username) {
    return <p className="py-10 text-center text-zinc-600 dark:text-zinc-400">You are not signed in.</p>;
  }
  if (user.profile?.kind === 'kids') {
    return <Alert>{PROFILE_MESSAGES.kidsCannotManage}</Alert>;
  }
  const list = profiles.data?.profiles ?? [];
  // The session's own profile was unlocked on entry; another one's PIN guards it.
  const isGuarded = (profile: TProfile) => profile.hasPin && profile.id !== profiles.data?.activeId;
  const save = (profile: TProfile, fields: TProfileFields) => {
    if (fields.pin !== undefined && isGuarded(profile)) {
      update.reset();
      setEditing({ mode: 'unlock', profile, action: 'edit', fields });
    } else {
      update.mutate({ id: profile.id, fields });
    }
  };
  const unlocking = editing?.mode === 'unlock' ? editing : undefined;
  const unlockMutation = unlocking?.action === 'delete' ? remove : update;
  return (
    <div className="space-y-6">
      <ul className="divide-y divide-zinc-200 dark:divide-white/10" aria-label="Profiles">
        {list.map((profile) => (
          <li key={profile.id} className="py-3">
            <div className="flex items-center gap-3">
              <ProfileAvatar avatar={profile.avatar} name={profile.name} />
              <div className="min-w-0 flex-1">
                <p className="truncate font-semibold">{profile.name}</p>
                <p className="text-sm text-zinc-600 dark:text-zinc-400">
                  {profile.kind === 'kids' ? 'Kids' : 'Standard'}
                  {profile.hasPin ? ' · PIN' : ''}
                  {profile.id === profiles.data?.activeId ? ' · Watching now' : ''}
                </p>
              </div>
              <Button size="sm" variant="secondary" onClick={() => setEditing({ mode: 'edit', profile })}>
                Edit<span className="sr-only"> {profile.name}</span>
              </Button>
              <Button size="sm" variant="secondary" onClick={() => setEditing({ mode: 'delete', profile })}>
                Delete<span className="sr-only"> {profile.name}</span>
              </Button>
            </div>
            {editing?.mode === 'edit' && editing.profile.id === profile.id && (
              <div className="mt-4">
                <ProfileForm
                  profile={profile}
                  submitLabel="Save"
                  isPending={update.isPending}
                  error={update.isError ? errorMessageOf(update.error) : undefined}
                  onSubmit={(fields) => save(profile, fields)}
                  onCancel={() => setEditing(undefined)}
                />
              </div>
            )}
            {editing?.mode === 'delete' && editing.profile.id === profile.id && (
              <div role="alertdialog" aria-label={`Delete ${profile.name}?`} className="mt-4 space-y-3">
                <p className="text-sm">
                  Delete {profile.name} with its bookmarks, watch history and settings? This cannot be undone.
                </p>
                {remove.isError && <Alert>{errorMessageOf(remove.error)}</Alert>}
                <div className="flex gap-2">
                  <Button
                    variant="danger"
                    isPending={remove.isPending}
                    onClick={() => {
                      if (isGuarded(profile)) {
                        remove.reset();
                        setEditing({ mode: 'unlock', profile, action: 'delete' });
                      } else {
                        remove.mutate({ id: profile.id });
                      }
                    }}
                  >
                    Delete {profile.name}
                  </Button>
                  <Button variant="secondary" onClick={() => setEditing(undefined)}>
                    Cancel
                  </Button>
                </div>
              </div>
            )}
            {unlocking && unlocking.profile.id === profile.id && (
              <UnlockForm
                profileName={profile.name}
                needs="pin"
                error={unlockMutation.isError ? unlockErrorOf(unlockMutation.error) : undefined}
                isPending={unlockMutation.isPending}
                onSubmit={({ pin }) =>
                  unlocking.action === 'delete'
                    ? remove.mutate({ id: profile.id, pin })
                    : update.mutate({ id: profile.id, fields: { ...unlocking.fields, currentPin: pin } })
                }
                onCancel={() => setEditing(undefined)}
                className="mt-4 max-w-sm"
              />
            )}
          </li>
        ))}
      </ul>
      {editing?.mode === 'add' ? (
        <ProfileForm
          submitLabel="Add profile"
          isPending={create.isPending}
          error={create.isError ? errorMessageOf(create.error) : undefined}
          onSubmit={(fields) => create.mutate(fields)}
          onCancel={() => setEditing(undefined)}
        />
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setEditing({ mode: 'add' })} disabled={list.length >= MAX_PROFILES}>
            Add profile
          </Button>
          <Link
            to={paths.profiles()}
            className="inline-flex h-11 items-center rounded-lg border border-zinc-300 px-4 font-semibold hover:bg-zinc-100 dark:border-white/15 dark:hover:bg-white/10"
          >
            Switch profile
          </Link>
        </div>
      )}
      {list.length >= MAX_PROFILES && <p className="text-sm">{PROFILE_MESSAGES.limit}</p>}
    </div>
  );
}
