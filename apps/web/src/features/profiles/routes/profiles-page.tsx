import type { TProfile } from '@marquee/contract/routes';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { DocumentTitle } from '../../../lib/document-head.tsx';
import { paths } from '../../../lib/paths.ts';
import { Alert } from '../../../lib/ui/alert.tsx';
import { ProfileAvatar } from '../components/profile-avatar.tsx';
import { UnlockForm } from '../components/unlock-form.tsx';
import {
  errorMessageOf,
  profilesQuery,
  unlockErrorOf,
  unlockNeededOf,
  type TProfileProof,
} from '../queries.ts';
import { switchProfile } from '../switch-profile.ts';

/** Where the picker goes back to: a path of this site only. */
const isOwnPath = (path: string | null): path is string => path !== null && /^\/(?!\/)/.test(path);

/** /profiles: "Who's watching?", a list of the account's profiles as buttons; choosing one switches to it. */
export default function ProfilesPage() {
  const [search] = useSearchParams();
  const next = search.get('next');
  const navigate = useNavigate();
  const profiles = useQuery(profilesQuery());
  const [locked, setLocked] = useState<{ profile: TProfile; needs: 'pin' | 'password' } | undefined>();
  const [error, setError] = useState<string | undefined>();
  const select = useMutation({
    mutationFn: ({ profile, proof }: { profile: TProfile; proof: TProfileProof }) =>
      switchProfile(profile.id, proof),
    onSuccess: () => {
      void navigate(isOwnPath(next) ? next : paths.home());
    },
    onError: (failure, { profile }) => {
      const { needs } = unlockNeededOf(failure);
      if (needs && !locked) {
        setLocked({ profile, needs });
        setError(undefined);
        return;
      }
      setError(unlockErrorOf(failure));
    },
  });

  return (
    <section className="mx-auto max-w-3xl px-4 py-10 text-center sm:py-16">
      <DocumentTitle>Who's watching? · Marquee</DocumentTitle>
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Who's watching?</h1>
      {locked ? (
        <UnlockForm
          profileName={locked.profile.name}
          needs={locked.needs}
          error={error}
          isPending={select.isPending}
          onSubmit={(proof) => select.mutate({ profile: locked.profile, proof })}
          onCancel={() => {
            setLocked(undefined);
            setError(undefined);
          }}
        />
      ) : (
        <>
          <ul className="mt-10 flex flex-wrap justify-center gap-6" aria-label="Profiles">
            {profiles.isPending
              ? Array.from({ length: 2 }, (_, n) => (
                  <li key={n} className="h-36 w-28 animate-pulse rounded-xl bg-zinc-200 dark:bg-white/10" />
                ))
              : (profiles.data?.profiles ?? []).map((profile) => (
                  <li key={profile.id}>
                    <button
                      type="button"
                      aria-current={profile.id === profiles.data?.activeId ? 'true' : undefined}
                      disabled={select.isPending}
                      onClick={() => {
                        setError(undefined);
                        select.mutate({ profile, proof: {} });
                      }}
                      className="flex h-36 w-28 flex-col items-center gap-2 rounded-xl p-2 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-brand-500 aria-[current]:ring-2 aria-[current]:ring-brand-500 dark:hover:bg-white/10"
                    >
                      <ProfileAvatar avatar={profile.avatar} name={profile.name} className="h-20 w-20" />
                      <span className="max-w-full truncate text-sm font-semibold">{profile.name}</span>
                      <span className="text-xs text-zinc-600 dark:text-zinc-400">
                        {[profile.kind === 'kids' ? 'Kids' : '', profile.hasPin ? 'PIN' : '']
                          .filter(Boolean)
                          .join(' · ')}
                      </span>
                    </button>
                  </li>
                ))}
          </ul>
          {(error || profiles.isError) && (
            <div className="mx-auto mt-6 max-w-sm">
              <Alert>{error ?? errorMessageOf(profiles.error)}</Alert>
            </div>
          )}
          <Link
            to={`${paths.account('profiles')}`}
            className="mt-10 inline-flex h-11 items-center rounded-lg border border-zinc-300 px-5 text-sm font-semibold hover:bg-zinc-100 dark:border-white/15 dark:hover:bg-white/10"
          >
            Manage profiles
          </Link>
        </>
      )}
    </section>
  );
}
