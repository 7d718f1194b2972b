import {
  stepUserRating,
  USER_RATING_MAX,
  USER_RATING_STEPS_PER_STAR,
  userRatingWords,
  type TTitleRef,
  type TUserRatingKey,
} from '@marquee/domain';
import { useRef, useState, type KeyboardEvent } from 'react';
import { Star, X } from '../../../lib/icons.tsx';
import { LocalDataError } from '../../../lib/storage/local-data.ts';
import { showToast } from '../../../lib/toast.ts';
import { SCORE_MARK } from '../hide-scores.ts';
import { useUserRating } from '../use-user-ratings.ts';
import { userRatingsStore } from '../user-ratings-store.ts';

const VALUES = Array.from({ length: USER_RATING_MAX }, (_, index) => index + 1);
const STARS = VALUES.length / USER_RATING_STEPS_PER_STAR;
const KEYS: readonly string[] = ['ArrowRight', 'ArrowUp', 'ArrowLeft', 'ArrowDown', 'Home', 'End'];

function save(change: () => void): void {
  try {
    change();
  } catch (error) {
    if (error instanceof LocalDataError) showToast(error.message, { kind: 'error' });
    else throw error;
  }
}

/** Five stars, each filled whole, by half or not at all for a value in half stars. */
export function StarsShown({ value, className }: { value: number; className: string }) {
  return (
    <span className="inline-flex" aria-hidden="true">
      {Array.from({ length: STARS }, (_, index) => {
        const fill = Math.min(Math.max(value - index * USER_RATING_STEPS_PER_STAR, 0), 2) / 2;
        return (
          <span key={index} className={`relative inline-block ${className}`}>
            <Star className="absolute inset-0 h-full w-full text-zinc-400 dark:text-zinc-500" />
            <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
              <Star className={`h-full fill-amber-400 text-amber-400 ${className}`} />
            </span>
          </span>
        );
      })}
    </span>
  );
}

/**
 * The profile's own rating of a title: five stars in half steps, a radio group (arrow keys move half a star
 * and rate, Home and End jump to the ends, Tab leaves), and Clear. Hidden with every score by the setting.
 */
export function UserRatingControl({ target, title }: { target: TTitleRef; title: string }) {
  const value = useUserRating(target);
  const [hovered, setHovered] = useState<number | undefined>();
  const groupRef = useRef<HTMLDivElement>(null);
  const shown = hovered ?? value ?? 0;

  const rate = (next: number) => {
    save(() => userRatingsStore.rate(target, next));
    groupRef.current?.querySelector<HTMLElement>(`[data-value="${next}"]`)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!KEYS.includes(event.key)) return;
    event.preventDefault();
    rate(stepUserRating(value, event.key as TUserRatingKey));
  };

  return (
    <div {...SCORE_MARK} className="flex flex-wrap items-center gap-x-3 gap-y-1" data-testid="user-rating">
      <span className="text-sm font-semibold" aria-hidden="true">
        Your rating
      </span>
      <div
        ref={groupRef}
        role="radiogroup"
        aria-label={`Your rating of ${title}`}
        className="relative inline-flex"
        onKeyDown={onKeyDown}
        onPointerLeave={() => setHovered(undefined)}
      >
        <StarsShown value={shown} className="h-7 w-7" />
        <span className="absolute inset-0 flex">
          {VALUES.map((option) => (
            <button
              key={option}
              type="button"
              role="radio"
              data-value={option}
              aria-checked={value === option}
              aria-label={userRatingWords(option)}
              // One stop in the tab order: the chosen value, or the first when there is none.
              tabIndex={(value ?? 1) === option ? 0 : -1}
              onClick={() => rate(option)}
              onPointerEnter={() => setHovered(option)}
              className="h-7 flex-1 rounded-sm outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
            />
          ))}
        </span>
      </div>
      <span className="min-w-20 text-sm text-zinc-600 dark:text-zinc-400" aria-live="polite">
        {value === undefined ? 'Not rated' : userRatingWords(value)}
      </span>
      {value !== undefined && (
        <button
          type="button"
          onClick={() => save(() => userRatingsStore.clear(target))}
          className="inline-flex h-9 items-center gap-1 rounded-full px-3 text-sm font-medium text-zinc-700 hover:bg-zinc-200 dark:text-zinc-300 dark:hover:bg-white/10"
        >
          <X className="h-4 w-4" aria-hidden="true" />
          Clear rating
        </button>
      )}
    </div>
  );
}

/** A card's line with the profile's rating of its title, when it has one. */
export function UserRatingLine({ value }: { value: number | undefined }) {
  if (value === undefined) return null;
  return (
    <p {...SCORE_MARK} className="mt-1 flex items-center gap-1 text-xs text-zinc-600 dark:text-zinc-400">
      <StarsShown value={value} className="h-3.5 w-3.5" />
      <span data-testid="card-user-rating">Your rating: {userRatingWords(value)}</span>
    </p>
  );
}
