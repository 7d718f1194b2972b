import { EPISODE_GUEST_STARS_SHOWN as LIMIT, type TCastMember } from '@marquee/domain';

/** Up to ten guest stars with their characters, and '+N more' for the rest. */
export function GuestStars({ stars }: { stars: TCastMember[] }) {
  if (stars.length === 0) return null;
  const rest = stars.length - LIMIT;
  return (
    <section aria-labelledby="guest-stars-heading" className="space-y-2">
      <h2 id="guest-stars-heading" className="text-xl font-bold">
        Guest Stars
      </h2>
      <ul className="flex flex-wrap gap-2">
        {stars.slice(0, LIMIT).map((star) => (
          <li key={star.credit_id} className="rounded-full bg-zinc-100 px-3 py-1 text-sm dark:bg-zinc-900">
            <span className="font-semibold">{star.name}</span>
            {star.character && <span className="text-zinc-600 dark:text-zinc-400"> as {star.character}</span>}
          </li>
        ))}
        {rest > 0 && (
          <li className="rounded-full px-3 py-1 text-sm font-semibold text-zinc-600 dark:text-zinc-400">
            +{rest} more
          </li>
        )}
      </ul>
    </section>
  );
}
