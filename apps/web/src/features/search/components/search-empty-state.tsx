import clsx from 'clsx';
import type { TRotatingText } from '../hooks/use-rotating-text.ts';
import { AdSlot } from '../../ads/components/ad-slot.tsx';

/** Shown for an empty query: 'So Empty..... Try Searching', the current placeholder text and an ad slot. */
export function SearchEmptyState({ placeholder }: { placeholder: TRotatingText }) {
  return (
    <div className="flex flex-col items-center gap-8 py-10 text-center">
      <div>
        <p className="text-xl font-semibold">So Empty..... Try Searching</p>
        <p
          className={clsx(
            'mt-2 text-zinc-500 transition-opacity duration-300 dark:text-zinc-400',
            !placeholder.isVisible && 'opacity-0',
          )}
          data-testid="search-empty-placeholder"
        >
          {placeholder.text}
        </p>
      </div>
      <AdSlot name="search-empty" />
    </div>
  );
}
