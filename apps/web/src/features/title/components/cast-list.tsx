import { useId, useRef, useState } from 'react';
import type { TCastMember } from '@marquee/domain';
import { Artwork } from '../../../lib/artwork.tsx';
import { sizedArtwork } from '../../../lib/image-url.ts';

export interface TCastListProps {
  title?: string;
  cast: TCastMember[];
  /** How many show before 'Show all'. */
  initial?: number;
}

/** The cast with their characters: the first few, then all of them on 'Show all'. */
export function CastList({ title = 'Cast', cast, initial = 5 }: TCastListProps) {
  const [expanded, setExpanded] = useState(false);
  const headingId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  if (cast.length === 0) return null;
  const shown = expanded ? cast : cast.slice(0, initial);
  const showAll = () => {
    setExpanded(true);
    // Keyboard users continue at the first member revealed.
    requestAnimationFrame(() => {
      listRef.current?.querySelectorAll<HTMLElement>('[data-cast-item]')[initial]?.focus();
    });
  };
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-xl font-bold">
        {title}
      </h2>
      <ul ref={listRef} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {shown.map((member) => (
          <li
            key={member.credit_id}
            data-cast-item
            tabIndex={-1}
            className="flex items-center gap-3 rounded-xl bg-zinc-100 p-2 outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:bg-zinc-900"
          >
            <Artwork
              image={sizedArtwork(member.profile_path, 56, 'profile')}
              alt={member.name}
              aspect="1 / 1"
              className="w-12 shrink-0 rounded-full"
            />
            <div className="min-w-0">
              <p className="truncate text-sm font-semibold">{member.name}</p>
              {member.character && (
                <p className="truncate text-xs text-zinc-600 dark:text-zinc-400">{member.character}</p>
              )}
            </div>
          </li>
        ))}
      </ul>
      {!expanded && cast.length > initial && (
        <button
          type="button"
          onClick={showAll}
          className="rounded-full border border-zinc-300 px-4 py-1.5 text-sm font-semibold transition hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800"
        >
          Show all ({cast.length})
        </button>
      )}
    </section>
  );
}
