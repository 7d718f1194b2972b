import { useId, useRef, useState } from 'react';
import { CREDITS_FIRST_SHOWN, type TCastMember, type TCrewMember } from '@marquee/domain';
import { Artwork } from '../../../lib/artwork.tsx';
import { sizedArtwork } from '@marquee/contract/routes';
import { useNearViewport } from '../../../lib/use-near-viewport.ts';

export interface TCreditsListProps {
  cast: TCastMember[];
  crew: TCrewMember[];
}

interface TCredit {
  key: string;
  name: string;
  role: string;
  profilePath: string | null;
}

/** Cast (with their characters) then crew (with their jobs), one entry per person and role. */
export function creditsOf(cast: TCastMember[], crew: TCrewMember[]): TCredit[] {
  const seen = new Set<string>();
  const credits: TCredit[] = [];
  const add = (key: string, name: string, role: string, profilePath: string | null) => {
    const identity = `${name}\0${role}`;
    if (seen.has(identity)) return;
    seen.add(identity);
    credits.push({ key, name, role, profilePath });
  };
  for (const member of cast) add(member.credit_id, member.name, member.character, member.profile_path);
  for (const member of crew) add(member.credit_id, member.name, member.job, member.profile_path);
  return credits;
}

/** Cast and crew: the first five, then a button that shows everyone. */
export function CreditsList({ cast, crew }: TCreditsListProps) {
  const [expanded, setExpanded] = useState(false);
  const headingId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  // Below the first screen: the photos are asked for when the list comes near the viewport (see
  // useNearViewport), not with the page's first paint; the names are there from the start.
  const { setElement, isNear } = useNearViewport<HTMLElement>();
  const credits = creditsOf(cast, crew);
  if (credits.length === 0) return null;
  const shown = expanded ? credits : credits.slice(0, CREDITS_FIRST_SHOWN);
  const showAll = () => {
    setExpanded(true);
    // Keyboard users continue at the first person revealed.
    requestAnimationFrame(() => {
      listRef.current?.querySelectorAll<HTMLElement>('[data-credit]')[CREDITS_FIRST_SHOWN]?.focus();
    });
  };
  return (
    <section ref={setElement} aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-xl font-bold">
        Cast &amp; Crew
      </h2>
      <ul
        ref={listRef}
        aria-label="Cast and crew"
        className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5"
      >
        {shown.map((credit) => (
          <li
            key={credit.key}
            data-credit
            tabIndex={-1}
            className="flex items-center gap-3 rounded-xl bg-zinc-100 p-2 outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:bg-zinc-900"
          >
            <Artwork
              image={isNear ? sizedArtwork(credit.profilePath, 56, 'profile') : undefined}
              alt=""
              aspect="1 / 1"
              className="w-12 shrink-0 rounded-full"
            />
            <div className="min-w-0">
              <p className="truncate text-sm font-semibold">{credit.name}</p>
              {credit.role && (
                <p className="truncate text-xs text-zinc-600 dark:text-zinc-400">{credit.role}</p>
              )}
            </div>
          </li>
        ))}
      </ul>
      {!expanded && credits.length > CREDITS_FIRST_SHOWN && (
        <button
          type="button"
          onClick={showAll}
          className="rounded-full border border-zinc-300 px-4 py-1.5 text-sm font-semibold transition hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800"
        >
          Show all ({credits.length})
        </button>
      )}
    </section>
  );
}
