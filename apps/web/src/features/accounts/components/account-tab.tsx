import { ACCOUNT_SAVE_COOLDOWN_MS } from '@marquee/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { BadgeCheck, LogOut } from '../../../lib/icons.tsx';
import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatDateTime } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { showToast } from '../../../lib/toast.ts';
import { isUnauthorized } from '../queries.ts';
import { forgetUser } from '../account-sync.ts';
import { deviceName } from '../device-name.ts';
import { endSessionsMutation, logoutMutation, sessionsQuery, updateNameMutation } from '../queries.ts';
import { useStoredUser } from '../use-user.ts';
import { userStore } from '../user-store.ts';
import { DeleteAccountSection } from './delete-account-section.tsx';

export const SAVE_ERROR_TEXT = 'Error while saving';

const fieldClass =
  'h-11 w-full rounded-lg border border-zinc-300 bg-white px-3 text-base dark:border-white/15 dark:bg-zinc-900 read-only:bg-zinc-100 read-only:text-zinc-600 dark:read-only:bg-zinc-800 dark:read-only:text-zinc-400';

/** The account tab: greeting, donator badge, name, username and email, devices, logout. */
export function AccountTab() {
  const user = useStoredUser();
  const navigate = useNavigate();
  const [name, setName] = useState(user?.name ?? '');
  const lastSave = useRef(0);
  const rename = useMutation({
    ...updateNameMutation(),
    onSuccess: (renamed) => {
      userStore.set(renamed);
      showToast('Saved', { kind: 'success' });
    },
    onError: (error) => {
      if (isUnauthorized(error)) forgetUser();
    },
  });
  const logout = useMutation({
    ...logoutMutation(),
    onSettled: () => {
      forgetUser();
      void navigate(paths.home());
    },
  });

  if (!user?.username) {
    return (
      <div className="py-10 text-center">
        <p className="text-zinc-600 dark:text-zinc-400">You are not signed in.</p>
        <Link
          to={paths.login()}
          className="mt-4 inline-flex h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-600"
        >
          Go To Login
        </Link>
      </div>
    );
  }

  function save(event: FormEvent) {
    event.preventDefault();
    // A save within 6 s of the previous attempt is ignored, and nothing happens without a username.
    const now = Date.now();
    if (!user?.username || now - lastSave.current < ACCOUNT_SAVE_COOLDOWN_MS) return;
    lastSave.current = now;
    rename.mutate(name);
  }

  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-xl font-bold">Ahoy, {user.name || user.username}!</p>
        {user.isDonator ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900 dark:bg-amber-400/15 dark:text-amber-300">
            <BadgeCheck className="h-4 w-4" aria-hidden="true" /> Generous Donator
          </span>
        ) : (
          <Link
            to={paths.donate()}
            className="rounded-full bg-zinc-100 px-3 py-1 text-sm font-semibold text-zinc-700 underline-offset-4 hover:underline dark:bg-white/10 dark:text-zinc-200"
          >
            Not a Donator
          </Link>
        )}
      </div>
      <form onSubmit={save} className="grid gap-4 sm:grid-cols-2">
        <label className="space-y-1.5 sm:col-span-2">
          <span className="block text-sm font-semibold">Name</span>
          <input
            value={name}
            onChange={(event) => setName(event.target.value)}
            maxLength={100}
            autoComplete="name"
            className={fieldClass}
          />
        </label>
        <label className="space-y-1.5">
          <span className="block text-sm font-semibold">Username</span>
          <input value={user.username} readOnly className={fieldClass} />
        </label>
        <label className="space-y-1.5">
          <span className="block text-sm font-semibold">Email</span>
          <input value={user.email} readOnly className={fieldClass} />
        </label>
        {rename.isError && (
          <p role="alert" className="text-sm font-semibold text-red-700 sm:col-span-2 dark:text-red-400">
            {SAVE_ERROR_TEXT}
          </p>
        )}
        <div className="flex flex-wrap gap-3 sm:col-span-2">
          <button
            type="submit"
            className="h-11 rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-600"
          >
            Save
          </button>
          <Link
            to={paths.profiles()}
            className="inline-flex h-11 items-center rounded-lg border border-zinc-300 px-5 font-semibold hover:bg-zinc-100 dark:border-white/15 dark:hover:bg-white/10"
          >
            Switch profile
          </Link>
          <button
            type="button"
            onClick={() => logout.mutate()}
            className="inline-flex h-11 items-center gap-2 rounded-lg border border-zinc-300 px-5 font-semibold hover:bg-zinc-100 dark:border-white/15 dark:hover:bg-white/10"
          >
            <LogOut className="h-4 w-4" aria-hidden="true" /> Logout
          </button>
        </div>
      </form>
      <DeviceList />
      <DeleteAccountSection />
    </div>
  );
}

/** The devices signed in to this account, each of the others with a way to sign it out. */
function DeviceList() {
  const sessions = useQuery(sessionsQuery());
  const endSessions = useMutation(endSessionsMutation());
  const list = sessions.data?.sessions ?? [];
  const others = list.filter((session) => !session.current);
  return (
    <section aria-labelledby="devices-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="devices-heading" className="text-lg font-bold">
          Signed-in devices
        </h2>
        {others.length > 0 && (
          <button
            type="button"
            onClick={() => endSessions.mutate(undefined)}
            className="h-9 rounded-lg border border-zinc-300 px-3 text-sm font-semibold hover:bg-zinc-100 dark:border-white/15 dark:hover:bg-white/10"
          >
            Sign out all other devices
          </button>
        )}
      </div>
      {sessions.isError ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">Could not load your devices.</p>
      ) : (
        <ul className="divide-y divide-zinc-200 rounded-xl border border-zinc-200 dark:divide-white/10 dark:border-white/10">
          {list.map((session) => (
            <li
              key={session.id}
              className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm"
            >
              <div className="min-w-0">
                <p className="truncate font-semibold">{deviceName(session.userAgent)}</p>
                <p className="text-zinc-600 dark:text-zinc-400">
                  {session.current ? 'This device' : `Last used ${formatDateTime(session.lastSeenAt)}`}
                </p>
              </div>
              {!session.current && (
                <button
                  type="button"
                  onClick={() => endSessions.mutate(session.id)}
                  className="font-semibold text-red-700 hover:underline dark:text-red-400"
                >
                  Sign out
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
