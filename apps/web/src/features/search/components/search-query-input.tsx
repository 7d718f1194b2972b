import { Search } from '../../../lib/icons.tsx';
import { useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '@marquee/domain';
import { useDebouncedCallback } from '../../../lib/use-debounced.ts';
import type { TRotatingText } from '../hooks/use-rotating-text.ts';
import { SearchInput } from './search-input.tsx';

export interface TSearchQueryInputProps {
  /** The query in the URL when the box was (re)mounted. */
  initialQuery: string;
  /** Called 300 ms after the last keystroke. */
  onQueryChange: (query: string) => void;
  placeholder: TRotatingText;
}

/** The search page's autofocused box: it keeps what is typed and passes it on once typing pauses. */
export function SearchQueryInput({ initialQuery, onQueryChange, placeholder }: TSearchQueryInputProps) {
  const [text, setText] = useState(initialQuery);
  const { run } = useDebouncedCallback(onQueryChange, SEARCH_DEBOUNCE_MS);
  return (
    <div className="flex items-center gap-3 rounded-2xl border border-zinc-300 bg-white px-4 focus-within:border-brand-500 dark:border-zinc-700 dark:bg-zinc-900">
      <Search className="h-5 w-5 shrink-0 text-zinc-500" aria-hidden="true" />
      <SearchInput
        value={text}
        onChange={(value) => {
          setText(value);
          run(value);
        }}
        placeholder={placeholder}
        label="Search movies and series"
        autoFocus
        className="h-12 text-base sm:h-14 sm:text-lg"
      />
    </div>
  );
}
